package org.jmlir.dialect.math;

import org.jmlir.ir.rewrite.OpFolder;
import java.util.List;
import org.jmlir.dialect.arith.ArithTypes;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * The float classification ops ({@code %b = math.isnan %x : f32}): a bool-like result of the
 * operand's shape (MLIR's Math_FloatClassificationOp).
 */
public final class ClassificationOp extends Operation implements MathOp {
  public static final OpDef ISFINITE = classification("isfinite");
  public static final OpDef ISINF = classification("isinf");
  public static final OpDef ISNAN = classification("isnan");
  public static final OpDef ISNORMAL = classification("isnormal");

  public static final List<OpDef> ALL = List.of(ISFINITE, ISINF, ISNAN, ISNORMAL);

  private ClassificationOp() {}

  private static OpDef classification(String mnemonic) {
    return MathSpecs.fastmath(
            MathSpecs.op(mnemonic, ClassificationOp::new).operand("operand", TypeConstraint.FLOAT_LIKE))
        .result("result", TypeConstraint.BOOL_LIKE)
        .typesMatchWith(
            "result type has i1 element type and same shape as operands", "operand", "result", ArithTypes::i1SameShape)
        .format("$operand attr-dict `:` type($operand)")
        .extension(OpFolder.class, MathFolders.classification(mnemonic))
        .build();
  }
}
