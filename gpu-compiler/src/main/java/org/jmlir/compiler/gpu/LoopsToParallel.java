package org.jmlir.compiler.gpu;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;

/**
 * {@code hlo-loops-to-parallel}: the loops of the HLO compiler's loop nests whose iterations are
 * independent become {@code scf.parallel}, so that {@code gpu-map-parallel-loops} and
 * {@code -convert-parallel-loops-to-gpu} make kernels of them. A loop qualifies when it has no
 * loop-carried values, its body only computes (arith, math, index, loads and stores, nested scf
 * control flow: no calls, no allocation, no views), and every buffer it writes (defined outside the
 * loop) is accessed in it, for loads and stores alike, at indices that hold the induction variable at
 * one same position (so each iteration touches its own elements) and through no other value of the
 * same buffer. A buffer the loop accumulates into with an add, max or min read-modify-write of the
 * same element ({@code x[j] = x[j] + v}, as fused reductions and matrix products do) qualifies too:
 * the read-modify-write becomes {@code memref.atomic_rmw}. Only the outermost qualifying loop of a
 * nest and a qualifying loop that is the whole body of a converted one are converted (block and
 * thread levels); deeper loops, reductions with {@code iter_args} and the rest stay sequential
 * inside the kernel. A nest left with no thread level (one loop, or an inner loop of fewer than 32
 * iterations) is tiled into blocks of 256 threads, four iterations per thread when its body has no loops.
 */
public final class LoopsToParallel extends Pass {
  /** Ops that only compute (no memory effects but loads and stores of the checked kind). */
  private static final Set<String> DIALECTS = Set.of("arith", "math", "index", "complex");
  private static final Set<String> OPS = Set.of("memref.load", "memref.store", "memref.dim", "memref.rank", "scf.for",
      "scf.if", "scf.yield", "scf.while", "scf.condition", "affine.apply", "affine.min", "affine.max", "ub.poison");
  /** Ops whose result is another view of their first operand's buffer. */
  private static final Set<String> VIEWS = Set.of("memref.cast", "memref.subview", "memref.reinterpret_cast",
      "memref.reshape", "memref.expand_shape", "memref.collapse_shape", "memref.view", "memref.transpose",
      "memref.memory_space_cast", "memref.assume_alignment");

  public LoopsToParallel(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-loops-to-parallel";
  }

