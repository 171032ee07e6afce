package org.jmlir.dialect.linalg.vectorize;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.OpKind;
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
  /** The canonical vector shape: the vector sizes asked for, else the static loop sizes. */
  private final long[] loopSizes;
  /** The static size of each loop, {@link ShapedType#DYNAMIC} where it is only known at run time. */
  private final long[] staticSizes;
  /** Each loop's size as a value (an index constant or a tensor/memref.dim), for the masks. */
  private final List<Value> sizeValues = new ArrayList<>();
  /** MLIR's activeMaskCache: the mask of each masking map, null where none is needed. */
  private final Map<AffineMap, Value> masks = new HashMap<>();
  private final Map<Value, Value> bvm = new IdentityHashMap<>();

  private LinalgVectorizer(PatternRewriter rw, LinalgOp op, long[] loopSizes, long[] staticSizes) {
    this.rw = rw;
    this.ctx = rw.context();
    this.op = op;
    this.loopSizes = loopSizes;
    this.staticSizes = staticSizes;
  }

  /** Vectorizes {@code op} at its place; false (and nothing changed) when it is not supported. */
  public static boolean vectorize(PatternRewriter rw, LinalgOp op) {
    return vectorize(rw, op, null);
  }

  /**
   * Vectorizes {@code op} with the given canonical vector sizes (one per loop, each at least the
   * loop's static size), masking the accesses and reductions where the sizes exceed the iteration
   * space or the iteration space is dynamic, as {@code transform.structured.vectorize ... vector_sizes}
   * does; {@code vectorSizes} null: the static path. False (nothing changed) when not supported.
   */
  public static boolean vectorize(PatternRewriter rw, LinalgOp op, long[] vectorSizes) {
    long[] iter = iterationSpaceSizes(op);
    if (iter != null && op.kind().isConvOrPool()) {
      return staticLoopSizes(op) != null && (vectorSizes == null || validSizes(iter, vectorSizes))
          && ConvVectorizer.vectorize(rw, op, iter);
    }
    if (iter == null || !supported(op)) {
      return false;
    }
    boolean dynamic = false;
    for (long s : iter) {
      dynamic |= s == ShapedType.DYNAMIC;
    }
    long[] canonical;
    if (vectorSizes == null) {
      if (dynamic) {
        return false;
      }
      canonical = iter;
    } else {
      if (!validSizes(iter, vectorSizes)) {
        return false;
      }
      if (hasDynamicShape(op) && !maskable(op)) {
        return false;
      }
      canonical = vectorSizes.clone();
    }
    rw.setInsertionPoint(op);
    new LinalgVectorizer(rw, op, canonical, iter).run();
    return true;
  }

  // ---- preconditions -----------------------------------------------------------------------

  /** MLIR's isValidMaskedInputVector: one positive size per loop, none below a static loop size. */
  private static boolean validSizes(long[] iter, long[] vectorSizes) {
    if (vectorSizes.length != iter.length) {
      return false;
    }
    for (int d = 0; d < iter.length; d++) {
      if (vectorSizes[d] <= 0 || iter[d] != ShapedType.DYNAMIC && iter[d] > vectorSizes[d]) {
        return false;
      }
    }
    return true;
  }

  /** The static size of every loop (from the first operand dim each loop indexes), or null. */
  static long[] staticLoopSizes(LinalgOp op) {
    long[] sizes = iterationSpaceSizes(op);
    if (sizes == null) {
      return null;
    }
    for (long s : sizes) {
      if (s == ShapedType.DYNAMIC) {
        return null;
      }
    }
    return sizes;
  }

  /**
   * MLIR's getStaticLoopRanges: each loop's size from the first operand dim it indexes
   * ({@link ShapedType#DYNAMIC} where that dim is dynamic); null for unranked operands, zero-sized
   * dims (which MLIR does not vectorize) or a loop no operand indexes.
   */
  static long[] iterationSpaceSizes(LinalgOp op) {
    int n = op.numLoops();
    long[] sizes = new long[n];
    boolean[] known = new boolean[n];
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
      List<AffineExpr> results = maps.get(i).results();
      for (int k = 0; k < results.size(); k++) {
        if (shape[k] == 0) {
          return null;
        }
        if (results.get(k) instanceof AffineDimExpr d && !known[d.position()]) {
          known[d.position()] = true;
          sizes[d.position()] = shape[k];
        }
      }
    }
    for (boolean k : known) {
      if (!k) {
        return null;
      }
    }
    return sizes;
  }

  private static boolean hasDynamicShape(LinalgOp op) {
    for (Value v : op.operands()) {
      if (v.type() instanceof ShapedType st) {
        for (long d : st.shape()) {
          if (d == ShapedType.DYNAMIC) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * MLIR's vectorizeDynamicLinalgOpPrecondition: a dynamically shaped op is vectorized with masks
   * when it is a reduction (generic or linalg.reduce, checked by {@link #supported}), element-wise,
   * a generic, a copy or a contraction.
   */
  private static boolean maskable(LinalgOp op) {
    OpKind k = op.kind();
    boolean reduction = k == OpKind.REDUCE || k == OpKind.GENERIC && op.iteratorTypes().contains("reduction");
    return reduction || isElementwise(op) || switch (k) {
      case GENERIC, COPY, MATMUL, BATCH_MATMUL, MATVEC, VECMAT, DOT -> true;
      default -> false;
    };
  }

  /** MLIR's isElementwise: all loops parallel, permutation outputs, a body of scalar element-wise ops. */
  private static boolean isElementwise(LinalgOp op) {
    if (op.iteratorTypes().contains("reduction")) {
      return false;
    }
    int numInputs = op.inputs().size();
    List<AffineMap> maps = op.indexingMaps();
    for (int j = 0; j < op.inits().size(); j++) {
      AffineMap m = maps.get(numInputs + j);
      if (m.numResults() != m.numDims() || !projectedPermutation(m)) {
        return false;
      }
    }
    Block body = op.body();
    for (Operation o : body) {
      if (o == body.terminator()) {
        continue;
      }
      if (!o.hasTrait(Trait.ELEMENTWISE)) {
        return false;
      }
      for (Value v : o.operands()) {
        if (v.type() instanceof ShapedType) {
          return false;
        }
      }
    }
    return true;
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
    precomputeSizes(loc);
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
      Value read = transferRead(loc, v, zero, st, readMap, readType, withoutConstants(map));
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

  // ---- masks ---------------------------------------------------------------------------------

  /**
   * MLIR's precomputeIterSpaceValueSizes: an index constant for each static loop size, a
   * tensor.dim / memref.dim of the first operand dim the loop indexes for each dynamic one.
   */
  private void precomputeSizes(Location loc) {
    List<AffineMap> maps = op.indexingMaps();
    for (int d = 0; d < staticSizes.length; d++) {
      if (staticSizes[d] != ShapedType.DYNAMIC) {
        sizeValues.add(MemRefBuilders.constantIndex(rw, loc, staticSizes[d]));
        continue;
      }
      Value dim = null;
      for (int i = 0; i < op.numOperands() && dim == null; i++) {
        int k = maps.get(i).results().indexOf(AffineExpr.dim(d));
        if (k >= 0) {
          Value index = MemRefBuilders.constantIndex(rw, loc, k);
          OperationState s = new OperationState(ctx, ctx.opDef(op.hasPureTensorSemantics() ? "tensor.dim" : "memref.dim"), loc);
          s.addOperand(op.operand(i)).addOperand(index);
          s.addType(org.jmlir.ir.type.IndexType.get(ctx));
          dim = rw.create(s).result(0);
        }
      }
      sizeValues.add(dim);
    }
  }

  /**
   * MLIR's getOrCreateMaskFor: the mask of the iteration space projected by {@code map} (a
   * vector.create_mask of the loop sizes, made once per map), or null where the projected static
   * sizes equal the vector sizes.
   */
  private Value maskFor(Location loc, AffineMap map) {
    if (masks.containsKey(map)) {
      return masks.get(map);
    }
    int n = map.numResults();
    long[] shape = new long[n];
    boolean needed = false;
    List<Value> bounds = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      int d = ((AffineDimExpr) map.results().get(k)).position();
      shape[k] = loopSizes[d];
      needed |= staticSizes[d] != loopSizes[d];
      bounds.add(sizeValues.get(d));
    }
    Value mask = null;
    if (needed) {
      OperationState s = new OperationState(ctx, ctx.opDef("vector.create_mask"), loc);
      s.addOperands(bounds);
      s.addType(VectorType.get(ctx, shape, IntegerType.get(ctx, 1)));
      mask = rw.create(s).result(0);
    }
    masks.put(map, mask);
    return mask;
  }

  /** {@code created} wrapped in a vector.mask of {@code mask} (none: itself); further ops go after it. */
  private Operation masked(Operation created, Value mask) {
    if (mask == null) {
      return created;
    }
    Operation m = org.jmlir.dialect.vector.VectorMask.maskOperation(rw, created, created, mask);
    rw.setInsertionPoint(op);
    return m;
  }

  /** The identity map of the loops: the masking map of ops on the whole iteration space. */
  private AffineMap loopsMap() {
    return AffineMap.identity(loopSizes.length);
  }

  /** An indexing map without its constant results (MLIR's masking map of an operand read). */
  private static AffineMap withoutConstants(AffineMap map) {
    List<AffineExpr> r = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      if (!(e instanceof org.jmlir.ir.affine.AffineConstantExpr)) {
        r.add(e);
      }
    }
    return new AffineMap(map.numDims(), map.numSymbols(), r);
  }

  private Value transferRead(Location loc, Value source, Value zero, ShapedType st, AffineMap readMap, VectorType readType,
      AffineMap maskingMap) {
    Value padding = rw.create(UbDialect.poison(ctx, st.elementType(), loc)).result(0);
    Value mask = maskFor(loc, maskingMap);
    OperationState s = new OperationState(ctx, ctx.opDef("vector.transfer_read"), loc);
    s.addOperand(source);
    for (int k = 0; k < st.rank(); k++) {
      s.addOperand(zero);
    }
    s.addOperand(padding);
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, st.rank(), 1, 0));
    s.addAttribute("permutation_map", AffineMapAttr.get(ctx, readMap));
    s.addAttribute("in_bounds", inBounds(readType.shape().length, mask != null));
    s.addType(readType);
    return masked(rw.create(s), mask).result(0);
  }

  private Value extract0d(Location loc, Value v, Type element) {
    OperationState s = new OperationState(ctx, ctx.opDef("vector.extract"), loc);
    s.addOperand(v);
    s.addAttribute("static_position", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[0]));
    s.addType(element);
    return rw.create(s).result(0);
  }

  /** All dims out of bounds, or (masked accesses, which the mask keeps in bounds) all in bounds. */
  private ArrayAttr inBounds(int rank, boolean value) {
    List<Attribute> f = new ArrayList<>();
    for (int k = 0; k < rank; k++) {
      f.add(IntegerAttr.bool(ctx, value));
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
    Value mask = maskFor(loc, map);
    s.addAttribute("in_bounds", inBounds(vt.shape().length, mask != null));
    if (output.type() instanceof org.jmlir.ir.type.RankedTensorType) {
      s.addType(output.type());
    }
    Operation w = masked(rw.create(s), mask);
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
        Value mask = maskFor(o.location(), loopsMap());
        return masked(rw.create(s), mask);
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
