package org.jmlir.dialect.dlti;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * {@code #dlti.function_pointer_alignment<32, function_dependent = true>}: the value of a data
 * layout's {@code "dlti.function_pointer_alignment"} entry (LLVM's {@code Fn32} / {@code Fi32}).
 */
public final class FunctionPointerAlignmentAttr implements DialectAttribute {
  private record Key(long alignment, boolean functionDependent) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use.
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.alignment == alignment && k.functionDependent == functionDependent;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(alignment) * 2 + (functionDependent ? 1 : 0);
    }
  }

  private final long alignment;
  private final boolean functionDependent;

  private FunctionPointerAlignmentAttr(Key k) {
    this.alignment = k.alignment;
    this.functionDependent = k.functionDependent;
  }

  public static FunctionPointerAlignmentAttr get(MLIRContext ctx, long alignment, boolean functionDependent) {
    return ctx.intern(new Key(alignment, functionDependent), FunctionPointerAlignmentAttr::new);
  }

  /** The alignment in bits; 0 means none. */
  public long alignment() {
    return alignment;
  }

  /** Whether a function pointer's alignment also follows the function's own ({@code n}, else {@code i}). */
  public boolean functionDependent() {
    return functionDependent;
  }

  @Override
  public String dialectNamespace() {
    return DltiDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "function_pointer_alignment<" + alignment + ", function_dependent = " + functionDependent + ">";
  }

  @Override
  public String toString() {
    return "#dlti." + body();
  }
}
