package org.jmlir.dialect.hlo;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.Type;

/**
 * {@code #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32,
 * accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1,
 * num_primitive_operations = 1, allow_imprecise_accumulation = false>}: how a dot_general computes.
 */
public final class DotAlgorithmAttr extends HloAttr {
  private record Key(String ns, Type lhs, Type rhs, Type acc, long lhsCount, long rhsCount, long ops, boolean imprecise) {}

  private final Key key;

  private DotAlgorithmAttr(Key k) {
    super(k.ns);
    this.key = k;
  }

  public static DotAlgorithmAttr get(
      MLIRContext ctx,
      String ns,
      Type lhsPrecisionType,
      Type rhsPrecisionType,
      Type accumulationType,
      long lhsComponentCount,
      long rhsComponentCount,
      long numPrimitiveOperations,
      boolean allowImpreciseAccumulation) {
    return ctx.intern(
        new Key(
            ns,
            lhsPrecisionType,
            rhsPrecisionType,
            accumulationType,
            lhsComponentCount,
            rhsComponentCount,
            numPrimitiveOperations,
            allowImpreciseAccumulation),
        DotAlgorithmAttr::new);
  }

  public Type lhsPrecisionType() {
    return key.lhs;
  }

  public Type rhsPrecisionType() {
    return key.rhs;
  }

  public Type accumulationType() {
    return key.acc;
  }

  public long lhsComponentCount() {
    return key.lhsCount;
  }

  public long rhsComponentCount() {
    return key.rhsCount;
  }

  public long numPrimitiveOperations() {
    return key.ops;
  }

  public boolean allowImpreciseAccumulation() {
    return key.imprecise;
  }

  @Override
  void printBody(StringBuilder out) {
    out.append("dot_algorithm");
    printParams(out);
  }

  /** {@code <lhs_precision_type = ..., ...>}, as dot_general's {@code algorithm = } prints it. */
  public void printParams(StringBuilder out) {
    out.append("<lhs_precision_type = ").append(AttrTypeText.type(key.lhs));
    out.append(", rhs_precision_type = ").append(AttrTypeText.type(key.rhs));
    out.append(", accumulation_type = ").append(AttrTypeText.type(key.acc));
    out.append(", lhs_component_count = ").append(key.lhsCount);
    out.append(", rhs_component_count = ").append(key.rhsCount);
    out.append(", num_primitive_operations = ").append(key.ops);
    out.append(", allow_imprecise_accumulation = ").append(key.imprecise).append('>');
  }
}
