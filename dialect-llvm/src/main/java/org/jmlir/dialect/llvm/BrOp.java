package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/** {@code llvm.br ^bb1(%a : i32)}: an unconditional branch; {@code loop_annotation} is optional. */
public final class BrOp extends LlvmOp implements BranchOpInterface {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.br", BrOp::new)
          .variadicOperand("destOperands", LlvmSpecs.ANY)
          .optionalAttr("loop_annotation", LlvmLoopAttr.ANNOTATION)
          .successor("dest")
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
          .verifier(op -> BranchOpInterface.verifySuccessors(op, (BrOp) op))
          .build();

  private BrOp() {}

  public Block dest() {
    return successor(0);
  }

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
