package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/** {@code empty-tensor-to-alloc-tensor}: every {@code tensor.empty} becomes a {@code bufferization.alloc_tensor} of its sizes. */
public final class EmptyTensorToAllocTensor extends Pass {
  public EmptyTensorToAllocTensor(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "empty-tensor-to-alloc-tensor";
  }

  @Override
  public String summary() {
    return "Replace all empty ops by alloc_tensor ops.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> empties = new ArrayList<>();
    root.walk(o -> {
      if (o.name().equals("tensor.empty")) {
        empties.add(o);
      }
    });
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation e : empties) {
      OperationState s = new OperationState(e.context(), e.context().opDef("bufferization.alloc_tensor"), e.location());
      s.addOperands(e.operands());
      s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(e.context(), e.numOperands(), 0, 0));
      s.addType(e.result(0).type());
      rw.replaceOpWithNewOp(e, s);
    }
  }
}
