package org.jmlir.dialect.linalg.vectorize;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code -linalg-vectorize} (ours; upstream vectorizes through the transform dialect's
 * {@code transform.structured.vectorize}): every statically shaped linalg op that
 * {@link LinalgVectorizer} supports becomes vector.transfer_read / vector ops / vector.transfer_write,
 * as {@code transform.structured.vectorize} applied to each of them emits it; the others stay.
 */
public final class LinalgVectorizePass extends Pass {
  public static final String ARGUMENT = "linalg-vectorize";
  public static final String SUMMARY = "Vectorize statically shaped linalg ops (as transform.structured.vectorize does)";

  public LinalgVectorizePass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
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
      LinalgVectorizer.vectorize(rw, op);
    }
  }
}
