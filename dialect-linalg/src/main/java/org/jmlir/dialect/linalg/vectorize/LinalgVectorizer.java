package org.jmlir.dialect.linalg.vectorize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.ub.UbDialect;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * Vectorization of statically shaped linalg ops as MLIR 22's {@code linalg::vectorize} does it on
 * its generic path (what {@code transform.structured.vectorize} emits without vector sizes): every
 * shaped operand is read whole with a {@code vector.transfer_read} (inputs broadcast to the
 * iteration space through their permutation map, outputs in their own dims), the body is replayed
 * on vectors (scalars broadcast where used, element-wise ops on the widest operand shape, a
 * combiner of an output argument becomes {@code vector.multi_reduction} over the reduction loops)
 * and each yielded value is stored with a {@code vector.transfer_write}. A matmul thus becomes a
 * multiply and a multi-reduction (MLIR turns that into vector.contract only with further patterns).
 *
 * <p>Not vectorized (the op stays as it is): dynamic shapes (masked vectorization),
 * non-projected-permutation maps (convolutions), bodies with ops that are not element-wise
 * (tensor.extract gathers included).
 */
public final class LinalgVectorizer {
  private final PatternRewriter rw;
  private final MLIRContext ctx;
  private final LinalgOp op;
  private final long[] loopSizes;
  private final Map<Value, Value> bvm = new IdentityHashMap<>();

  private LinalgVectorizer(PatternRewriter rw, LinalgOp op, long[] loopSizes) {
    this.rw = rw;
    this.ctx = rw.context();
    this.op = op;
    this.loopSizes = loopSizes;
  }

  /** Vectorizes {@code op} at its place; false (and nothing changed) when it is not supported. */
  public static boolean vectorize(PatternRewriter rw, LinalgOp op) {
    long[] sizes = staticLoopSizes(op);
    if (sizes == null || !supported(op)) {
      return false;
    }
    rw.setInsertionPoint(op);
    new LinalgVectorizer(rw, op, sizes).run();
    return true;
  }

  // ---- preconditions -----------------------------------------------------------------------

  /** The static size of every loop (from the first operand dim each loop indexes), or null. */
  static long[] staticLoopSizes(LinalgOp op) {
    int n = op.numLoops();
    long[] sizes = new long[n];
    Arrays.fill(sizes, ShapedType.DYNAMIC);
    List<AffineMap> maps = op.indexingMaps();
    for (int i = 0; i < op.numOperands(); i++) {
      Type t = op.operand(i).type();
      if (!(t instanceof ShapedType st)) {
        continue;
      }
      if (!st.hasRank()) {
        return null;
      }
      long[] shape = st.shape();
      for (long d : shape) {
        if (d == ShapedType.DYNAMIC) {
          return null;
        }
      }
      List<AffineExpr> results = maps.get(i).results();
      for (int k = 0; k < results.size(); k++) {
        if (results.get(k) instanceof AffineDimExpr d && sizes[d.position()] == ShapedType.DYNAMIC) {
          sizes[d.position()] = shape[k];
        }
      }
    }
    for (long s : sizes) {
      if (s == ShapedType.DYNAMIC) {
        return null;
      }
    }
    return sizes;
  }

  private static boolean supported(LinalgOp op) {
    Block body = op.body();
    if (body == null || op.numResults() > 0 && !op.hasPureTensorSemantics() || op.numResults() == 0 && !op.hasPureBufferSemantics()) {
      return false;
    }
    for (AffineMap m : op.indexingMaps()) {
      if (m.numSymbols() != 0 || !projectedPermutation(m)) {
        return false;
      }
    }
    int numInputs = op.inputs().size();
    List<String> iterators = op.iteratorTypes();
    boolean hasReduction = iterators.contains("reduction");
    Operation yield = body.terminator();
    for (org.jmlir.ir.BlockArgument a : body.arguments()) {
      if (!vectorizable(a.type())) {
        return false;
      }
    }
    for (Operation o : body) {
      for (Type t : o.resultTypes()) {
        if (!vectorizable(t)) {
          return false;
        }
      }
      if (o == yield || o.name().equals("arith.constant") || o.name().equals("linalg.index")) {
        continue;
      }
      if (!o.hasTrait(Trait.ELEMENTWISE) || o.numRegions() > 0) {
        return false;
      }
    }
    if (hasReduction) {
      // Every output must be a reduction: the yielded value combines the output argument.
      for (int j = 0; j < op.inits().size(); j++) {
        if (reducedValue(op, j, numInputs) == null) {
          return false;
        }
      }
    }
    return true;
  }

