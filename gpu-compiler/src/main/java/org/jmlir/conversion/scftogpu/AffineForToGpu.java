package org.jmlir.conversion.scftogpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.conversion.affinetostandard.AffineExpander;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.gpu.LaunchOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;

/**
 * {@code convert-affine-for-to-gpu}, as MLIR 22's ConvertAffineForToGPU: each {@code affine.for} at the
 * top of a function whose first {@code gpu-block-dims + gpu-thread-dims} loops are perfectly nested
 * becomes one {@code gpu.launch}. Before the launch, each mapped loop's bounds are computed
 * (lower-affine's expansion), its range {@code ub - lb}, its step as a constant and, for a step other
 * than 1, the range {@code ceildivsi} the step; the launch's grid takes the first ranges, its blocks the
 * next, 1 where no loop is mapped. The innermost mapped loop's body moves into the launch, each
 * induction variable replaced by {@code lb + step * id} ({@code lb + id} for step 1) of its block or
 * thread id. A nest that does not have the structure is a located error and the pass fails; with no
 * block or no thread dimension, MLIR checks nothing, and neither do we.
 */
public final class AffineForToGpu extends Pass {
  private final long blockDims;
  private final long threadDims;

  public AffineForToGpu(PassOptions o) {
    super(o);
    blockDims = o.getUnsigned("gpu-block-dims", 1);
    threadDims = o.getUnsigned("gpu-thread-dims", 1);
  }

  @Override
  public String argument() {
    return "convert-affine-for-to-gpu";
  }

  @Override
  public String summary() {
    return "Convert top-level AffineFor Ops to GPU kernels";
  }

  @Override
  public boolean canScheduleOn(Operation op) {
    return op.hasTrait(Trait.FUNCTION_LIKE);
  }

  @Override
  public void run(Operation func, PassContext pc) {
    if (func.numRegions() == 0) {
      return;
    }
    for (Block b : func.region(0).blocks()) {
      for (Operation op : new ArrayList<>(b.operations())) {
        if (op instanceof AffineForOp f && !convert(f)) {
          pc.signalFailure();
        }
      }
    }
  }

  private boolean convert(AffineForOp root) {
    int numLoops = (int) (blockDims + threadDims);
    if (blockDims >= 1 && threadDims >= 1) {
      if (blockDims > 3) {
        root.emitError("cannot map to more than 3 block dimensions").report();
        return false;
      }
      if (threadDims > 3) {
        root.emitError("cannot map to more than 3 thread dimensions").report();
        return false;
      }
      if (!mappable(root, numLoops)) {
        return false;
      }
    }
    // MLIR descends without checking when a kind of dimension is unmapped (and crashes on a missing
    // loop or on one carrying values, whose body would move without its results); we stop there.
    AffineForOp loop = root;
    for (int i = 0; i < numLoops; i++) {
      if (loop.numResults() > 0) {
        loop.emitError("affine loop with iter_args cannot be converted to GPU kernel").report();
        return false;
      }
      if (i == numLoops - 1) {
        break;
      }
      if (!(loop.region(0).front().first() instanceof AffineForOp next)) {
        loop.region(0).front().first().emitError("expected a nested loop").report();
        return false;
      }
      loop = next;
    }

    MLIRContext ctx = root.context();
    PatternRewriter rw = new PatternRewriter(ctx);
    AffineExpander x = new AffineExpander(rw);
    rw.setInsertionPoint(root);
    List<Value> dims = new ArrayList<>();
    List<Value> lbs = new ArrayList<>();
    List<Value> steps = new ArrayList<>();
    List<Value> ivs = new ArrayList<>();
    List<Long> stepValues = new ArrayList<>();
    loop = root;
    for (int i = 0; i < numLoops; i++) {
      Location loc = loop.location();
      Value lb = x.expandMinMax(loc, loop.lowerBoundMap(), loop.lowerBoundOperands(), true);
      Value ub = x.expandMinMax(loc, loop.upperBoundMap(), loop.upperBoundOperands(), false);
      Value range = x.binary(loc, "arith.subi", ub, lb);
      Value step = x.constantIndex(loc, loop.step());
      if (loop.step() != 1) {
        range = x.binary(loc, "arith.ceildivsi", range, step);
      }
      dims.add(range);
      lbs.add(lb);
      steps.add(step);
      stepValues.add(loop.step());
      ivs.add(loop.region(0).front().argument(0));
      if (i != numLoops - 1) {
        loop = (AffineForOp) loop.region(0).front().first();
      }
    }
    AffineForOp innermost = loop;

    Location loc = root.location();
    Value one = blockDims < 3 || threadDims < 3 ? x.constantIndex(loc, 1) : null;
    Value[] sizes = new Value[6];
    for (int d = 0; d < 3; d++) {
      sizes[d] = d < blockDims ? dims.get(d) : one;
      sizes[3 + d] = d < threadDims ? dims.get((int) blockDims + d) : one;
    }
    OperationState s = new OperationState(ctx, LaunchOp.DEF, loc);
    for (Value v : sizes) {
      s.addOperand(v);
    }
    s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0));
    Block body = new Block();
    for (int i = 0; i < LaunchOp.NUM_CONFIG_ARGS; i++) {
      body.addArgument(IndexType.get(ctx), loc);
    }
    Region launchRegion = s.addRegion();
    launchRegion.addBlock(body);
    Operation launch = rw.create(s);

    // The innermost body moves into the launch, its yield becoming gpu.terminator.
    Block inner = innermost.region(0).front();
    Operation yield = inner.terminator();
    Location terminatorLoc = yield.location();
    yield.erase();
    for (Operation op : new ArrayList<>(inner.operations())) {
      op.remove();
      body.append(op);
    }
    body.append(Operation.create(new OperationState(ctx, "gpu.terminator", terminatorLoc)));

    rw.setInsertionPointToStart(body);
    for (int i = 0; i < ivs.size(); i++) {
      Value id = i < blockDims ? body.argument(i) : body.argument(3 + i - (int) blockDims);
      if (stepValues.get(i) != 1) {
        id = x.binary(loc, "arith.muli", steps.get(i), id);
      }
      Value replacement = x.binary(loc, "arith.addi", lbs.get(i), id);
      ivs.get(i).replaceAllUsesWith(replacement);
    }
    root.erase();
    return launch != null;
  }

  /** MLIR's checkAffineLoopNestMappableImpl: bounds from outside the nest, perfect nesting down to the last mapped loop. */
  private static boolean mappable(AffineForOp root, int numDims) {
    Region limit = root.region(0);
    AffineForOp loop = root;
    for (int i = 0; i < numDims; i++) {
      Block body = loop.region(0).front();
      if (!definedAbove(loop.lowerBoundOperands(), limit) || !definedAbove(loop.upperBoundOperands(), limit)) {
        loop.emitError("loops with bounds depending on other mapped loops are not supported").report();
        return false;
      }
      if (i == numDims - 1) {
        break;
      }
      if (body.operations().size() != 2) {
        loop.emitError("expected perfectly nested loops in the body").report();
        return false;
      }
      Operation nested = body.first();
      if (!(nested instanceof AffineForOp next)) {
        nested.emitError("expected a nested loop").report();
        return false;
      }
      loop = next;
    }
    return true;
  }

  private static boolean definedAbove(List<Value> values, Region limit) {
    for (Value v : values) {
      if (limit.isAncestor(v.parentRegion())) {
        return false;
      }
    }
    return true;
  }
}
