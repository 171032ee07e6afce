package org.jmlir.dialect.scf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code scf.reduce(%v : f32) { ^bb0(%lhs: f32, %rhs: f32): ... }}: ends an scf.parallel body; one
 * reduction region per operand combines the per-iteration values.
 */
public final class ReduceOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.reduce", ReduceOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .variadicRegion("reductions")
          .traits(Trait.TERMINATOR, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  if (p.parseOptionalLParen()) {
                    int offset = p.currentOffset();
                    List<UnresolvedOperand> operands = p.parseOperandList();
                    p.parseColon();
                    List<Type> types = p.parseTypeList();
                    p.parseRParen();
                    p.resolveOperands(operands, types, offset, state.operands);
                  }
                  Region r = new Region();
                  if (p.parseOptionalRegion(r, List.of(), false)) {
                    state.addRegion(r);
                    while (p.parseOptionalComma()) {
                      Region next = new Region();
                      p.parseRegion(next, List.of(), false);
                      state.addRegion(next);
                    }
                  }
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  if (op.numOperands() > 0) {
                    p.print('(');
                    p.printOperands(op.operands());
                    p.print(" : ");
                    ScfSyntax.printTypes(p, op.operandTypes());
                    p.print(')');
                  }
                  p.print(' ');
                  for (int i = 0; i < op.numRegions(); i++) {
                    if (i > 0) {
                      p.print(", ");
                    }
                    p.printRegion(op.region(i));
                  }
                  p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                }
              })
          .verifier(op -> ScfChecks.verifyParent(op, ParallelOp.class, "scf.parallel"))
          .regionVerifier(ReduceOp::verifyRegions)
          .build();

  private ReduceOp() {}

  private static boolean verifyRegions(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      if (op.region(i).numBlocks() != 1) {
        return op.emitOpError("region #" + i + " ('reductions') failed to verify constraint: region with 1 blocks")
            .report();
      }
    }
    if (op.numRegions() != op.numOperands()) {
      return op.emitOpError(
              "expects number of reduction regions: " + op.numRegions()
                  + " to be the same as number of reduction operands: " + op.numOperands())
          .report();
    }
    for (int i = 0; i < op.numRegions(); i++) {
      Type type = op.operand(i).type();
      Block block = op.region(i).front();
      if (block.isEmpty()) {
        return op.emitOpError(i + "-th reduction has an empty body").report();
      }
      boolean ok = block.numArguments() == 2;
      for (BlockArgument a : block.arguments()) {
        ok &= a.type() == type;
      }
      if (!ok) {
        return op.emitOpError(
                "expected two block arguments with type '" + Texts.type(type) + "' in the " + i + "-th reduction region")
            .report();
      }
      if (!(block.last() instanceof ReduceReturnOp)) {
        return op.emitOpError("reduction bodies must be terminated with an 'scf.reduce.return' op").report();
      }
    }
    return true;
  }

  /** The reduction region for operand {@code i}. */
  public Region reduction(int i) {
    return region(i);
  }
}
