package org.jmlir.dialect.linalg.vectorize;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code -linalg-vectorize} (ours; upstream vectorizes through the transform dialect's
 * {@code transform.structured.vectorize}): every statically shaped linalg op that
 * {@link LinalgVectorizer} supports becomes vector.transfer_read / vector ops / vector.transfer_write,
 * as {@code transform.structured.vectorize} applied to each of them emits it; the others stay.
 * Option {@code vector-sizes=4,8} (upstream's {@code vector_sizes} of the transform op) gives the
 * canonical vector shape of the ops with that many loops: their dynamic or smaller iteration spaces
 * are vectorized with {@code vector.mask}s of {@code vector.create_mask}s; ops with another number
 * of loops take the static path.
 */
public final class LinalgVectorizePass extends Pass {
  public static final String ARGUMENT = "linalg-vectorize";
  public static final String SUMMARY = "Vectorize statically shaped linalg ops (as transform.structured.vectorize does)";

  /** The canonical vector sizes of option {@code vector-sizes}, or null (the static path only). */
  private final long[] vectorSizes;

  public LinalgVectorizePass(PassOptions o) {
    super(o);
    List<String> sizes = o.getList("vector-sizes");
    if (sizes.isEmpty()) {
      vectorSizes = null;
    } else {
      vectorSizes = new long[sizes.size()];
      for (int i = 0; i < vectorSizes.length; i++) {
        try {
          vectorSizes[i] = Long.parseLong(sizes.get(i));
        } catch (NumberFormatException e) {
          throw PassOptionException.invalidValue(
              "for the --vector-sizes option: '" + sizes.get(i) + "' value invalid for long argument!");
        }
      }
    }
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  /** Loads the dialects this pass creates ops of (MLIR's dependentDialects), so that later passes see their patterns. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "vector", "ub", "arith", "tensor", "memref");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<LinalgOp> ops = new ArrayList<>();
    root.walk(o -> {
      if (o instanceof LinalgOp l) {
        ops.add(l);
      }
    });
    PatternRewriter rw = new PatternRewriter(root.context());
    for (LinalgOp op : ops) {
      LinalgVectorizer.vectorize(rw, op, vectorSizes != null && vectorSizes.length == op.numLoops() ? vectorSizes : null);
    }
  }
}
