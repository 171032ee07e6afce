package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/** Canonicalization patterns of registered tf ops. */
final class TfPatterns {
  private TfPatterns() {}

  static CanonicalizationPatterns forOp(String name) {
    return switch (name) {
      case "tf.Sub" -> new CanonicalizationPatterns(List.of(new SubOfSelf()));
      default -> null;
    };
  }

  /**
   * {@code tf.Sub(x, x)} → a zero {@code tf.Const}, for statically shaped integer tensors only
   * (for floats x - x is NaN when x is NaN or infinite). The constant is built beside the Sub, so
   * inside an island it stays under the island's control dependencies: nothing that ordered the
   * Sub is dropped.
   */
  static final class SubOfSelf extends RewritePattern {
    SubOfSelf() {
      super("tf.Sub", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.numOperands() != 2 || op.operand(0) != op.operand(1)) {
        return false;
      }
      Type t = op.result(0).type();
      if (!(t instanceof RankedTensorType rt) || !rt.hasStaticShape() || !(rt.elementType() instanceof IntegerType it)
          || t != op.operand(0).type()) {
        return false;
      }
      byte[] zero = new byte[Math.max(1, (DenseIntOrFPElementsAttr.elementStorageBits(it) + 7) / 8)];
      OperationState st = new OperationState(op.context(), TfOpRegistry.info("tf.Const").def(), op.location());
      st.addAttribute("value", DenseIntOrFPElementsAttr.getFromRaw(op.context(), rt, zero, true));
      st.addType(t);
      rewriter.replaceOpWithNewOp(op, st);
      return true;
    }
  }
}
