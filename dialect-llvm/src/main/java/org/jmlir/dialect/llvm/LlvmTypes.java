package org.jmlir.dialect.llvm;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** Parsing and printing of llvm types, and the type predicates the ops' constraints use. */
public final class LlvmTypes {
  private LlvmTypes() {}

  /** The identified structs being printed (or parsed), innermost last. */
  public static final class PrintStack {
    private final ArrayDeque<String> names = new ArrayDeque<>();

    boolean contains(String name) {
      return names.contains(name);
    }

    void push(String name) {
      names.push(name);
    }

    void pop() {
      names.pop();
    }
  }

  /** Appends {@code t} as it appears inside an llvm type: llvm types without the prefix. */
  static void appendNested(StringBuilder out, Type t, PrintStack printing) {
    if (t instanceof LlvmType l) {
      // MLIR elides the prefix only of a nested type compatible with LLVM (a struct holding an
      // index keeps it); the recursion stack is shared either way.
      if (!isCompatible(t)) {
        out.append("!llvm.");
      }
      l.appendBody(out, printing);
    } else {
      out.append(AttrTypeText.type(t));
    }
  }

  /** A string literal with MLIR's escapes. */
  static void appendString(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c >= 0x7f) {
        out.append('\\').append(Character.forDigit((c >> 4) & 0xf, 16)).append(Character.forDigit(c & 0xf, 16));
      } else {
        out.append(c);
      }
    }
    out.append('"');
  }

  private static final List<String> KEYWORDS =
      List.of("ptr", "struct", "array", "func", "void", "label", "metadata", "token", "x86_amx", "ppc_fp128", "target");

  // ---- parsing -------------------------------------------------------------------------------

  /** Parses the body of {@code !llvm.<body>}. */
  public static Type parse(AsmParser p) {
    return parse(p, new PrintStack());
  }

  private static Type parse(AsmParser p, PrintStack parsing) {
    int offset = p.currentOffset();
    String kw = p.parseOptionalKeyword(KEYWORDS);
    if (kw == null && p.parseOptionalType() != null) {
      // MLIR 22's dispatchParse with allowAny off: a builtin type where an llvm keyword belongs.
      throw p.emitError(offset, "unexpected type, expected keyword");
    }
    if (kw == null) {
      kw = p.parseOptionalKeyword();
    }
    if (kw == null) {
      throw p.emitError(offset, "expected type");
    }
    return parseKeywordType(p, kw, offset, parsing);
  }

  /** A type nested in an llvm type: an llvm keyword type or any other type. */
  private static Type parseNested(AsmParser p, PrintStack parsing) {
    int offset = p.currentOffset();
    String kw = p.parseOptionalKeyword(KEYWORDS);
    if (kw != null) {
      return parseKeywordType(p, kw, offset, parsing);
    }
    Type t = p.parseOptionalType();
    if (t != null) {
      return t;
    }
    String other = p.parseOptionalKeyword();
    if (other != null) {
      throw p.emitError(offset, "unknown LLVM type: " + other);
    }
    return p.parseType();
  }

  private static Type parseKeywordType(AsmParser p, String kw, int offset, PrintStack parsing) {
    MLIRContext ctx = p.context();
    switch (kw) {
      case "ptr" -> {
        if (p.parseOptionalLess()) {
          int at = p.currentOffset();
          BigInteger space = p.parseOptionalInteger();
          if (space == null) {
            // MLIR 22's generated parameter parser (e.g. an old typed pointer, !llvm.ptr<i32>).
            p.emitError(at, "expected integer value");
            throw p.emitError(at, "failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`");
          }
          int as = space.intValue();
          p.parseGreater();
          return LlvmPointerType.get(ctx, as);
        }
        return LlvmPointerType.get(ctx);
      }
      case "array" -> {
        int lessAt = p.currentOffset();
        p.parseLess();
        int numOffset = p.currentOffset();
        BigInteger n = p.parseOptionalInteger();
        if (n == null) {
          throw p.emitError(numOffset, "expected array size");
        }
        p.parseKeyword("x");
        Type elem = parseNested(p, parsing);
        p.parseGreater();
        if (!isValidElementType(elem)) {
          throw p.emitError(lessAt, "invalid array element type: '" + org.jmlir.ir.ods.Texts.type(elem) + "'");
        }
        return LlvmArrayType.get(ctx, elem, n.longValue());
      }
      case "func" -> {
        int lessAt = p.currentOffset();
        p.parseLess();
        Type result = parseNested(p, parsing);
        List<Type> params = new ArrayList<>();
        boolean varArg = false;
        p.parseLParen();
        if (!p.parseOptionalRParen()) {
          do {
            if (p.parseOptionalEllipsis()) {
              varArg = true;
              break;
            }
            params.add(parseNested(p, parsing));
          } while (p.parseOptionalComma());
          p.parseRParen();
        }
        p.parseGreater();
        if (result instanceof LlvmFunctionType || isPrimitive(result, LlvmPrimitiveType.Kind.METADATA)
            || isPrimitive(result, LlvmPrimitiveType.Kind.LABEL)) {
          throw p.emitError(lessAt, "invalid function result type: '" + org.jmlir.ir.ods.Texts.type(result) + "'");
        }
        for (Type param : params) {
          if (param instanceof LlvmFunctionType || isPrimitive(param, LlvmPrimitiveType.Kind.VOID)) {
            throw p.emitError(lessAt, "invalid function argument type: '" + org.jmlir.ir.ods.Texts.type(param) + "'");
          }
        }
        return LlvmFunctionType.get(ctx, result, params, varArg);
      }
      case "struct" -> {
        return parseStruct(p, offset, parsing);
      }
      case "target" -> {
        p.parseLess();
        int nameAt = p.currentOffset();
        String name = p.parseOptionalString();
        if (name == null) {
          p.emitError(nameAt, "expected string");
          throw p.emitError(nameAt,
              "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`");
        }
        List<Type> types = new ArrayList<>();
        List<Long> ints = new ArrayList<>();
        while (p.parseOptionalComma()) {
          BigInteger v = p.parseOptionalInteger();
          if (v != null) {
            ints.add(v.longValue());
          } else if (!ints.isEmpty()) {
            throw p.emitError("failed to parse parameter list for target extension type");
          } else {
            types.add(parseNested(p, parsing));
          }
        }
        p.parseGreater();
        return LlvmTargetExtType.get(ctx, name, types, ints);
      }
      default -> {
        LlvmPrimitiveType.Kind k = LlvmPrimitiveType.Kind.of(kw);
        if (k == null) {
          throw p.emitError(offset, "unknown LLVM type: " + kw);
        }
        return LlvmPrimitiveType.get(ctx, k);
      }
    }
  }

  private static Type parseStruct(AsmParser p, int offset, PrintStack parsing) {
    MLIRContext ctx = p.context();
    int lessAt = p.currentOffset();
    p.parseLess();
    String name = p.parseOptionalString();
    if (name == null) {
      int opaqueAt = p.currentOffset();
      if (p.parseOptionalKeyword("opaque")) {
        throw p.emitError(opaqueAt, "only identified structs can be opaque");
      }
      boolean packed = p.parseOptionalKeyword("packed");
      List<Type> body = parseStructBody(p, parsing);
      p.parseGreater();
      checkStructElements(p, lessAt, body);
      return LlvmStructType.getLiteral(ctx, body, packed);
    }
    if (parsing.contains(name) && p.parseOptionalComma()) {
      throw p.emitError(p.currentOffset(), "identifier already used for an enclosing struct");
    }
    LlvmStructType s = LlvmStructType.getIdentified(ctx, name);
    if (!p.parseOptionalComma()) {
      int at = p.currentOffset();
      p.parseGreater();
      if (!parsing.contains(name)) {
        throw p.emitError(at, "struct without a body only allowed in a recursive struct");
      }
      return s;
    }
    int bodyOffset = p.currentOffset();
    if (p.parseOptionalKeyword("opaque")) {
      p.parseGreater();
      if (s.isInitialized() && !s.isOpaque()) {
        throw p.emitError(bodyOffset, "redeclaring defined struct as opaque");
      }
      if (!s.setOpaque()) {
        throw p.emitError(bodyOffset, "identified type already used with a different body");
      }
      return s;
    }
    boolean packed = p.parseOptionalKeyword("packed");
    parsing.push(name);
    List<Type> body;
    int elementsAt;
    try {
      elementsAt = bodyStart(p);
      body = parseStructBody(p, parsing);
    } finally {
      parsing.pop();
    }
    p.parseGreater();
    checkStructElements(p, elementsAt, body);
    if (!s.setBody(body, packed)) {
      throw p.emitError(bodyOffset, "identified type already used with a different body");
    }
    return s;
  }

  /** The offset of a struct body's first element (just past its '('), for MLIR's body diagnostics. */
  private static int bodyStart(AsmParser p) {
    return p.currentOffset() + 1;
  }

  /** MLIR 22's LLVMStructType verifier: no void, label, metadata, function or token elements. */
  private static void checkStructElements(AsmParser p, int at, List<Type> body) {
    for (Type e : body) {
      if (!isValidElementType(e)) {
        throw p.emitError(at, "invalid LLVM structure element type: '" + org.jmlir.ir.ods.Texts.type(e) + "'");
      }
    }
  }

  /** MLIR's LLVMArrayType/LLVMStructType isValidElementType. */
  private static boolean isValidElementType(Type t) {
    return !(t instanceof LlvmFunctionType)
        && !isPrimitive(t, LlvmPrimitiveType.Kind.VOID)
        && !isPrimitive(t, LlvmPrimitiveType.Kind.LABEL)
        && !isPrimitive(t, LlvmPrimitiveType.Kind.METADATA)
        && !isPrimitive(t, LlvmPrimitiveType.Kind.TOKEN);
  }

  private static boolean isPrimitive(Type t, LlvmPrimitiveType.Kind k) {
    return t instanceof LlvmPrimitiveType pt && pt.kind() == k;
  }

  private static List<Type> parseStructBody(AsmParser p, PrintStack parsing) {
    List<Type> body = new ArrayList<>();
    p.parseLParen();
    if (p.parseOptionalRParen()) {
      return body;
    }
    do {
      body.add(parseNested(p, parsing));
    } while (p.parseOptionalComma());
    p.parseRParen();
    return body;
  }

  // ---- predicates ----------------------------------------------------------------------------

  /** MLIR's isCompatibleType: a type the llvm dialect's ops accept. */
  public static boolean isCompatible(Type t) {
    return isCompatible(t, null);
  }

  /** MLIR's isCompatibleOuterType: like {@link #isCompatible} without looking into structs, arrays and functions. */
  public static boolean isCompatibleOuter(Type t) {
    return t instanceof LlvmType || isCompatible(t);
  }

  /** {@code visiting}: the identified structs being checked, so a recursive struct ends the walk. */
  private static boolean isCompatible(Type t, java.util.Set<Type> visiting) {
    if (t instanceof LlvmStructType s) {
      if (visiting == null) {
        visiting = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
      }
      if (!visiting.add(s)) {
        return true;
      }
      for (Type e : s.elementTypes()) {
        if (!isCompatible(e, visiting)) {
          return false;
        }
      }
      return true;
    }
    if (t instanceof LlvmArrayType a) {
      return isCompatible(a.elementType(), visiting);
    }
    if (t instanceof LlvmFunctionType f) {
      if (!isCompatible(f.returnType(), visiting)) {
        return false;
      }
      for (Type e : f.params()) {
        if (!isCompatible(e, visiting)) {
          return false;
        }
      }
      return true;
    }
    if (t instanceof LlvmType) {
      return true;
    }
    if (t instanceof IntegerType i) {
      return i.isSignless();
    }
    if (t instanceof FloatType) {
      return true;
    }
    if (t instanceof VectorType v) {
      return isCompatible(v.elementType(), visiting);
    }
    return false;
  }

  public static boolean isPointer(Type t) {
    return t instanceof LlvmPointerType;
  }

  public static boolean isSignlessInt(Type t) {
    return t instanceof IntegerType i && i.isSignless();
  }

  /** An integer, or a vector of integers. */
  public static boolean isIntLike(Type t) {
    return isSignlessInt(t) || (t instanceof VectorType v && isSignlessInt(v.elementType()));
  }

  /** MLIR's isCompatibleFloatingPointType: bf16, f16, f32, f64, f80, f128 and ppc_fp128. */
  public static boolean isCompatibleFloat(Type t) {
    if (t instanceof FloatType f) {
      return switch (f.kind()) {
        case BF16, F16, F32, F64, F80, F128 -> true;
        default -> false;
      };
    }
    return t instanceof LlvmPrimitiveType p && p.kind() == LlvmPrimitiveType.Kind.PPC_FP128;
  }

  public static boolean isFloatLike(Type t) {
    return t instanceof FloatType || (t instanceof VectorType v && v.elementType() instanceof FloatType);
  }

  public static boolean isPointerLike(Type t) {
    return isPointer(t) || (t instanceof VectorType v && isPointer(v.elementType()));
  }

  /** The element type of a vector, or the type itself. */
  public static Type scalar(Type t) {
    return t instanceof VectorType v ? v.elementType() : t;
  }
}
