package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.gpu.LoopDimMapAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code gpu-map-parallel-loops}, as MLIR 22's GpuMapParallelLoopsPass: each outermost
 * {@code scf.parallel} gets a {@code mapping} of its dimensions to blocks (x, y, z, then sequential),
 * the parallel loops directly in its body to threads, and those in theirs to sequential loops
 * (identity maps and bounds). {@code mapping-policy=innermost-first} gives x to the last of the
 * first three dimensions. Loops that already have a mapping are left alone.
 */
public final class MapParallelLoops extends Pass {
  private final boolean innermostFirst;
  private final boolean validPolicy;

  public MapParallelLoops(PassOptions o) {
    super(o);
    String policy = o.get("mapping-policy", "outermost-first");
    validPolicy = policy.equals("outermost-first") || policy.equals("innermost-first");
    innermostFirst = policy.equals("innermost-first");
  }

  @Override
  public String argument() {
    return "gpu-map-parallel-loops";
  }

  @Override
  public String summary() {
    return "Greedily maps loops to GPU hardware dimensions.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!validPolicy) {
      // mlir-opt runs the pass on each function and reports the policy at the first one.
      Operation at = root.numRegions() > 0 && root.region(0).front().first() != null ? root.region(0).front().first() : root;
      at.emitError("Invalid mapping policy specified.").report();
      pc.signalFailure();
      return;
    }
    for (Operation p : root.collect(op -> op.name().equals("scf.parallel"))) {
      if (!hasParallelAncestor(p)) {
        map(p, 0);
      }
    }
  }

  private static boolean hasParallelAncestor(Operation op) {
    for (Operation a = op.parentOp(); a != null; a = a.parentOp()) {
      if (a.name().equals("scf.parallel")) {
        return true;
      }
    }
    return false;
  }

  /** Maps {@code loop} at {@code level} (0 grid, 1 block, then sequential) and its direct children. */
  private void map(Operation loop, int level) {
    if (loop.attr("mapping") != null) {
      return;
    }
    MLIRContext ctx = loop.context();
    int n = loop.region(0).front().numArguments();
    AffineMap identity = AffineMap.identity(1);
    List<Attribute> dims = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      String processor;
      if (level >= 2 || d >= 3) {
        processor = "sequential";
      } else {
        int id = innermostFirst ? Math.min(n, 3) - 1 - d : d;
        processor = (level == 0 ? "block_" : "thread_") + "xyz".charAt(id);
      }
      dims.add(LoopDimMapAttr.get(ctx, processor, identity, identity));
    }
    loop.setAttr("mapping", ArrayAttr.get(ctx, dims));
    for (Operation op : loop.region(0).front().operations()) {
      if (op.name().equals("scf.parallel")) {
        map(op, Math.min(level + 1, 2));
      }
    }
  }
}
