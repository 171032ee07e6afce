package org.jmlir.dialect.transform;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The transform dialect's handle types: handles to payload ops ({@code !transform.any_op},
 * {@code !transform.op<"name">}), to payload values ({@code !transform.any_value}) and parameters
 * ({@code !transform.any_param}, {@code !transform.param<T>}). All are interned.
 */
public final class TransformTypes {
  private TransformTypes() {}

  /** What a handle type associates: payload ops, payload values or parameters. */
  public enum Kind {
    OPERATION,
    VALUE,
    PARAM
  }

  /** A transform dialect type. */
  public interface HandleType extends DialectType {
    Kind kind();

    @Override
    default String dialectNamespace() {
      return TransformDialect.NAMESPACE;
    }

    @Override
    default boolean isVectorElementType() {
      return false;
    }

    @Override
    default boolean isMemRefElementType() {
      return false;
    }
  }

  /** {@code !transform.any_op}. */
  public static final class AnyOpType implements HandleType {
    private record Key() {}

    private AnyOpType(Key k) {}

    public static AnyOpType get(MLIRContext ctx) {
      return ctx.intern(new Key(), AnyOpType::new);
    }

    @Override
    public Kind kind() {
      return Kind.OPERATION;
    }

    @Override
    public String body() {
      return "any_op";
    }

    @Override
    public String toString() {
      return "!transform.any_op";
    }
  }

  /** {@code !transform.op<"name">}: a handle to ops of one name only. */
  public static final class OperationType implements HandleType {
    private record Key(String name) {}

    private final String opName;

    private OperationType(Key k) {
      this.opName = k.name();
    }

    public static OperationType get(MLIRContext ctx, String name) {
      return ctx.intern(new Key(name), OperationType::new);
    }

    public String opName() {
      return opName;
    }

    @Override
    public Kind kind() {
      return Kind.OPERATION;
    }

    @Override
    public String body() {
      return "op<" + quote(opName) + ">";
    }

    @Override
    public String toString() {
      return "!transform." + body();
    }
  }

  /** {@code !transform.any_value}. */
  public static final class AnyValueType implements HandleType {
    private record Key() {}

    private AnyValueType(Key k) {}

    public static AnyValueType get(MLIRContext ctx) {
      return ctx.intern(new Key(), AnyValueType::new);
    }

    @Override
    public Kind kind() {
      return Kind.VALUE;
    }

    @Override
    public String body() {
      return "any_value";
    }

    @Override
    public String toString() {
      return "!transform.any_value";
    }
  }

  /** {@code !transform.any_param}. */
  public static final class AnyParamType implements HandleType {
    private record Key() {}

    private AnyParamType(Key k) {}

    public static AnyParamType get(MLIRContext ctx) {
      return ctx.intern(new Key(), AnyParamType::new);
    }

    @Override
    public Kind kind() {
      return Kind.PARAM;
    }

    @Override
    public String body() {
      return "any_param";
    }

    @Override
    public String toString() {
      return "!transform.any_param";
    }
  }

  /** {@code !transform.param<T>}: parameters that are attributes of type {@code T} (an integer type). */
  public static final class ParamType implements HandleType {
    private record Key(Type type) {}

    private final Type type;

    private ParamType(Key k) {
      this.type = k.type();
    }

    public static ParamType get(MLIRContext ctx, Type type) {
      return ctx.intern(new Key(type), ParamType::new);
    }

    public Type type() {
      return type;
    }

    @Override
    public Kind kind() {
      return Kind.PARAM;
    }

    @Override
    public String body() {
      return "param<" + Texts.type(type) + ">";
    }

    @Override
    public String toString() {
      return "!transform." + body();
    }
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') {
        b.append('\\');
      }
      b.append(c);
    }
    return b.append('"').toString();
  }

  /** Whether {@code t} is a handle to payload ops. */
  public static boolean isOpHandle(Type t) {
    return t instanceof HandleType h && h.kind() == Kind.OPERATION;
  }

  public static boolean isValueHandle(Type t) {
    return t instanceof HandleType h && h.kind() == Kind.VALUE;
  }

  public static boolean isParam(Type t) {
    return t instanceof HandleType h && h.kind() == Kind.PARAM;
  }

  /** Parses the text after {@code !transform.}. */
  static Type parse(DialectAsmParser p) {
    int offset = p.currentOffset();
    String mnemonic = p.parseOptionalKeyword();
    MLIRContext ctx = p.context();
    if (mnemonic == null) {
      throw p.emitError(offset, "expected valid keyword");
    }
    switch (mnemonic) {
      case "any_op":
        return AnyOpType.get(ctx);
      case "any_value":
        return AnyValueType.get(ctx);
      case "any_param":
        return AnyParamType.get(ctx);
      case "op": {
        p.parseLess();
        int nameOffset = p.currentOffset();
        String name = p.parseOptionalString();
        if (name == null) {
          throw p.emitError(nameOffset, "expected string");
        }
        p.parseGreater();
        return OperationType.get(ctx, name);
      }
      case "param": {
        p.parseLess();
        int typeOffset = p.currentOffset();
        Type t = p.parseType();
        p.parseGreater();
        if (!(t instanceof IntegerType)) {
          throw p.emitError(typeOffset, "only IntegerType is supported");
        }
        return ParamType.get(ctx, t);
      }
      default:
        throw p.emitError(offset, "unknown  type: " + mnemonic);
    }
  }
}
