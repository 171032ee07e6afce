package org.jmlir.conversion.llvmcommon;

import java.util.List;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;

/**
 * MLIR's UBToLLVM patterns: {@code ub.poison} becomes {@code llvm.mlir.poison} of the converted
 * type, {@code ub.unreachable} becomes {@code llvm.unreachable}.
 */
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
    out.add(ConversionPattern.of("ub.unreachable", tc, (op, operands, rw) -> {
      new LlvmBuilder(rw, op.location()).op(org.jmlir.dialect.llvm.LlvmOps.UNREACHABLE, List.of(), List.of());
      rw.eraseOp(op);
      return true;
    }));
  }

}
