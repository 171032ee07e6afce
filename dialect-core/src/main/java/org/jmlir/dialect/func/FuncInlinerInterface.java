package org.jmlir.dialect.func;

import java.util.List;
import org.jmlir.dialect.cf.BranchOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.DialectInlinerInterface;

/**
 * Inlining of func ops (MLIR's FuncInlinerInterface): every call, op and function body may be inlined,
 * except that a call or callee marked {@code no_inline} is left alone; an inlined {@code func.return}
 * becomes the call's results, or a {@code cf.br} to the continuation block when several blocks were inlined.
 */
final class FuncInlinerInterface implements DialectInlinerInterface {
  @Override
  public boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    return call.attr("no_inline") == null && callable.attr("no_inline") == null;
  }

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    return true;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    return true;
  }

  @Override
  public void handleTerminator(Operation op, Block newDest) {
    if (!(op instanceof ReturnOp)) {
      return;
    }
    DialectInlinerInterface.replaceWithBranch(op, BranchOp.DEF, newDest);
  }

  @Override
  public void handleTerminator(Operation op, List<? extends Value> valuesToReplace) {
    DialectInlinerInterface.forwardOperands(op, valuesToReplace);
  }
}