  /** A valid vector element type (MLIR's VectorType::isValidElementType): integers, index, floats. */
  private static boolean vectorizable(Type t) {
    return t instanceof IntegerType || t instanceof org.jmlir.ir.type.IndexType || t instanceof org.jmlir.ir.type.FloatType;
  }

  private static boolean projectedPermutation(AffineMap m) {
    boolean[] seen = new boolean[m.numDims()];
    for (AffineExpr e : m.results()) {
      if (!(e instanceof AffineDimExpr d) || seen[d.position()]) {
        return false;
      }
      seen[d.position()] = true;
    }
    return true;
  }

  /** The reduction kind of a combiner op, or null. */
  static String combiningKind(Operation o) {
    return switch (o.name()) {
      case "arith.addf", "arith.addi" -> "add";
      case "arith.mulf", "arith.muli" -> "mul";
      case "arith.andi" -> "and";
      case "arith.ori" -> "or";
      case "arith.xori" -> "xor";
      case "arith.maxsi" -> "maxsi";
      case "arith.minsi" -> "minsi";
      case "arith.maxui" -> "maxui";
      case "arith.minui" -> "minui";
      case "arith.maximumf" -> "maximumf";
      case "arith.minimumf" -> "minimumf";
      case "arith.maxnumf" -> "maxnumf";
      case "arith.minnumf" -> "minnumf";
      default -> null;
    };
  }

  /**
   * MLIR's matchReduction for output {@code j}: the yielded value is a combiner of the output's block
   * argument and another value, which is returned; null when output j is not reduced that way.
   */
  static Value reducedValue(LinalgOp op, int j, int numInputs) {
    Block body = op.body();
    BlockArgument arg = body.argument(numInputs + j);
    Value yielded = body.terminator().operand(j);
    if (!(yielded instanceof OpResult r) || r.owner().numOperands() != 2 || combiningKind(r.owner()) == null) {
      return null;
    }
    Operation combiner = r.owner();
    if (combiner.operand(0) == arg) {
      return combiner.operand(1);
    }
    return combiner.operand(1) == arg ? combiner.operand(0) : null;
  }

  // ---- the rewrite ---------------------------------------------------------------------------

