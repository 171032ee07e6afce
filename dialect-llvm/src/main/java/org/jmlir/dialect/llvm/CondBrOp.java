package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.IntegerType;

/** {@code llvm.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2}: a two-way branch. */
public final class CondBrOp extends LlvmOp implements BranchOpInterface {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.cond_br", CondBrOp::new)
          .operand("condition", LlvmSpecs.I1)
          .variadicOperand("trueDestOperands", LlvmSpecs.ANY)
          .variadicOperand("falseDestOperands", LlvmSpecs.ANY)
          .optionalAttr("branch_weights", LlvmOps.bracketedArray(32))
          .optionalAttr("loop_annotation", LlvmLoopAttr.ANNOTATION)
          .successor("trueDest")
          .successor("falseDest")
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .format(
              "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:`"
                  + " type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands)"
                  + " `)`)? attr-dict")
          .verifier(op -> BranchOpInterface.verifySuccessors(op, (CondBrOp) op))
          .build();

  private CondBrOp() {}

  public Value condition() {
    return operand(0);
  }

  private int trueCount() {
    return (int) ((DenseArrayAttr) inherentAttr(OpSpec.OPERAND_SEGMENTS)).rawValue(1);
  }

  @Override
  public Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    if (operands.get(0) instanceof org.jmlir.ir.attr.IntegerAttr i) {
      return successor(i.longValue() != 0 ? 0 : 1);
    }
    return null;
  }

  @Override
  public List<Value> successorOperands(int index) {
    int t = trueCount();
    return index == 0 ? operands().subList(1, 1 + t) : operands().subList(1 + t, numOperands());
  }

  @Override
  public int successorOperandStart(int index) {
    return index == 0 ? 1 : 1 + trueCount();
  }

  @Override
  public void setSuccessorOperands(int index, List<? extends Value> values) {
    List<Value> t = index == 0 ? List.copyOf(values) : List.copyOf(successorOperands(0));
    List<Value> f = index == 1 ? List.copyOf(values) : List.copyOf(successorOperands(1));
    List<Value> all = new ArrayList<>();
    all.add(condition());
    all.addAll(t);
    all.addAll(f);
    setOperands(all);
    setAttr(
        OpSpec.OPERAND_SEGMENTS,
        DenseArrayAttr.get(context(), IntegerType.get(context(), 32), new long[] {1, t.size(), f.size()}));
  }
}
