package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * The non-broadcasting binary ops ({@code %r = chlo.next_after %x, %y : tensor<4xf32>,
 * tensor<4xf32> -> tensor<4xf32>}, {@code polygamma}, {@code zeta}, {@code mulhi}): compatible
 * operand and result types (HLO_CompatibleOperandsAndResultType).
 */
public final class BinaryOp extends Operation implements ChloOp {
  public static final OpDef NEXT_AFTER = binary("next_after", "x", "y", ChloTypes.ANY_FP_TENSOR, false);
  public static final OpDef POLYGAMMA = binary("polygamma", "n", "x", ChloTypes.ANY_FP_TENSOR, false);
  public static final OpDef ZETA = binary("zeta", "x", "q", ChloTypes.ANY_FP_TENSOR, false);
  public static final OpDef MULHI = binary("mulhi", "lhs", "rhs", ChloTypes.INT_TENSOR, true);

  public static final List<OpDef> ALL = List.of(NEXT_AFTER, POLYGAMMA, ZETA, MULHI);

  private BinaryOp() {}

  private static OpDef binary(String mnemonic, String lhs, String rhs, TypeConstraint type, boolean commutative) {
    var b = ChloDialect.op(mnemonic, BinaryOp::new)
        .operand(lhs, type)
        .operand(rhs, type)
        .result("result", type)
        .traits(Trait.PURE)
        .traits(Trait.INFER_TYPE)
        .format("$" + lhs + " `,` $" + rhs + " attr-dict `:` type($" + lhs + ") `,` type($" + rhs + ") `->` type(results)")
        .verifier(ChloOp::verifyCompatibleTypes);
    if (commutative) {
      b.traits(Trait.COMMUTATIVE);
    }
    return b.build();
  }
}
