package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/**
 * {@code !llvm.struct<...>}: a literal struct ({@code struct<(i32, f32)>}, {@code struct<packed (i8)>},
 * uniqued by its body) or an identified one ({@code struct<"name", (...)>}, uniqued by name, whose
 * body is set once and may refer to the struct itself; {@code struct<"name", opaque>} has none).
 */
public final class LlvmStructType implements LlvmType {
  private record LiteralKey(List<Type> body, boolean packed) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof LiteralKey k
          && java.util.Objects.equals(body, k.body)
          && packed == k.packed;
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(body) + Boolean.hashCode(packed);
    }
  }

  private record IdentifiedKey(String name) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof IdentifiedKey k
          && java.util.Objects.equals(name, k.name);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(name);
    }
  }

  private final String name;
  private volatile List<Type> body;
  private volatile boolean packed;
  private volatile boolean opaque;
  private volatile boolean initialized;

  private LlvmStructType(LiteralKey k) {
    this.name = null;
    this.body = k.body;
    this.packed = k.packed;
    this.initialized = true;
  }

  private LlvmStructType(IdentifiedKey k) {
    this.name = k.name;
    this.body = List.of();
  }

  /** A literal struct. */
  public static LlvmStructType getLiteral(MLIRContext ctx, List<? extends Type> body, boolean packed) {
    return ctx.intern(new LiteralKey(List.copyOf(body), packed), LlvmStructType::new);
  }

  public static LlvmStructType getLiteral(MLIRContext ctx, List<? extends Type> body) {
    return getLiteral(ctx, body, false);
  }

  /** The identified struct {@code name}; its body may not be set yet. */
  public static LlvmStructType getIdentified(MLIRContext ctx, String name) {
    return ctx.intern(new IdentifiedKey(name), LlvmStructType::new);
  }

  /**
   * Sets an identified struct's body; true when it was unset or already exactly this (MLIR's
   * setBody), false when it conflicts.
   */
  public synchronized boolean setBody(List<? extends Type> newBody, boolean newPacked) {
    if (initialized) {
      return !opaque && packed == newPacked && body.equals(newBody);
    }
    body = List.copyOf(newBody);
    packed = newPacked;
    initialized = true;
    return true;
  }

  /** Marks an identified struct opaque; false when it already has a body. */
  public synchronized boolean setOpaque() {
    if (initialized) {
      return opaque;
    }
    opaque = true;
    initialized = true;
    return true;
  }

  public boolean isIdentified() {
    return name != null;
  }

  /** The name of an identified struct, or null. */
  public String name() {
    return name;
  }

  /** The element types (MLIR's getBody); empty for an opaque or unset identified struct. */
  public List<Type> elementTypes() {
    return body;
  }

  public boolean isPacked() {
    return packed;
  }

  public boolean isOpaque() {
    return opaque;
  }

  public boolean isInitialized() {
    return initialized;
  }

  @Override
  public void appendBody(StringBuilder out, LlvmTypes.PrintStack printing) {
    out.append("struct<");
    if (name != null) {
      LlvmTypes.appendString(out, name);
      if (printing.contains(name)) {
        out.append('>');
        return;
      }
      out.append(", ");
      if (opaque) {
        out.append("opaque>");
        return;
      }
      printing.push(name);
    }
    if (packed) {
      out.append("packed ");
    }
    out.append('(');
    for (int i = 0; i < body.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      LlvmTypes.appendNested(out, body.get(i), printing);
    }
    out.append(")>");
    if (name != null) {
      printing.pop();
    }
  }

  @Override
  public String toString() {
    return "!llvm." + body();
  }
}