  @Override
  public String summary() {
    return "Turn the independent scf.for loops of loop nests (outermost and perfectly nested once) into scf.parallel";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(o -> o instanceof ForOp)) {
      List<Operation[]> atomics = op.block() == null || hasLoopAncestor(op) ? null : independent((ForOp) op);
      if (atomics == null) {
        continue;
      }
      Operation outer = toParallel((ForOp) op, atomics);
      Block body = outer.region(0).front();
      List<Operation> ops = body.operations();
      boolean threads = false;
      if (ops.size() == 2 && ops.get(0) instanceof ForOp inner && (atomics = independent(inner)) != null) {
        if (!fitsBlock(inner)) {
          toStridedThreads(inner, atomics);
          threads = true;
        } else if (tripCount(inner) >= MIN_THREADS) {
          toParallel(inner, atomics);
          threads = true;
        } // else too few threads for a block: the inner loop stays sequential in each thread of a tiled outer loop
      } else if (outer.collect(o -> o != outer && o.name().equals("scf.parallel")).isEmpty()) {
        for (Operation o : ops) {
          if (o instanceof ForOp r && reduction(r) != null) {
            toReduction(r);
            threads = true;
            break; // one loop of threads per block
          }
        }
      }
      if (!threads && outer.collect(o -> o != outer && o.name().equals("scf.parallel")).isEmpty()) {
        tile(outer);
      }
    }
  }

  /** The fewest threads worth a block of their own (a warp); a shorter inner loop runs in each thread of a tiled nest. */
  private static final long MIN_THREADS = 32;

  /** The threads of a block of a tiled loop. */
  static final long TILE_THREADS = 256;

  /** The iterations of a loop-free body each thread of a tiled loop runs. */
  static final long UNROLL = 4;

  /**
   * A loop with no thread level (one independent loop, or an inner loop too short to fill a block)
   * would make a block of one thread per iteration: {@code parallel} (one-dimensional, over
   * {@code lb, ub, step}) becomes blocks of {@link #TILE_THREADS} threads, each thread running
   * {@code U} iterations ({@link #UNROLL} for a body with no loops, else 1), {@code ceildiv(trip, T * U)}
   * blocks, iteration {@code lb + (block * T * U + k * T + thread) * step} (k < U) running its copy of
   * the body under {@code scf.if index < ub}.
   */
  private static void tile(Operation parallel) {
    MLIRContext ctx = parallel.context();
    IndexType index = IndexType.get(ctx);
    org.jmlir.ir.loc.Location loc = parallel.location();
    Value lb = parallel.operand(0);
    Value ub = parallel.operand(1);
    Value step = parallel.operand(2);
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPoint(parallel);
    ArithBuilder ab = new ArithBuilder(b, loc);
    Value zero = ab.intConst(index, 0);
    Value one = ab.intConst(index, 1);
    Value threads = ab.intConst(index, TILE_THREADS);
    Block old = parallel.region(0).front();
    // A body with no loops (element-wise) runs UNROLL times per thread, at iterations T apart (each access
    // still coalesced across a warp, four loads in flight per thread).
    long unroll = parallel.collect(o -> o != parallel && (o instanceof ForOp || o.name().equals("scf.while")
        || o.name().equals("scf.parallel"))).isEmpty() ? UNROLL : 1;
    long perBlock = TILE_THREADS * unroll;
    long trip = tripCount(lb, ub, step);
    Value blocks = trip != Long.MIN_VALUE ? ab.intConst(index, (trip + perBlock - 1) / perBlock)
        : ab.same("arith.ceildivsi", ab.same("arith.ceildivsi", ab.same("arith.subi", ub, lb), step), ab.intConst(index, perBlock));
    Operation outer = parallelOver(ctx, loc, zero, blocks, one);
    parallel.block().insertBefore(parallel, outer);
    Block outerBody = outer.region(0).front();
    Operation inner = parallelOver(ctx, loc, zero, threads, one);
    outerBody.append(inner);
    outerBody.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.reduce"), loc)));
    Block innerBody = inner.region(0).front();
    b.setInsertionPointToEnd(innerBody);
    Value first = ab.same("arith.addi", ab.same("arith.muli", outerBody.argument(0), ab.intConst(index, perBlock)),
        innerBody.argument(0));
    List<Operation> bodyOps = new ArrayList<>(old.operations());
    bodyOps.remove(bodyOps.size() - 1);
    Block guarded = innerBody;
    if (unroll > 1) {
      // All U iterations in range (the common case): their copies interleaved op by op, so each
      // thread's loads are all issued before its stores (the iterations touch disjoint elements).
      Value lastLinear = ab.same("arith.addi", first, ab.intConst(index, (unroll - 1) * TILE_THREADS));
      Value lastIv = ab.same("arith.addi", lb, ab.same("arith.muli", lastLinear, step));
      OperationState full = new OperationState(ctx, ctx.opDef("scf.if"), loc);
      full.addOperand(ab.cmpi("slt", lastIv, ub));
      Block all = new Block();
      full.addRegion().addBlock(all);
      guarded = new Block();
      full.addRegion().addBlock(guarded);
      innerBody.append(Operation.create(full));
      b.setInsertionPointToEnd(all);
      IRMapping[] maps = new IRMapping[(int) unroll];
      for (int k = 0; k < unroll; k++) {
        Value linear = k == 0 ? first : ab.same("arith.addi", first, ab.intConst(index, k * TILE_THREADS));
        maps[k] = new IRMapping();
        maps[k].map(old.argument(0), ab.same("arith.addi", lb, ab.same("arith.muli", linear, step)));
      }
      for (Operation op : bodyOps) {
        for (IRMapping m : maps) {
          all.append(op.clone(m));
        }
      }
      all.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), loc)));
    }
    for (long k = 0; k < unroll; k++) {
      b.setInsertionPointToEnd(guarded);
      Value linear = k == 0 ? first : ab.same("arith.addi", first, ab.intConst(index, k * TILE_THREADS));
      Value iv = ab.same("arith.addi", lb, ab.same("arith.muli", linear, step));
      OperationState s = new OperationState(ctx, ctx.opDef("scf.if"), loc);
      s.addOperand(ab.cmpi("slt", iv, ub));
      Block then = new Block();
      s.addRegion().addBlock(then);
      s.addRegion();
      guarded.append(Operation.create(s));
      IRMapping m = new IRMapping();
      m.map(old.argument(0), iv);
      for (Operation op : bodyOps) {
        then.append(op.clone(m));
      }
      then.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), loc)));
    }
    if (guarded != innerBody) {
      guarded.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), loc)));
    }
    innerBody.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.reduce"), loc)));
    parallel.erase();
  }

  /** A one-dimensional {@code scf.parallel} with no results, its body a block with the induction variable and no terminator. */
  private static Operation parallelOver(MLIRContext ctx, org.jmlir.ir.loc.Location loc, Value lb, Value ub, Value step) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.parallel"), loc);
    s.addOperand(lb).addOperand(ub).addOperand(step);
    s.addAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, 1, 1, 0));
    Block body = new Block();
    s.addRegion().addBlock(body);
    body.addArgument(IndexType.get(ctx), loc);
    return Operation.create(s);
  }

  /** The constant trip count of a loop, or {@code Long.MIN_VALUE}. */
  private static long tripCount(ForOp loop) {
    return tripCount(loop.lowerBound(), loop.upperBound(), loop.step());
  }

  private static long tripCount(Value lbv, Value ubv, Value stepv) {
    long lb = constantIndex(lbv);
    long ub = constantIndex(ubv);
    long step = constantIndex(stepv);
    return lb == Long.MIN_VALUE || ub == Long.MIN_VALUE || step <= 0 ? Long.MIN_VALUE : Math.max(0, (ub - lb + step - 1) / step);
  }

  /** Whether {@code op} is inside another loop (its nest was considered from the outermost loop). */
  private static boolean hasLoopAncestor(Operation op) {
    for (Operation a = op.parentOp(); a != null; a = a.parentOp()) {
      if (a instanceof ForOp || a.name().equals("scf.parallel") || a.name().equals("scf.while")) {
        return true;
      }
      if (a.name().equals("func.func")) {
        return false;
      }
    }
    return false;
  }

  /**
   * Whether the iterations of {@code loop} touch disjoint elements of what they write, or accumulate
   * into the same elements with an add, max or min read-modify-write ({@code x = x + v}, the
   * reductions the compiler fuses into loop nests). Null when not; otherwise the read-modify-writes
   * (load, combining op, store) that become {@code memref.atomic_rmw} in parallel.
   */
  static List<Operation[]> independent(ForOp loop) {
    if (loop.numResults() != 0 || !loop.initArgs().isEmpty()) {
      return null;
    }
    Value iv = loop.inductionVar();
    List<Operation> inside = loop.collect(o -> o != loop);
    // The buffers written, with the position of the induction variable in their indices.
    Map<Value, Integer> written = new HashMap<>();
    List<Operation[]> atomics = new ArrayList<>();
    Map<Value, Value> accumulated = new HashMap<>();
    java.util.Set<Operation> rmwOps = new java.util.HashSet<>();
    for (Operation op : inside) {
      String name = op.name();
      int dot = name.indexOf('.');
      if (!OPS.contains(name) && !(dot > 0 && DIALECTS.contains(name.substring(0, dot)))) {
        return null;
      }
      if (name.equals("memref.store")) {
        Value buffer = op.operand(1);
        if (definedInside(loop, buffer)) {
          continue; // a buffer of the iteration's own
        }
        int at = indexOf(op, 2, iv);
        if (at < 0) {
          Operation[] rmw = readModifyWrite(op);
          if (rmw == null || written.containsKey(buffer)) {
            return null;
          }
          atomics.add(rmw);
          accumulated.put(root(buffer), buffer);
          rmwOps.add(rmw[0]);
          rmwOps.add(rmw[2]);
          continue;
        }
        if (written.getOrDefault(buffer, at) != at || accumulated.containsKey(root(buffer))) {
          return null;
        }
        written.put(buffer, at);
      }
    }
    if (written.isEmpty() && atomics.isEmpty()) {
      return null; // nothing to do in parallel
    }
    Map<Value, Value> roots = new HashMap<>();
    for (Value w : written.keySet()) {
      roots.put(root(w), w);
    }
    for (Operation op : inside) {
      for (Value v : op.operands()) {
        if (!(v.type() instanceof org.jmlir.ir.type.MemRefType)) {
          continue;
        }
        Value acc = accumulated.get(root(v));
        if (acc != null) {
          if (v != acc || !rmwOps.contains(op) && !op.name().equals("memref.dim") && !op.name().equals("memref.rank")) {
            return null; // an accumulated buffer is touched otherwise
          }
          continue;
        }
        Value w = roots.get(root(v));
        if (w == null) {
          continue;
        }
        if (v != w) {
          return null; // another view of a buffer the loop writes
        }
        int from = op.name().equals("memref.load") ? 1 : op.name().equals("memref.store") ? 2 : -1;
        if (from < 0) {
          if (!op.name().equals("memref.dim") && !op.name().equals("memref.rank")) {
            return null;
          }
        } else if (indexOf(op, from, iv) != written.get(w)) {
          return null;
        }
      }
    }
    return atomics;
  }

  /** The atomic kinds of the combining ops a read-modify-write may use. */
  private static final Map<String, String> ATOMIC_KINDS = Map.of("arith.addf", "addf", "arith.addi", "addi",
      "arith.maximumf", "maximumf", "arith.minimumf", "minimumf", "arith.maxnumf", "maxnumf", "arith.minnumf", "minnumf",
      "arith.maxsi", "maxs", "arith.minsi", "mins", "arith.maxui", "maxu", "arith.minui", "minu");

  /**
   * {@code store (combine (load M[idx]) v) M[idx]} in one block, the loaded and combined values used
   * only there: {load, combine, store}; null otherwise.
   */
  private static Operation[] readModifyWrite(Operation store) {
    Operation combine = store.operand(0).definingOp();
    if (combine == null || !ATOMIC_KINDS.containsKey(combine.name()) || combine.block() != store.block()
        || store.operand(0).uses().size() != 1) {
      return null;
    }
    for (int side = 0; side < 2; side++) {
      Operation load = combine.operand(side).definingOp();
      if (load != null && load.name().equals("memref.load") && load.block() == store.block() && load.operand(0) == store.operand(1)
          && load.numOperands() == store.numOperands() - 1 && combine.operand(side).uses().size() == 1
          && combine.operand(1 - side) != combine.operand(side)) {
        boolean same = true;
        for (int i = 1; i < load.numOperands(); i++) {
          same &= load.operand(i) == store.operand(i + 1);
        }
        if (same) {
          return new Operation[] {load, combine, store};
        }
      }
    }
    return null;
  }

  private static boolean definedInside(Operation loop, Value v) {
    Operation def = v.definingOp() != null ? v.definingOp()
        : v instanceof org.jmlir.ir.BlockArgument a ? a.owner().parentOp() : null;
    return def != null && def != loop && loop.isAncestor(def);
  }

  /** The position of {@code iv} among the indices of a load or store (starting at operand {@code from}), or -1. */
  private static int indexOf(Operation op, int from, Value iv) {
    for (int i = from; i < op.numOperands(); i++) {
      if (op.operand(i) == iv) {
        return i - from;
      }
    }
    return -1;
  }

  /** The buffer {@code v} is a view of (through view-like ops), or {@code v}. */
  private static Value root(Value v) {
    for (int guard = 0; guard < 64; guard++) {
      Operation def = v.definingOp();
      if (def == null || !VIEWS.contains(def.name()) || def.numOperands() == 0) {
        return v;
      }
      v = def.operand(0);
    }
    return v;
  }

  /**
   * Replaces {@code loop} by a one-dimensional {@code scf.parallel} over the same range and body, its
   * read-modify-writes {@code atomics} by {@code memref.atomic_rmw}.
   */
  private static Operation toParallel(ForOp loop, List<Operation[]> atomics) {
    MLIRContext ctx = loop.context();
    toAtomics(atomics);
    OperationState s = new OperationState(ctx, ctx.opDef("scf.parallel"), loop.location());
    s.addOperand(loop.lowerBound()).addOperand(loop.upperBound()).addOperand(loop.step());
    s.addAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, 1, 1, 0));
    Region r = s.addRegion();
    Block body = new Block();
    r.addBlock(body);
    Value iv = body.addArgument(IndexType.get(ctx), loop.inductionVar().location());
    Operation parallel = Operation.create(s);
    loop.block().insertBefore(loop, parallel);
    Block old = loop.body();
    loop.inductionVar().replaceAllUsesWith(iv);
    for (Operation op : new ArrayList<>(old.operations())) {
      if (op == old.terminator()) {
        break;
      }
      op.remove();
      body.append(op);
    }
    body.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.reduce"), loop.location())));
    loop.erase();
    return parallel;
  }

  /** The read-modify-writes (load, combining op, store) become {@code memref.atomic_rmw}. */
  private static void toAtomics(List<Operation[]> atomics) {
    for (Operation[] rmw : atomics) {
      Operation load = rmw[0];
      Operation combine = rmw[1];
      Operation store = rmw[2];
      MLIRContext ctx = store.context();
      Value value = combine.operand(0) == load.result(0) ? combine.operand(1) : combine.operand(0);
      OperationState a = new OperationState(ctx, ctx.opDef("memref.atomic_rmw"), store.location());
      a.addOperand(value).addOperand(store.operand(1)).addOperands(store.operands().subList(2, store.numOperands()));
      a.addType(value.type());
      a.addAttribute("kind", org.jmlir.ir.attr.IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 64),
          org.jmlir.dialect.memref.AtomicRMWOp.KINDS.indexOf(ATOMIC_KINDS.get(combine.name()))));
      store.block().insertBefore(store, Operation.create(a));
      store.erase();
      combine.erase();
      load.erase();
    }
  }

  /** Whether {@code loop}'s trip count is a constant of at most a block's threads. */
  private static boolean fitsBlock(ForOp loop) {
    long lb = constantIndex(loop.lowerBound());
    long ub = constantIndex(loop.upperBound());
    long step = constantIndex(loop.step());
    return lb != Long.MIN_VALUE && ub != Long.MIN_VALUE && step > 0 && (ub - lb + step - 1) / step <= MAX_THREADS;
  }

  /**
   * The thread level of a nest whose trip count is dynamic or above a block's threads (a launch of
   * more than 1024 threads fails): {@link #STRIDE_THREADS} threads each run every STRIDE_THREADS-th
   * iteration (block-stride), the loop kept inside an {@code scf.parallel} over the threads.
   */
  private static void toStridedThreads(ForOp loop, List<Operation[]> atomics) {
    toAtomics(atomics);
    Operation parallel = strided(loop, null);
    parallel.region(0).front().append(Operation.create(new OperationState(loop.context(), loop.context().opDef("scf.reduce"),
        loop.location())));
  }

  /**
   * Moves {@code loop} into a new {@code scf.parallel} over {@link #STRIDE_THREADS} threads (with
   * {@code init} when not null), thread t starting at {@code lb + t * step} with step
   * {@code STRIDE_THREADS * step}; the parallel op, whose body has no terminator yet.
   */
  private static Operation strided(ForOp loop, Value init) {
    MLIRContext ctx = loop.context();
    IndexType index = IndexType.get(ctx);
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPoint(loop);
    ArithBuilder ab = new ArithBuilder(b, loop.location());
    Value zero = ab.intConst(index, 0);
    Value one = ab.intConst(index, 1);
    Value threads = ab.intConst(index, STRIDE_THREADS);
    Value stride = ab.same("arith.muli", loop.step(), threads);
    OperationState s = new OperationState(ctx, ctx.opDef("scf.parallel"), loop.location());
    s.addOperand(zero).addOperand(threads).addOperand(one);
    if (init != null) {
      s.addOperand(init);
      s.addType(init.type());
    }
    s.addAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, 1, 1, init == null ? 0 : 1));
    Block body = new Block();
    s.addRegion().addBlock(body);
    Value t = body.addArgument(index, loop.inductionVar().location());
    Operation parallel = Operation.create(s);
    loop.block().insertBefore(loop, parallel);
    if (init != null) {
      loop.result(0).replaceAllUsesWith(parallel.result(0));
    }
    loop.remove();
    b.setInsertionPointToEnd(body);
    Value start = ab.same("arith.addi", loop.lowerBound(), ab.same("arith.muli", t, loop.step()));
    body.append(loop);
    loop.setOperand(0, start);
    loop.setOperand(2, stride);
    return parallel;
  }

  /** The most threads of a block (CUDA's limit): longer reductions are strided over {@link #STRIDE_THREADS}. */
  private static final long MAX_THREADS = 1024;

  /** The threads of a block that share a long or dynamic reduction. */
  static final long STRIDE_THREADS = 256;

  private static long constantIndex(Value v) {
    Operation d = v.definingOp();
    return d != null && d.name().equals("arith.constant") && d.inherentAttr("value") instanceof org.jmlir.ir.attr.IntegerAttr i
        ? i.longValue() : Long.MIN_VALUE;
  }

  /** The combining ops an {@code iter_args} reduction may use, with their neutral element's test. */
  private static final Map<String, java.util.function.Predicate<org.jmlir.ir.attr.Attribute>> NEUTRAL = Map.ofEntries(
      Map.entry("arith.addf", a -> a instanceof org.jmlir.ir.attr.FloatAttr f && f.doubleValue() == 0.0),
      Map.entry("arith.mulf", a -> a instanceof org.jmlir.ir.attr.FloatAttr f && f.doubleValue() == 1.0),
      Map.entry("arith.maximumf", a -> a instanceof org.jmlir.ir.attr.FloatAttr f && f.doubleValue() == Double.NEGATIVE_INFINITY),
      Map.entry("arith.maxnumf", a -> a instanceof org.jmlir.ir.attr.FloatAttr f && f.doubleValue() == Double.NEGATIVE_INFINITY),
      Map.entry("arith.minimumf", a -> a instanceof org.jmlir.ir.attr.FloatAttr f && f.doubleValue() == Double.POSITIVE_INFINITY),
      Map.entry("arith.minnumf", a -> a instanceof org.jmlir.ir.attr.FloatAttr f && f.doubleValue() == Double.POSITIVE_INFINITY),
      Map.entry("arith.addi", a -> intIs(a, 0)),
      Map.entry("arith.ori", a -> intIs(a, 0)),
      Map.entry("arith.xori", a -> intIs(a, 0)),
      Map.entry("arith.muli", a -> intIs(a, 1)),
      Map.entry("arith.andi", a -> intIs(a, -1)));

  private static boolean intIs(org.jmlir.ir.attr.Attribute a, long v) {
    return a instanceof org.jmlir.ir.attr.IntegerAttr i && !(i.type() instanceof IndexType)
        && (i.isBool() ? i.boolValue() == (v != 0) : i.value().equals(java.math.BigInteger.valueOf(v)));
  }

  /**
   * The combining op of an {@code iter_args} reduction that may run in parallel: one loop-carried
   * scalar whose init is a constant neutral element of the combining op (a GPU all-reduce has no
   * init), used only by that op, whose result is the only value yielded and used nowhere else; a body
   * that only computes and loads (no stores). Null otherwise.
   */
  static Operation reduction(ForOp loop) {
    if (loop.initArgs().size() != 1 || loop.numResults() != 1) {
      return null;
    }
    Value acc = loop.body().argument(1);
    Operation yield = loop.body().terminator();
    Operation combine = yield.operand(0).definingOp();
    Operation init = loop.initArgs().get(0).definingOp();
    if (combine == null || combine.block() != loop.body() || !NEUTRAL.containsKey(combine.name()) || !acc.hasOneUse()
        || acc.firstUse().owner() != combine || combine.operand(0) == combine.operand(1) || !combine.result(0).hasOneUse()
        || init == null || !init.name().equals("arith.constant") || !NEUTRAL.get(combine.name()).test(init.inherentAttr("value"))
        || combine.numOperands() != 2) {
      return null;
    }
    for (Operation op : loop.collect(o -> o != loop)) {
      String name = op.name();
      int dot = name.indexOf('.');
      if (name.equals("memref.store") || !OPS.contains(name) && !(dot > 0 && DIALECTS.contains(name.substring(0, dot)))) {
        return null;
      }
    }
    return combine;
  }

  /**
   * Replaces an {@code iter_args} reduction by an {@code scf.parallel} with the same init and an
   * {@code scf.reduce} of the combined value ({@code -convert-parallel-loops-to-gpu} makes it a
   * {@code gpu.all_reduce} over the block's threads).
   */
  private static void toReduction(ForOp loop) {
    if (!fitsBlock(loop)) {
      toStridedReduction(loop);
      return;
    }
    MLIRContext ctx = loop.context();
    Operation combine = reduction(loop);
    Value acc = loop.body().argument(1);
    Value value = combine.operand(0) == acc ? combine.operand(1) : combine.operand(0);
    Value init = loop.initArgs().get(0);
    OperationState s = new OperationState(ctx, ctx.opDef("scf.parallel"), loop.location());
    s.addOperand(loop.lowerBound()).addOperand(loop.upperBound()).addOperand(loop.step()).addOperand(init);
    s.addAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, 1, 1, 1));
    s.addType(init.type());
    Block body = new Block();
    s.addRegion().addBlock(body);
    Value iv = body.addArgument(IndexType.get(ctx), loop.inductionVar().location());
    Operation parallel = Operation.create(s);
    loop.block().insertBefore(loop, parallel);
    loop.inductionVar().replaceAllUsesWith(iv);
    Block old = loop.body();
    for (Operation op : new ArrayList<>(old.operations())) {
      if (op == old.terminator() || op == combine) {
        continue;
      }
      op.remove();
      body.append(op);
    }
    OperationState r = new OperationState(ctx, ctx.opDef("scf.reduce"), loop.location());
    r.addOperand(value);
    Block rb = new Block();
    r.addRegion().addBlock(rb);
    Value lhs = rb.addArgument(init.type(), loop.location());
    Value rhs = rb.addArgument(init.type(), loop.location());
    combine.remove();
    rb.append(combine);
    combine.setOperand(0, lhs);
    combine.setOperand(1, rhs);
    OperationState ret = new OperationState(ctx, ctx.opDef("scf.reduce.return"), loop.location());
    ret.addOperand(combine.result(0));
    rb.append(Operation.create(ret));
    body.append(Operation.create(r));
    loop.result(0).replaceAllUsesWith(parallel.result(0));
    loop.erase();
  }

  /**
   * A reduction whose trip count is dynamic or above a block's threads: {@link #STRIDE_THREADS}
   * threads each reduce every STRIDE_THREADS-th element from their own start (the loop itself, its
   * lower bound {@code lb + t * step} and step {@code STRIDE_THREADS * step}, starting from the
   * neutral element), then an {@code scf.reduce} combines the threads' partial results (a
   * {@code gpu.all_reduce} after {@code -convert-parallel-loops-to-gpu}). Threads past the end
   * contribute the neutral element. Floating-point sums are reassociated, as on any GPU.
   */
  private static void toStridedReduction(ForOp loop) {
    MLIRContext ctx = loop.context();
    Operation combine = reduction(loop);
    Value init = loop.initArgs().get(0);
    Block body = strided(loop, init).region(0).front();
    OperationState r = new OperationState(ctx, ctx.opDef("scf.reduce"), loop.location());
    r.addOperand(loop.result(0));
    Block rb = new Block();
    r.addRegion().addBlock(rb);
    IRMapping m = new IRMapping();
    m.map(combine.operand(0), rb.addArgument(init.type(), loop.location()));
    m.map(combine.operand(1), rb.addArgument(init.type(), loop.location()));
    Operation c = combine.clone(m);
    rb.append(c);
    OperationState ret = new OperationState(ctx, ctx.opDef("scf.reduce.return"), loop.location());
    ret.addOperand(c.result(0));
    rb.append(Operation.create(ret));
    body.append(Operation.create(r));
  }
}
