package org.jmlir.conversion.llvmcommon;

import java.util.List;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;

/** {@code ub.poison} becomes {@code llvm.mlir.poison} of the converted type (MLIR's UBToLLVM). */
public final class UbToLlvm {
  private UbToLlvm() {}

  public static void patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    out.add(ConversionPattern.of("ub.poison", tc, (op, operands, rw) -> {
      var t = tc.convertType(op.result(0).type());
      if (t == null) {
        return false;
      }
      Value v = new LlvmBuilder(rw, op.location()).poison(t);
      rw.replaceOp(op, List.of(v));
      return true;
    }));
  }

}