  private void run() {
    Location loc = op.location();
    // MLIR's VectorizationState precomputes the iteration space sizes (unused on the static path).
    for (long s : loopSizes) {
      MemRefBuilders.constantIndex(rw, loc, s);
    }
    Value zero = MemRefBuilders.constantIndex(rw, loc, 0);
    Block body = op.body();
    List<AffineMap> maps = op.indexingMaps();
    int numInputs = op.inputs().size();
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      BlockArgument arg = body.argument(i);
      if (!(v.type() instanceof ShapedType st)) {
        bvm.put(arg, v);
        continue;
      }
      AffineMap map = maps.get(i);
      AffineMap readMap;
      VectorType readType;
      if (i < numInputs) {
        readMap = inverseAndBroadcast(map);
        readType = VectorType.get(ctx, loopSizes, st.elementType());
      } else {
        readMap = outputMap(map);
        readType = VectorType.get(ctx, usedLoopSizes(map), st.elementType());
      }
      Value read = transferRead(loc, v, zero, st, readMap, readType);
      if (readType.shape().length == 0) {
        read = extract0d(loc, read, st.elementType());
      }
      bvm.put(arg, read);
    }
    List<Value> results = new ArrayList<>();
    for (Operation o : body) {
      if (o.name().equals("linalg.yield")) {
        for (int j = 0; j < o.numOperands(); j++) {
          Value w = write(loc, lookup(o.operand(j)), op.inits().get(j), maps.get(numInputs + j));
          if (w != null) {
            results.add(w);
          }
        }
        continue;
      }
      if (o.name().equals("arith.constant")) {
        Operation c = rw.create(copyState(o, o.operands(), o.resultTypes()));
        bvm.put(o.result(0), c.result(0));
        continue;
      }
      if (o.name().equals("linalg.index")) {
        bvm.put(o.result(0), index(o));
        continue;
      }
      Operation n = reduction(o, numInputs);
      if (n == null) {
        n = elementwise(o);
      }
      for (int k = 0; k < o.numResults(); k++) {
        bvm.put(o.result(k), n.result(k));
      }
    }
    if (op.numResults() > 0) {
      rw.replaceOp(op, results);
    } else {
      rw.eraseOp(op);
    }
  }

  private Value transferRead(Location loc, Value source, Value zero, ShapedType st, AffineMap readMap, VectorType readType) {
    Value padding = rw.create(UbDialect.poison(ctx, st.elementType(), loc)).result(0);
    OperationState s = new OperationState(ctx, ctx.opDef("vector.transfer_read"), loc);
    s.addOperand(source);
    for (int k = 0; k < st.rank(); k++) {
      s.addOperand(zero);
    }
    s.addOperand(padding);
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, st.rank(), 1, 0));
    s.addAttribute("permutation_map", AffineMapAttr.get(ctx, readMap));
    s.addAttribute("in_bounds", outOfBounds(readType.shape().length));
    s.addType(readType);
    return rw.create(s).result(0);
  }

  private Value extract0d(Location loc, Value v, Type element) {
    OperationState s = new OperationState(ctx, ctx.opDef("vector.extract"), loc);
    s.addOperand(v);
    s.addAttribute("static_position", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[0]));
    s.addType(element);
    return rw.create(s).result(0);
  }

  private ArrayAttr outOfBounds(int rank) {
    List<Attribute> f = new ArrayList<>();
    for (int k = 0; k < rank; k++) {
      f.add(IntegerAttr.bool(ctx, false));
    }
    return ArrayAttr.get(ctx, f);
  }

  /** MLIR's buildVectorWrite: the value (broadcast if needed) stored into the output in its dims. */
  private Value write(Location loc, Value value, Value output, AffineMap map) {
    ShapedType st = (ShapedType) output.type();
    VectorType vt = VectorType.get(ctx, usedLoopSizes(map), st.elementType());
    OperationState s = new OperationState(ctx, ctx.opDef("vector.transfer_write"), loc);
    Value zero = MemRefBuilders.constantIndex(rw, loc, 0);
    if (vt.shape().length > 0) {
      value = broadcastIfNeeded(loc, value, vt);
      s.addOperand(value).addOperand(output);
      for (int k = 0; k < st.rank(); k++) {
        s.addOperand(zero);
      }
      s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, 1, st.rank(), 0));
      s.addAttribute("permutation_map", AffineMapAttr.get(ctx, outputMap(map)));
    } else {
      if (!(value.type() instanceof VectorType)) {
        value = broadcast(loc, value, vt);
      }
      s.addOperand(value).addOperand(output);
      s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, 1, 0, 0));
      s.addAttribute("permutation_map", AffineMapAttr.get(ctx, new AffineMap(st.rank(), 0, List.of())));
    }
    s.addAttribute("in_bounds", outOfBounds(vt.shape().length));
    if (output.type() instanceof org.jmlir.ir.type.RankedTensorType) {
      s.addType(output.type());
    }
    Operation w = rw.create(s);
    return w.numResults() > 0 ? w.result(0) : null;
  }

  /**
   * MLIR's vectorizeLinalgIndex: a vector.step along the loop; for another loop than the last, broadcast
   * with that loop moved last and transposed back.
   */
  private Value index(Operation o) {
    int dim = (int) ((IntegerAttr) o.attr("dim")).value().longValue();
    Type index = org.jmlir.ir.type.IndexType.get(ctx);
    OperationState s = new OperationState(ctx, ctx.opDef("vector.step"), o.location());
    s.addType(VectorType.get(ctx, new long[] {loopSizes[dim]}, index));
    Value steps = rw.create(s).result(0);
    int last = loopSizes.length - 1;
    if (dim == last) {
      return steps;
    }
    long[] permuted = loopSizes.clone();
    permuted[dim] = loopSizes[last];
    permuted[last] = loopSizes[dim];
    OperationState bs = new OperationState(ctx, ctx.opDef("vector.broadcast"), o.location());
    bs.addOperand(steps);
    bs.addType(VectorType.get(ctx, permuted, index));
    Value b = rw.create(bs).result(0);
    long[] perm = new long[loopSizes.length];
    for (int k = 0; k < perm.length; k++) {
      perm[k] = k;
    }
    perm[dim] = last;
    perm[last] = dim;
    OperationState ts = new OperationState(ctx, ctx.opDef("vector.transpose"), o.location());
    ts.addOperand(b);
    ts.addAttribute("permutation", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), perm));
    ts.addType(VectorType.get(ctx, loopSizes, index));
    return rw.create(ts).result(0);
  }

  /** MLIR's reduceIfNeeded: a combiner of an output argument becomes a multi-reduction over the reduction loops. */
  private Operation reduction(Operation o, int numInputs) {
    Block body = op.body();
    for (int j = 0; j < op.inits().size(); j++) {
      BlockArgument arg = body.argument(numInputs + j);
      if ((o.numOperands() == 2 && (o.operand(0) == arg || o.operand(1) == arg)) && reducedValue(op, j, numInputs) != null
          && body.terminator().operand(j) == o.result(0)) {
        Value reduced = reducedValue(op, j, numInputs);
        Value reduceVec = lookup(reduced);
        Value outputVec = lookup(arg);
        if (!(reduceVec.type() instanceof VectorType rt) || outputVec.type() instanceof VectorType ot && Arrays.equals(rt.shape(), ot.shape())) {
          return null;
        }
        List<String> iterators = op.iteratorTypes();
        List<Long> dims = new ArrayList<>();
        for (int d = 0; d < iterators.size(); d++) {
          if (iterators.get(d).equals("reduction")) {
            dims.add((long) d);
          }
        }
        OperationState s = new OperationState(ctx, ctx.opDef("vector.multi_reduction"), o.location());
        s.addOperand(reduceVec).addOperand(outputVec);
        s.addAttribute("kind", VectorEnumAttr.kind(ctx, combiningKind(o)));
        s.addAttribute("reduction_dims", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64),
            dims.stream().mapToLong(Long::longValue).toArray()));
        s.addType(outputVec.type());
        return rw.create(s);
      }
    }
    return null;
  }

  /** The op on the widest operand vector shape, narrower operands broadcast to it. */
  private Operation elementwise(Operation o) {
    VectorType widest = null;
    for (Value v : o.operands()) {
      if (lookup(v).type() instanceof VectorType vt && (widest == null || widest.shape().length < vt.shape().length)) {
        widest = vt;
      }
    }
    List<Value> operands = new ArrayList<>();
    for (Value v : o.operands()) {
      Value m = lookup(v);
      operands.add(widest == null ? m : broadcastIfNeeded(o.location(), m, VectorType.get(ctx, widest.shape(), elementOrSelf(m.type()))));
    }
    List<Type> types = new ArrayList<>();
    for (Type t : o.resultTypes()) {
      types.add(widest == null ? t : VectorType.get(ctx, widest.shape(), t));
    }
    return rw.create(copyState(o, operands, types));
  }

  /** The vectorized value of {@code v}; values defined above the body stand for themselves (broadcast where used). */
  private Value lookup(Value v) {
    return bvm.getOrDefault(v, v);
  }

  private static Type elementOrSelf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  private OperationState copyState(Operation o, List<Value> operands, List<Type> types) {
    OperationState s = new OperationState(ctx, o.def(), o.location());
    s.addOperands(operands);
    s.addTypes(types);
    s.attributes.addAll(o.attrDictionary().entries());
    return s;
  }

  /** MLIR's broadcastIfNeeded: a vector.broadcast unless the value already has the type or cannot broadcast to it. */
  private Value broadcastIfNeeded(Location loc, Value v, VectorType to) {
    if (to.shape().length == 0 || v.type() == to) {
      return v;
    }
    if (v.type() instanceof VectorType vt) {
      long[] s = vt.shape();
      long[] d = to.shape();
      if (s.length > d.length) {
        return v;
      }
      for (int k = 0; k < s.length; k++) {
        long a = s[s.length - 1 - k];
        if (a != 1 && a != d[d.length - 1 - k]) {
          return v;
        }
      }
    }
    return broadcast(loc, v, to);
  }

  /** A vector.broadcast, created and folded (a broadcast constant becomes a splat arith.constant, as createOrFold does). */
  private Value broadcast(Location loc, Value v, VectorType to) {
    OperationState s = new OperationState(ctx, ctx.opDef("vector.broadcast"), loc);
    s.addOperand(v);
    s.addType(to);
    Operation b = rw.create(s);
    List<org.jmlir.ir.rewrite.OpFoldResult> folded = org.jmlir.ir.rewrite.OperationFolder.fold(b);
    if (folded != null && folded.size() == 1 && folded.get(0) instanceof org.jmlir.ir.rewrite.OpFoldResult.Constant c) {
      rw.eraseOp(b);
      OperationState cs = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
      cs.addAttribute("value", c.attribute());
      cs.addType(to);
      return rw.create(cs).result(0);
    }
    return b.result(0);
  }

  // ---- maps ----------------------------------------------------------------------------------

  /** MLIR's inverseAndBroadcastProjectedPermutation: operand dims to loops, 0 for loops the operand lacks. */
  static AffineMap inverseAndBroadcast(AffineMap map) {
    List<AffineExpr> r = new ArrayList<>();
    for (int d = 0; d < map.numDims(); d++) {
      int k = map.results().indexOf(AffineExpr.dim(d));
      r.add(k >= 0 ? AffineExpr.dim(k) : AffineExpr.constant(0));
    }
    return new AffineMap(map.numResults(), 0, r);
  }

  /**
   * MLIR's inversePermutation(reindexIndexingMap(map)) for an output: result i is the operand dim
   * that the i-th smallest loop it uses indexes.
   */
  static AffineMap outputMap(AffineMap map) {
    List<Integer> used = usedLoops(map);
    List<AffineExpr> r = new ArrayList<>();
    for (int d : used) {
      r.add(AffineExpr.dim(map.results().indexOf(AffineExpr.dim(d))));
    }
    return new AffineMap(map.numResults(), 0, r);
  }

  private static List<Integer> usedLoops(AffineMap map) {
    List<Integer> used = new ArrayList<>();
    for (int d = 0; d < map.numDims(); d++) {
      if (map.results().contains(AffineExpr.dim(d))) {
        used.add(d);
      }
    }
    return used;
  }

  private long[] usedLoopSizes(AffineMap map) {
    List<Integer> used = usedLoops(map);
    long[] r = new long[used.size()];
    for (int k = 0; k < r.length; k++) {
      r[k] = loopSizes[used.get(k)];
    }
    return r;
  }
}
