package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code affine.yield %v : f32}: ends the body of an affine loop or conditional; implicit without operands. */
public final class AffineYieldOp extends Operation {
  private static final List<String> PARENTS = List.of("affine.for", "affine.if", "affine.parallel");

  public static final OpDef DEF =
      OpSpec.define("affine.yield", AffineYieldOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($operands^ `:` type($operands))?")
          .verifier(AffineYieldOp::verify)
          .build();

  private AffineYieldOp() {}

  /** MLIR's ensureTerminator: an implicit operand-free {@code affine.yield} ends a parsed region. */
  static void ensureIn(OpAsmParser p, Region region) {
    if (region.isEmpty()) {
      region.addBlock();
    }
    Operation last = region.back().last();
    if (last == null || !last.hasTrait(Trait.TERMINATOR)) {
      region.back().append(Operation.create(new OperationState(p.context(), DEF, p.encodeLocation(p.nameOffset()))));
    }
  }

  /** MLIR's AffineYieldOp::verify. */
  private static boolean verify(Operation op) {
    Operation parent = op.parentOp();
    if (parent == null || !PARENTS.contains(parent.name())) {
      return op.emitOpError("only terminates affine.if/for/parallel regions").report();
    }
    if (parent.numResults() != op.numOperands()) {
      return op.emitOpError("parent of yield must have same number of results as the yield operands").report();
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (op.operand(i).type() != parent.result(i).type()) {
        return op.emitOpError("types mismatch between yield op and its parent").report();
      }
    }
    return true;
  }
}
