package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code arith.muli}: integer multiplication. */
public final class MulIOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.intBinaryWithOverflow("arith.muli", MulIOp::new).traits(Trait.COMMUTATIVE)
          .extension(OpFolder.class, ArithFolders::muli)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.MULI))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.MULI)
          .resultNamer(MulIOp::nameResult)
          .build();

  /**
   * MLIR 22's MulIOp::getAsmResultNames: an index product of a constant and {@code vector.vscale}
   * (matched by name, either order) is {@code %c<N>_vscale}.
   */
  private static void nameResult(Operation op, OpDef.NameSetter setter) {
    if (!(op.result(0).type() instanceof org.jmlir.ir.type.IndexType)) {
      return;
    }
    for (int i = 0; i < 2; i++) {
      Operation c = op.operand(i).definingOp();
      Operation v = op.operand(1 - i).definingOp();
      if (c != null && v != null && v.name().equals("vector.vscale") && c.hasTrait(Trait.CONSTANT_LIKE)
          && c.inherentAttr("value") instanceof org.jmlir.ir.attr.IntegerAttr base) {
        setter.setName(op.result(0), "c" + base.value() + "_vscale");
        return;
      }
    }
  }

  private MulIOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}
