package org.jmlir.dialect.cf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/** {@code cf.br ^bb1(%a : i32)}: an unconditional branch. */
public final class BranchOp extends Operation implements CfOp, BranchOpInterface {
  public static final OpDef DEF =
      OpSpec.define("cf.br", BranchOp::new)
          .variadicOperand("destOperands", TypeConstraint.ANY)
          .successor("dest")
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  CfSyntax.DestOperands[] d = new CfSyntax.DestOperands[1];
                  state.addSuccessor(CfSyntax.parseSuccessor(p, d));
                  p.parseOptionalAttrDict(state.attributes);
                  CfSyntax.resolve(p, d[0], state.operands);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(' ');
                  p.printSuccessorAndUseList(op.successor(0), op.operands());
                  p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                }
              })
          .verifier(op -> BranchOpInterface.verifySuccessors(op, (BranchOp) op))
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  List.of(new CfPatterns.SimplifyBrToBlockWithSinglePred(), new CfPatterns.SimplifyPassThroughBr())))
          .build();

  private BranchOp() {}

  public Block dest() {
    return successor(0);
  }

  /** Matches MLIR's BranchOp::getSuccessorForOperands: always the destination. */
  @Override
  public Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    return dest();
  }

  @Override
  public List<Value> successorOperands(int index) {
    return operands();
  }

  @Override
  public int successorOperandStart(int index) {
    return 0;
  }

  @Override
  public void setSuccessorOperands(int index, List<? extends Value> values) {
    setOperands(List.copyOf(values));
  }
}
