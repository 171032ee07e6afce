package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.DYN;
import static org.jmlir.dialect.hlo.HloShapes.isDynamic;
import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * Result type inference of the HLO ops (StableHLO's TypeInference.cpp shape functions, with their
 * error messages). {@link #infer} returns the inferred result types, null after reporting an error,
 * or {@link #NOT_INFERRED} for ops without inference.
 */
public final class HloInference {
  private HloInference() {}

  /** Returned for ops whose result types are not inferred. */
  public static final List<Type> NOT_INFERRED = List.of();

  static List<Type> fail(Operation op, String message) {
    op.emitError(message).report();
    return null;
  }

  /** The inferred result types of {@code op} (see the class comment). */
  public static List<Type> infer(HloOp op) {
    MLIRContext ctx = op.context();
    return switch (op.mnemonic()) {
      case "abs" -> {
        Type t = op.operand(0).type();
        Type e = HloTypes.elementType(t);
        yield List.of(withElement(ctx, t, e instanceof ComplexType c ? c.elementType() : e));
      }
      // HLO_CompatibleOperandsAndResultType: with equal operand types, the result's is theirs.
      case "add" -> inferAdd(op);
      case "select_and_scatter" -> inferSelectAndScatter(op);
      case "reduce_window" -> inferReduceWindow(op);
      case "uniform_dequantize" ->
          HloTypes.elementType(op.operand(0).type()) instanceof org.jmlir.dialect.quant.UniformQuantizedType q
              ? List.of(withElement(ctx, op.operand(0).type(), q.expressedType()))
              : NOT_INFERRED;
      case "real", "imag" -> List.of(HloTypes.realType(ctx, op.operand(0).type()));
      case "is_finite" -> List.of(withElement(ctx, op.operand(0).type(), IntegerType.get(ctx, 1)));
      case "complex" -> List.of(withElement(ctx, op.operand(0).type(), org.jmlir.ir.type.ComplexType.get(ctx, HloTypes.elementType(op.operand(0).type()))));
      case "compare" -> {
        Type t = op.operand(0).type();
        yield List.of(withElement(ctx, t, IntegerType.get(ctx, 1)));
      }
      case "create_token", "after_all", "outfeed" -> List.of(TokenType.get(ctx, op.def().dialectNamespace()));
      case "send" -> HloCollectives.inferSend(op);
      case "replica_id", "partition_id" -> List.of(RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32, IntegerType.Signedness.UNSIGNED)));
      case "get_dimension_size" -> inferGetDimensionSize(op);
      case "tuple" -> List.of(TupleType.get(ctx, op.operandTypes()));
      case "get_tuple_element" -> inferGetTupleElement(op);
      case "optimization_barrier" -> op.operandTypes();
      case "reverse" -> List.of(op.operand(0).type());
      case "set_dimension_size" -> inferSetDimensionSize(op);
      case "broadcast" -> inferBroadcast(op);
      case "concatenate" -> inferConcatenate(op);
      case "slice" -> inferSlice(op);
      case "transpose" -> inferTranspose(op);
      case "pad" -> inferPad(op);
      case "select" -> inferSelect(op);
      case "clamp" -> inferClamp(op);
      case "reduce" -> inferReduce(op);
      case "sort" -> inferSort(op);
      case "while" -> op.operandTypes();
      case "if" -> inferConditional(op, op.regions());
      case "case" -> inferConditional(op, op.regions());
      case "cholesky" -> inferCholesky(op);
      case "dynamic_slice" -> inferDynamicSlice(op);
      case "dynamic_update_slice" -> inferDynamicUpdateSlice(op);
      case "map" -> HloOpShapes.inferMap(op);
      case "fft" -> HloOpShapes.inferFft(op);
      case "rng" -> HloOpShapes.inferRng(op);
      case "triangular_solve" -> HloOpShapes.inferTriangularSolve(op);
      case "batch_norm_grad", "batch_norm_inference", "batch_norm_training" -> HloOpShapes.inferBatchNorm(op);
      case "scatter" -> inferScatter(op);
      case "gather", "dynamic_gather" -> HloScatterGather.inferGather(op);
      case "all_to_all" -> HloCollectives.inferAllToAll(op);
      case "all_reduce", "collective_reduce" -> HloCollectives.inferAllReduce(op);
      default -> NOT_INFERRED;
    };
  }

  /**
   * inferConvolutionOp's result shape for convolution, or for dynamic_conv with the given {@code [n][2]}
   * padding: null after reporting an error; an empty array when nothing can be inferred.
   */
  public static long[] convolutionShape(HloOp op, long[][] dynamicPadding) {
    return HloWindows.convolutionShape(op, dynamicPadding);
  }

  /**
   * The shaped components StableHLO's InferShapedTypeOpInterface gives (shape and encoding; the
   * element type is the result's), for dot and dot_general; null when the op has none or fails.
   */
  public static Type inferShapedComponents(HloOp op) {
    List<Type> t = switch (op.mnemonic()) {
      case "dot_general" -> inferDotGeneral(op);
      case "dot" -> {
        RankedTensorType lhs = ranked(op, 0);
        RankedTensorType rhs = ranked(op, 1);
        if (lhs == null || rhs == null || lhs.rank() != 2 || rhs.rank() != 2) {
          yield null;
        }
        long[] lb = HloShapes.bounds(lhs);
        long[] rb = HloShapes.bounds(rhs);
        Attribute enc = lhs.encoding() != null ? lhs.encoding() : rhs.encoding();
        yield List.of(HloShapes.tensor(op.context(), new long[] {lhs.shape()[0], rhs.shape()[1]},
            HloTypes.elementType(op.result(0).type()), enc,
            new long[] {lb.length == 0 ? DYN : lb[0], rb.length == 0 ? DYN : rb[1]}));
      }
      default -> null;
    };
    return t == null || t.isEmpty() ? null : t.get(0);
  }

  /**
   * reduce_window: each input's windowed shape (and bounds) with the element type the body returns
   * for it. Attributes of the wrong length infer nothing (their verifier is not ported).
   */
  private static List<Type> inferReduceWindow(HloOp op) {
    int n = op.numOperands() / 2;
    if (n == 0 || op.numRegions() != 1 || op.region(0).blocks().isEmpty()) {
      return NOT_INFERRED;
    }
    Operation terminator = op.region(0).blocks().get(0).terminator();
    if (terminator == null || terminator.numOperands() != n) {
      return NOT_INFERRED;
    }
    long[] dims = HloAttrs.dimValues(op.inherentAttr("window_dimensions"));
    if (dims == null || !(op.operand(0).type() instanceof RankedTensorType first) || first.rank() != dims.length) {
      return NOT_INFERRED;
    }
    long[] strides = orEmpty(op.inherentAttr("window_strides"));
    long[] base = orEmpty(op.inherentAttr("base_dilations"));
    long[] win = orEmpty(op.inherentAttr("window_dilations"));
    long[][] padding = HloWindows.padding(op, op.inherentAttr("padding"));
    if (padding == null || !fits(strides, dims.length) || !fits(base, dims.length) || !fits(win, dims.length)
        || !(padding.length == 0 || padding.length == dims.length)) {
      return NOT_INFERRED;
    }
    for (int i = 0; i < dims.length; i++) {
      if (dims[i] <= 0 || (strides.length > 0 && strides[i] <= 0) || (base.length > 0 && base[i] <= 0)
          || (win.length > 0 && win[i] <= 0)) {
        return NOT_INFERRED;
      }
    }
    HloWindows.Dim[] window = HloWindows.window(op, dims, strides, padding, base, win, new long[0]);
    if (window == null) {
      return null;
    }
    List<Type> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      if (!(op.operand(k).type() instanceof RankedTensorType t) || t.rank() != dims.length) {
        return NOT_INFERRED;
      }
      long[] shape = HloWindows.outputShape(t.shape(), window);
      long[] bounds = HloShapes.bounds(t);
      long[] outBounds = new long[dims.length];
      Arrays.fill(outBounds, DYN);
      if (bounds.length == dims.length) {
        long[] boundShape = bounds.clone();
        outBounds = HloWindows.outputShape(boundShape, window);
        for (int i = 0; i < dims.length; i++) {
          if (!isDynamicDim(t.shape()[i]) || isDynamicDim(bounds[i])) {
            outBounds[i] = DYN;
          }
        }
      }
      out.add(HloShapes.tensor(op.context(), shape, HloTypes.elementType(terminator.operand(k).type()), t.encoding(), outBounds));
    }
    return out;
  }

  private static boolean isDynamicDim(long d) {
    return d == DYN;
  }

  private static long[] orEmpty(Attribute a) {
    long[] v = a == null ? null : HloAttrs.dimValues(a);
    return v == null ? new long[0] : v;
  }

  private static boolean fits(long[] v, int n) {
    return v.length == 0 || v.length == n;
  }

  /** The operand's shape with the element type the scatter region returns (c11, c12). */
  private static List<Type> inferSelectAndScatter(HloOp op) {
    Type operand = op.operand(0).type();
    if (op.numRegions() < 2 || op.region(1).blocks().isEmpty()) {
      return List.of(operand);
    }
    Operation terminator = op.region(1).blocks().get(0).terminator();
    if (terminator == null || terminator.numOperands() != 1) {
      return List.of(operand);
    }
    return List.of(withElement(op.context(), operand, HloTypes.elementType(terminator.operand(0).type())));
  }

  /**
   * HLO_CompatibleOperandsAndResultType on stablehlo.add: equal operand types infer themselves;
   * operands of one element type and different shapes or bounds merge to the most specific type
   * (an error when a size exceeds the other's bound); mixed element types (quantized) infer nothing.
   */
  private static List<Type> inferAdd(HloOp op) {
    if (!op.dialectNamespace().equals("stablehlo")) {
      return NOT_INFERRED;
    }
    Type l = op.operand(0).type();
    Type r = op.operand(1).type();
    if (l.equals(r)) {
      return List.of(l);
    }
    if (!(l instanceof RankedTensorType lt) || !(r instanceof RankedTensorType rt) || !lt.elementType().equals(rt.elementType())
        || lt.rank() != rt.rank()) {
      return NOT_INFERRED;
    }
    Type merged = mergeTypes(op, List.of(l, r), true);
    return merged == null ? null : List.of(merged);
  }

  /** The shape of {@code t} with element type {@code e} (encoding kept). */
  static Type withElement(MLIRContext ctx, Type t, Type e) {
    if (t instanceof RankedTensorType r) {
      return RankedTensorType.get(ctx, r.shape(), e, r.encoding());
    }
    if (t instanceof UnrankedTensorType) {
      return UnrankedTensorType.get(ctx, e);
    }
    return e;
  }

  private static RankedTensorType ranked(Operation op, int i) {
    return op.operand(i).type() instanceof RankedTensorType r ? r : null;
  }

  private static List<Type> inferGetDimensionSize(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    long dim = op.i64("dimension", 0);
    if (t != null) {
      if (dim < 0) {
        return fail(op, "requires non-negative dimension attribute; found (" + dim + ")");
      }
      if (dim >= t.shape().length) {
        return fail(op, "requires dimension attribute in range [0, " + t.shape().length + "); found (" + dim + ")");
      }
    }
    return List.of(RankedTensorType.get(op.context(), new long[0], IntegerType.get(op.context(), 32)));
  }

  private static List<Type> inferSetDimensionSize(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType t) || !(op.operand(1).type() instanceof RankedTensorType st)) {
      return NOT_INFERRED;
    }
    if (st.shape().length != 0) {
      return fail(op, "size operand should be of rank-0");
    }
    long dim = op.i64("dimension", 0);
    int rank = t.shape().length;
    if (dim < 0) {
      return fail(op, "requires non-negative dimension attribute; found (" + dim + ")");
    }
    if (dim >= rank) {
      return fail(op, "requires dimension attribute in range [0, " + rank + "); found (" + dim + ")");
    }
    long[] shape = t.shape().clone();
    long[] bounds = HloShapes.bounds(t).length == rank ? HloShapes.bounds(t).clone() : filled(rank);
    if (!isDynamic(shape[(int) dim])) {
      bounds[(int) dim] = shape[(int) dim];
    }
    shape[(int) dim] = DYN;
    long[] size = HloScatterGather.constInts(op.operand(1));
    if (size != null && size.length > 0 && size[0] == bounds[(int) dim]) {
      shape[(int) dim] = size[0];
      bounds[(int) dim] = DYN;
    }
    boolean any = false;
    for (long b : bounds) {
      any |= !isDynamic(b);
    }
    Attribute enc = any ? TypeExtensionsAttr.get(op.context(), op.def().dialectNamespace(), bounds) : null;
    return List.of(RankedTensorType.get(op.context(), shape, t.elementType(), enc));
  }

  private static long[] filled(int n) {
    long[] a = new long[n];
    Arrays.fill(a, DYN);
    return a;
  }

  private static List<Type> inferGetTupleElement(HloOp op) {
    if (!(op.operand(0).type() instanceof TupleType tt)) {
      return fail(op, "operand should be a tuple type");
    }
    long index = op.i64("index", 0);
    if (index < 0 || index >= tt.types().size()) {
      return fail(op, "index " + index + " is out of bounds of operand with size " + tt.types().size());
    }
    return List.of(tt.types().get((int) index));
  }

  private static List<Type> inferBroadcast(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    long[] sizes = HloDirectives.orEmpty(op.i64Array("broadcast_sizes"));
    for (long s : sizes) {
      if (s < 0) {
        return fail(op, "Broadcast with negative dimension size " + s);
      }
    }
    if (t == null) {
      return NOT_INFERRED;
    }
    long[] shape = new long[sizes.length + t.shape().length];
    System.arraycopy(sizes, 0, shape, 0, sizes.length);
    System.arraycopy(t.shape(), 0, shape, sizes.length, t.shape().length);
    return List.of(RankedTensorType.get(op.context(), shape, t.elementType()));
  }

  private static List<Type> inferConcatenate(HloOp op) {
    if (op.numOperands() == 0) {
      return NOT_INFERRED;
    }
    RankedTensorType w = ranked(op, 0);
    if (w == null) {
      return NOT_INFERRED;
    }
    int rank = w.shape().length;
    long dimension = op.i64("dimension", 0);
    if (rank == 0) {
      return fail(op, "rank-0 values cannot be concatenated");
    }
    if (dimension >= rank) {
      return fail(op, "dimension " + dimension + " is out-of-bounds for input rank " + rank);
    }
    for (int i = 0; i < op.numOperands(); i++) {
      RankedTensorType t = ranked(op, i);
      if (t == null) {
        return NOT_INFERRED;
      }
      if (t.shape().length != rank) {
        return fail(op, "operands (0) and (" + i + ") do not match rank");
      }
      for (int d = 0; d < rank; d++) {
        if (d != dimension && !HloShapes.compatibleDims(w.shape()[d], t.shape()[d])) {
          return fail(
              op,
              "shapes of operand (0) and (" + i + ") are not compatible at non-concat index " + d + ": ("
                  + HloShapes.list(w.shape()) + ") != (" + HloShapes.list(t.shape()) + ")");
        }
      }
    }
    long[] sizes = new long[rank];
    long[] bounds = new long[rank];
    Arrays.fill(sizes, DYN);
    Arrays.fill(bounds, DYN);
    sizes[(int) dimension] = 0;
    boolean anyBounds = false;
    for (int i = 0; i < op.numOperands(); i++) {
      RankedTensorType t = ranked(op, i);
      long[] b = HloShapes.bounds(t);
      anyBounds |= b.length > 0;
      for (int d = 0; d < rank; d++) {
        long rs = t.shape()[d];
        long rb = b.length == 0 ? DYN : b[d];
        if (d == dimension) {
          long ls = sizes[d];
          long lb = bounds[d];
          if (!isDynamic(ls) && !isDynamic(rs)) {
            sizes[d] = ls + rs;
            bounds[d] = DYN;
          } else {
            long l = isDynamic(ls) ? lb : ls;
            long r = isDynamic(rs) ? rb : rs;
            sizes[d] = DYN;
            bounds[d] = !isDynamic(l) && !isDynamic(r) ? l + r : DYN;
          }
        } else {
          long[] sb = mostSpecific(op, d, sizes[d], rs, bounds[d], rb);
          if (sb == null) {
            return null;
          }
          sizes[d] = sb[0];
          bounds[d] = sb[1];
        }
      }
    }
    Attribute enc = null;
    for (int i = 0; i < op.numOperands() && enc == null; i++) {
      enc = ranked(op, i).encoding();
    }
    return List.of(HloShapes.tensor(op.context(), sizes, w.elementType(), enc, anyBounds ? bounds : null));
  }

  /** inferMostSpecificDimAndBound: {size, bound}, or null after an error. */
  static long[] mostSpecific(Operation op, int dim, long ls, long rs, long lb, long rb) {
    long size = DYN;
    long bound = DYN;
    if (!isDynamic(ls) || !isDynamic(rs)) {
      if (!isDynamic(ls) && !isDynamic(rs) && ls != rs) {
        fail(op, "Mismatched dimension sizes " + ls + " and " + rs + " in dimension " + dim);
        return null;
      }
      size = !isDynamic(ls) ? ls : rs;
      if (!isDynamic(lb) || !isDynamic(rb)) {
        long check = !isDynamic(lb) ? lb : rb;
        if (size > check) {
          fail(op, "Mismatched dimension size " + size + " and bound " + check + " in dimension " + dim);
          return null;
        }
      }
    } else if (!isDynamic(lb) && !isDynamic(rb)) {
      bound = Math.min(lb, rb);
    } else {
      bound = !isDynamic(lb) ? lb : rb;
    }
    return new long[] {size, bound};
  }

  /** inferLeastSpecificDimAndBound (conditional branches). */
  private static long[] leastSpecific(Operation op, int dim, long ls, long rs, long lb, long rb) {
    long size = DYN;
    long bound = DYN;
    if (!isDynamic(ls) || !isDynamic(rs)) {
      if (!isDynamic(ls) && !isDynamic(rs)) {
        if (ls != rs) {
          fail(op, "Mismatched dimension sizes " + ls + " and " + rs + " in dimension " + dim);
          return null;
        }
        size = ls;
      } else if (!isDynamic(lb) || !isDynamic(rb)) {
        bound = !isDynamic(ls) ? Math.max(ls, rb) : Math.max(rs, lb);
      }
    } else if (!isDynamic(lb) && !isDynamic(rb)) {
      bound = Math.max(lb, rb);
    }
    return new long[] {size, bound};
  }

  /** Merges {@code types} dimension by dimension (inferMostSpecificType / inferLeastSpecificType). */
  static Type mergeTypes(Operation op, List<Type> types, boolean most) {
    List<RankedTensorType> ranked = new ArrayList<>();
    for (Type t : types) {
      if (t instanceof RankedTensorType r) {
        ranked.add(r);
      }
    }
    if (ranked.isEmpty()) {
      return types.get(0);
    }
    if (!most && ranked.size() != types.size()) {
      return types.get(0) instanceof RankedTensorType r ? UnrankedTensorType.get(op.context(), r.elementType()) : types.get(0);
    }
    RankedTensorType w = ranked.get(0);
    int rank = w.shape().length;
    for (RankedTensorType r : ranked) {
      if (r.shape().length != rank) {
        fail(op, "Mismatched ranks of types" + rank + " vs " + r.shape().length);
        return null;
      }
    }
    long[] sizes = w.shape().clone();
    long[] b0 = HloShapes.bounds(w);
    long[] bounds = new long[rank];
    Arrays.fill(bounds, DYN);
    if (b0.length == rank) {
      bounds = b0.clone();
    }
    for (int k = 1; k < ranked.size(); k++) {
      RankedTensorType r = ranked.get(k);
      long[] rb = HloShapes.bounds(r);
      for (int d = 0; d < rank; d++) {
        long[] sb =
            most
                ? mostSpecific(op, d, sizes[d], r.shape()[d], bounds[d], rb.length == 0 ? DYN : rb[d])
                : leastSpecific(op, d, sizes[d], r.shape()[d], bounds[d], rb.length == 0 ? DYN : rb[d]);
        if (sb == null) {
          return null;
        }
        sizes[d] = sb[0];
        bounds[d] = sb[1];
      }
    }
    return HloShapes.tensor(op.context(), sizes, w.elementType(), w.encoding(), bounds);
  }

  private static List<Type> inferSlice(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    if (t == null) {
      return NOT_INFERRED;
    }
    long[] start = HloDirectives.orEmpty(op.i64Array("start_indices"));
    long[] limit = HloDirectives.orEmpty(op.i64Array("limit_indices"));
    long[] strides = HloDirectives.orEmpty(op.i64Array("strides"));
    int rank = t.shape().length;
    if (start.length != rank) {
      return fail(op, "the number of elements in start_indices (" + start.length + ") does not match the rank of the operand (" + rank + ")");
    }
    if (limit.length != rank || strides.length != rank) {
      return fail(op, "requires the same number of elements in start_indices, limit_indices and strides");
    }
    long[] bounds = HloShapes.bounds(t);
    long[] shape = new long[rank];
    long[] rb = new long[bounds.length];
    Arrays.fill(rb, DYN);
    for (int i = 0; i < rank; i++) {
      if (start[i] < 0) {
        return fail(op, "negative start index " + start[i] + " in dimension " + i);
      }
      boolean staticDim = !isDynamic(t.shape()[i]);
      boolean staticBound = bounds.length > 0 && !isDynamic(bounds[i]);
      if (staticDim || staticBound) {
        long sizeOrBound = staticDim ? t.shape()[i] : bounds[i];
        if (limit[i] > sizeOrBound) {
          return fail(
              op,
              "limit index " + limit[i] + " is larger than dimension " + (staticDim ? "size" : "bound") + " " + sizeOrBound
                  + " in dimension " + i);
        }
      }
      if (start[i] > limit[i]) {
        return fail(op, "start index " + start[i] + " is larger than limit index " + limit[i] + " in dimension " + i);
      }
      if (strides[i] <= 0) {
        return fail(op, "stride must be positive but got " + strides[i] + " in dimension " + i);
      }
      shape[i] = Math.ceilDiv(limit[i] - start[i], strides[i]);
    }
    return List.of(HloShapes.tensor(op.context(), shape, t.elementType(), t.encoding(), rb));
  }

  private static List<Type> inferTranspose(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    if (t == null) {
      return NOT_INFERRED;
    }
    long[] perm = HloDirectives.orEmpty(op.i64Array("permutation"));
    int rank = t.shape().length;
    if (perm.length != rank) {
      return fail(op, "TransposeOp operand rank " + rank + " does not match permutation size " + perm.length);
    }
    long[] sorted = perm.clone();
    Arrays.sort(sorted);
    for (int i = 0; i < rank; i++) {
      if (sorted[i] != i) {
        long[] range = new long[rank];
        for (int k = 0; k < rank; k++) {
          range[k] = k;
        }
        return fail(op, "attribute permutation must be a permutation of [" + HloShapes.list(range) + "] but got " + HloShapes.list(perm));
      }
    }
    long[] bounds = HloShapes.bounds(t);
    long[] shape = new long[rank];
    long[] rb = new long[bounds.length];
    for (int i = 0; i < rank; i++) {
      shape[i] = t.shape()[(int) perm[i]];
      if (bounds.length > 0) {
        rb[i] = bounds[(int) perm[i]];
      }
    }
    return List.of(HloShapes.tensor(op.context(), shape, t.elementType(), t.encoding(), rb));
  }

  private static List<Type> inferPad(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    if (t == null) {
      return NOT_INFERRED;
    }
    long[] low = HloDirectives.orEmpty(op.i64Array("edge_padding_low"));
    long[] high = HloDirectives.orEmpty(op.i64Array("edge_padding_high"));
    long[] interior = HloDirectives.orEmpty(op.i64Array("interior_padding"));
    int rank = t.shape().length;
    if (op.operand(1).type() instanceof RankedTensorType pv && pv.shape().length != 0) {
      return fail(op, "padding value type should be a rank-0 tensor, is rank " + pv.shape().length);
    }
    if (low.length != rank) {
      return fail(op, "edge_padding_low length (" + low.length + ") must match operand rank (" + rank + ")");
    }
    if (high.length != rank) {
      return fail(op, "edge_padding_high length (" + high.length + ") must match operand rank (" + rank + ")");
    }
    if (interior.length != rank) {
      return fail(op, "interior_padding length (" + interior.length + ") must match operand rank (" + rank + ")");
    }
    long[] bounds = HloShapes.bounds(t);
    long[] shape = new long[rank];
    Arrays.fill(shape, DYN);
    long[] rb = new long[bounds.length];
    Arrays.fill(rb, DYN);
    for (int i = 0; i < rank; i++) {
      if (interior[i] < 0) {
        return fail(op, "Interior padding cannot be negative: " + interior[i]);
      }
      boolean staticDim = !isDynamic(t.shape()[i]);
      boolean staticBound = bounds.length > 0 && !isDynamic(bounds[i]);
      if (staticDim || staticBound) {
        long sb = staticDim ? t.shape()[i] : bounds[i];
        long r = sb + low[i] + high[i] + Math.max(sb - 1, 0) * interior[i];
        if (r < 0) {
          return fail(op, "Padding result in negative " + (staticDim ? "size" : "bound") + " for dimension " + i);
        }
        if (staticDim) {
          shape[i] = r;
        } else {
          rb[i] = r;
        }
      }
    }
    return List.of(HloShapes.tensor(op.context(), shape, t.elementType(), t.encoding(), rb));
  }

  private static List<Type> inferSelect(HloOp op) {
    Type pred = op.operand(0).type();
    Type onTrue = op.operand(1).type();
    Type onFalse = op.operand(2).type();
    if (!HloShapes.compatibleShapeAndElementType(onTrue, onFalse, false)) {
      return fail(op, "requires compatible types for non-predicate operands");
    }
    if (pred instanceof RankedTensorType p && p.shape().length != 0 && !HloShapes.compatibleShape(pred, onTrue)) {
      return fail(op, "requires the same shape for all operands");
    }
    Type t = mergeTypes(op, List.of(onTrue, onFalse), true);
    return t == null ? null : List.of(t);
  }

  private static List<Type> inferClamp(HloOp op) {
    RankedTensorType operand = ranked(op, 1);
    RankedTensorType min = ranked(op, 0);
    RankedTensorType max = ranked(op, 2);
    if (operand == null || min == null || max == null) {
      return NOT_INFERRED;
    }
    if (!HloShapes.compatibleShape(min, operand) && min.shape().length != 0) {
      return fail(
          op,
          "min shape [" + HloShapes.list(min.shape()) + "] is not scalar and is not compatible to operand shape ["
              + HloShapes.list(operand.shape()) + "]");
    }
    if (!HloShapes.compatibleShape(max, operand) && max.shape().length != 0) {
      return fail(
          op,
          "max shape [" + HloShapes.list(max.shape()) + "] is not scalar and is not compatible to operand shape ["
              + HloShapes.list(operand.shape()) + "]");
    }
    return List.of(operand);
  }

  private static List<Type> inferCholesky(HloOp op) {
    RankedTensorType a = ranked(op, 0);
    if (a == null) {
      return NOT_INFERRED;
    }
    long[] s = a.shape();
    if (s.length < 2) {
      return fail(op, "argument 'a' must have rank >= 2, got shape " + HloShapes.list(s) + ".");
    }
    if (!HloShapes.compatibleDims(s[s.length - 2], s[s.length - 1])) {
      return fail(op, "minor dimensions of 'a' must have equal size, got shape " + HloShapes.list(s) + ".");
    }
    return List.of(a);
  }

  /** dot_general's verifier: the inferred shape against the result, and the algorithm's precision rule. */
  static boolean verifyDotGeneral(HloOp op) {
    List<Type> t = inferDotGeneral(op);
    if (t == null) {
      return false;
    }
    if (t != NOT_INFERRED && t.get(0) instanceof RankedTensorType inf && op.result(0).type() instanceof RankedTensorType r) {
      boolean ok = inf.shape().length == r.shape().length;
      for (int i = 0; ok && i < r.shape().length; i++) {
        ok = HloShapes.compatibleDims(inf.shape()[i], r.shape()[i]);
      }
      if (!ok) {
        return fail(op, "inferred shape '[" + HloShapes.list(inf.shape()) + "]' is incompatible with return type of operation " + q(r)) != null;
      }
    }
    if (op.inherentAttr("algorithm") != null && op.inherentAttr("precision_config") instanceof ArrayAttr pc) {
      for (Attribute a : pc.elements()) {
        if (a instanceof HloEnumAttr e && !e.value().equals("DEFAULT")) {
          return fail(op, "must specify DEFAULT precision config when algorithm is set.") != null;
        }
      }
    }
    return true;
  }

  private static List<Type> inferDotGeneral(HloOp op) {
    RankedTensorType lhs = ranked(op, 0);
    RankedTensorType rhs = ranked(op, 1);
    if (!(op.inherentAttr("dot_dimension_numbers") instanceof DotDimensionNumbersAttr d) || lhs == null || rhs == null) {
      return NOT_INFERRED;
    }
    if (!verifyPrecisionConfig(op)) {
      return null;
    }
    long[] lb = d.lhsBatchingDimensions();
    long[] rb = d.rhsBatchingDimensions();
    long[] lc = d.lhsContractingDimensions();
    long[] rc = d.rhsContractingDimensions();
    if (lb.length != rb.length) {
      return fail(op, "lhs and rhs should have the same number of batching dimensions");
    }
    if (lc.length != rc.length) {
      return fail(op, "lhs and rhs should have the same number of contracting dimensions");
    }
    if (!distinct(op, lb, lc, "lhs_batching_dimensions", "lhs_contracting_dimensions")
        || !distinct(op, rb, rc, "rhs_batching_dimensions", "rhs_contracting_dimensions")) {
      return null;
    }
    if (!inRange(op, lhs.shape().length, lb, "lhs_batching_dimensions")
        || !inRange(op, lhs.shape().length, lc, "lhs_contracting_dimensions")
        || !inRange(op, rhs.shape().length, rb, "rhs_batching_dimensions")
        || !inRange(op, rhs.shape().length, rc, "rhs_contracting_dimensions")) {
      return null;
    }
    for (int i = 0; i < lb.length; i++) {
      if (!HloShapes.compatibleDims(lhs.shape()[(int) lb[i]], rhs.shape()[(int) rb[i]])) {
        return fail(op, "batching dimension sizes must match for lhs/rhs");
      }
    }
    for (int i = 0; i < lc.length; i++) {
      if (!HloShapes.compatibleDims(lhs.shape()[(int) lc[i]], rhs.shape()[(int) rc[i]])) {
        return fail(op, "contracting dimension sizes must match for lhs/rhs");
      }
    }
    long[] lbounds = HloShapes.bounds(lhs);
    long[] rbounds = HloShapes.bounds(rhs);
    List<Long> dims = new ArrayList<>();
    List<Long> bnds = new ArrayList<>();
    for (int i = 0; i < lb.length; i++) {
      long[] sb =
          mostSpecific(
              op,
              i,
              lhs.shape()[(int) lb[i]],
              rhs.shape()[(int) rb[i]],
              lbounds.length == 0 ? DYN : lbounds[(int) lb[i]],
              rbounds.length == 0 ? DYN : rbounds[(int) rb[i]]);
      if (sb == null) {
        return null;
      }
      dims.add(sb[0]);
      bnds.add(sb[1]);
    }
    addFree(lhs, lbounds, lb, lc, dims, bnds);
    addFree(rhs, rbounds, rb, rc, dims, bnds);
    Attribute enc = lhs.encoding() != null ? lhs.encoding() : rhs.encoding();
    Type resultElement = HloTypes.elementType(op.result(0).type());
    return List.of(HloShapes.tensor(op.context(), HloAttrParser.toArray(dims), resultElement, enc, HloAttrParser.toArray(bnds)));
  }

  private static void addFree(RankedTensorType t, long[] bounds, long[] batch, long[] contract, List<Long> dims, List<Long> bnds) {
    for (int i = 0; i < t.shape().length; i++) {
      if (!contains(batch, i) && !contains(contract, i)) {
        dims.add(t.shape()[i]);
        bnds.add(bounds.length == 0 ? DYN : bounds[i]);
      }
    }
  }

  static boolean contains(long[] a, long v) {
    for (long x : a) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }

  private static boolean distinct(Operation op, long[] a, long[] b, String an, String bn) {
    Set<Long> seen = new HashSet<>();
    for (long[] arr : new long[][] {a, b}) {
      for (long d : arr) {
        if (!seen.add(d)) {
          op.emitError("has duplicated dimension from " + an + " and " + bn + ": " + d).report();
          return false;
        }
      }
    }
    return true;
  }

  private static boolean inRange(Operation op, int rank, long[] dims, String name) {
    for (long d : dims) {
      if (d < 0 || d >= rank) {
        op.emitError(name + " value: " + d + " is out of range: [0, " + rank + ")").report();
        return false;
      }
    }
    return true;
  }

  /** verifyPrecisionConfig: at most two precisions. */
  static boolean verifyPrecisionConfig(Operation op) {
    return HloWindows.verifyPrecision(op);
  }

  private static List<Type> inferReduce(HloOp op) {
    int n = op.numOperands() / 2;
    if (n == 0 || op.numOperands() % 2 != 0) {
      return NOT_INFERRED;
    }
    List<Type> inputs = op.operandTypes().subList(0, n);
    List<Type> inits = op.operandTypes().subList(n, 2 * n);
    long[] dims = HloDirectives.orEmpty(op.i64Array("dimensions"));
    long[][] newDims = new long[1][];
    Attribute[] enc = new Attribute[1];
    long[][] newBounds = new long[1][];
    if (!verifyReduceInputs(op, inputs, dims, newDims, newBounds, enc)) {
      return null;
    }
    Region body = op.region(0);
    List<Type> acc = new ArrayList<>(inputs);
    if (!body.isEmpty() && body.blocks().get(0).last() != null) {
      acc = body.blocks().get(0).last().operandTypes();
    }
    List<Type> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Type a = i < acc.size() ? acc.get(i) : inputs.get(i);
      Type e = HloTypes.elementType(a);
      if (inputs.get(0) instanceof RankedTensorType) {
        out.add(HloShapes.tensor(op.context(), newDims[0], e, enc[0], newBounds[0]));
      } else {
        out.add(UnrankedTensorType.get(op.context(), e));
      }
    }
    return out;
  }

  /** verifyReduceOpInputsAndInferShape. */
  static boolean verifyReduceInputs(Operation op, List<Type> inputs, long[] dims, long[][] newDims, long[][] newBounds, Attribute[] enc) {
    Type w = inputs.get(0);
    for (int i = 1; i < inputs.size(); i++) {
      if (!HloShapes.compatibleShape(w, inputs.get(i))) {
        op.emitError("expects all inputs to have compatible shapes. Shape at input-index " + i + " is not compatible with shape at input-index 0").report();
        return false;
      }
    }
    if (!(w instanceof RankedTensorType r)) {
      newDims[0] = new long[0];
      newBounds[0] = new long[0];
      return true;
    }
    int rank = r.shape().length;
    Set<Long> seen = new HashSet<>();
    for (long d : dims) {
      if (d < 0 || d >= rank) {
        op.emitError("Out-of-bounds dimension " + d + ", expected to be in range [0, " + rank + ")").report();
        return false;
      }
      if (!seen.add(d)) {
        op.emitError("Duplicate reduction dimension: " + d).report();
        return false;
      }
    }
    long[] bounds = HloShapes.bounds(r);
    List<Long> nd = new ArrayList<>();
    List<Long> nb = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      if (!seen.contains((long) i)) {
        nd.add(r.shape()[i]);
        if (bounds.length > 0) {
          nb.add(bounds[i]);
        }
      }
    }
    newDims[0] = HloAttrParser.toArray(nd);
    newBounds[0] = HloAttrParser.toArray(nb);
    enc[0] = r.encoding();
    return true;
  }

  /** verifyReducerShape: the reduction body's arguments and results against the inputs and inits. */
  static boolean verifyReducerShape(Operation op, Block block, List<Type> inputs, List<Type> inits, long[] allowedDims) {
    int n = inputs.size();
    if (block.numArguments() != n * 2) {
      op.emitError("Reduction-region must take " + (n * 2) + " parameters, but takes " + block.numArguments() + " parameter(s)").report();
      return false;
    }
    Operation term = block.last();
    if (term == null || !term.hasTrait(org.jmlir.ir.Trait.TERMINATOR)) {
      op.emitError("The reduction-region expected to have a terminator").report();
      return false;
    }
    if (term.numOperands() == 0) {
      op.emitError("The reduction-region expected to return some value(s)").report();
      return false;
    }
    if (term.numOperands() != n) {
      op.emitError("Reduction-region here must produce " + n + " tensors, but produces " + term.numOperands() + " instead").report();
      return false;
    }
    List<Type> acc = new ArrayList<>();
    for (Value v : term.operands()) {
      if (!(v.type() instanceof ShapedType)) {
        op.emitError("Reduction-region here must produce tensor-typed result(s), but produces " + q(v.type()) + " instead").report();
        return false;
      }
      acc.add(v.type());
    }
    for (int i = 0; i < n; i++) {
      Type a = acc.get(i);
      Type arg = block.argument(i).type();
      Type arg2 = block.argument(n + i).type();
      if (!HloShapes.compatibleShapeAndElementType(a, arg, false)) {
        op.emitError("The type of reduction-region's parameter at index " + i + " is different than the corresponding result type: " + q(arg) + " vs " + q(a)).report();
        return false;
      }
      if (!HloShapes.compatibleShapeAndElementType(a, arg2, true)) {
        op.emitError(
                "The type of reduction-region's parameter at index " + (n + i) + " is different than the corresponding result type: " + q(arg2) + " vs "
                    + q(a))
            .report();
        return false;
      }
      if (!HloShapes.compatibleShape(inits.get(i), a)) {
        op.emitError(
                "The shape of reduction-region's result type at index " + i + " differs from the op's corresponding init-value type: " + q(a) + " vs "
                    + q(inits.get(i)))
            .report();
        return false;
      }
      if (!HloShapes.promotable(inits.get(i), a, true)) {
        op.emitError(
                "The element-type of reduction-region's result type at index " + i
                    + " is expected to be promotable from the op's corresponding init-value element-type: " + q(a) + " vs " + q(inits.get(i)))
            .report();
        return false;
      }
      if (!HloShapes.promotable(inputs.get(i), arg2, true)) {
        op.emitError(
                "The element-type of reduction-region's argument at index " + (n + i) + " is expected to be promotable from "
                    + q(HloTypes.elementType(inputs.get(i))) + ", but got " + q(HloTypes.elementType(arg2)))
            .report();
        return false;
      }
      if (!(arg2 instanceof RankedTensorType at)) {
        continue;
      }
      long[] argShape = at.shape();
      if (argShape.length > allowedDims.length) {
        op.emitError("The rank of reduction-region's argument at index " + (n + i) + " is expected to be <= " + allowedDims.length + ", got " + argShape.length).report();
        return false;
      }
      int k = 0;
      for (int j = 0; j < allowedDims.length && k < argShape.length; j++) {
        if (HloShapes.compatibleDims(allowedDims[j], argShape[k])) {
          k++;
        }
      }
      if (k != argShape.length) {
        op.emitError(
                "The shape of reduction-region's argument at index " + (n + i) + " is not compatible with that of reduce-op's input-parameter at index " + i)
            .report();
        return false;
      }
    }
    return true;
  }

  private static List<Type> inferSort(HloOp op) {
    return op.operandTypes();
  }

  private static List<Type> inferConditional(HloOp op, List<Region> branches) {
    if (op.operand(0).type() instanceof RankedTensorType r && r.shape().length != 0) {
      return fail(op, "operand should be rank 0 tensor but got rank " + r.shape().length);
    }
    if (branches.isEmpty()) {
      return fail(op, "expect at least one branch");
    }
    for (Region r : branches) {
      if (r.isEmpty()) {
        return fail(op, "expect non-empty region");
      }
    }
    Operation t0 = branches.get(0).blocks().get(0).last();
    if (t0 == null) {
      return NOT_INFERRED;
    }
    List<Type> types0 = t0.operandTypes();
    for (int i = 0; i < branches.size(); i++) {
      Block b = branches.get(i).blocks().get(0);
      if (b.numArguments() != 0) {
        return fail(op, "branch " + i + " must have 0 arguments, but found " + b.numArguments());
      }
      Operation t = b.last();
      if (t == null) {
        return NOT_INFERRED;
      }
      if (!HloShapes.compatible(types0, t.operandTypes())) {
        return fail(op, "branch 0 and branch " + i + " have mismatched return types: " + q(types0) + " vs " + q(t.operandTypes()));
      }
    }
    List<Type> out = new ArrayList<>();
    for (int i = 0; i < types0.size(); i++) {
      List<Type> ts = new ArrayList<>();
      for (Region r : branches) {
        ts.add(r.blocks().get(0).last().operandTypes().get(i));
      }
      Type t = mergeTypes(op, ts, false);
      if (t == null) {
        return null;
      }
      out.add(t);
    }
    return out;
  }

  private static List<Type> inferDynamicSlice(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    if (t == null) {
      return NOT_INFERRED;
    }
    int nIdx = op.numOperands() - 1;
    long[] sizes = HloDirectives.orEmpty(op.i64Array("slice_sizes"));
    int rank = t.shape().length;
    if (nIdx != sizes.length) {
      return fail(op, "has mismatched number of slice sizes (" + sizes.length + ") and number of start indices (" + nIdx + ")");
    }
    if (rank != nIdx) {
      return fail(op, "has mismatched number of start indices (" + nIdx + ") and the rank of operand (" + rank + ")");
    }
    for (int i = 2; i < op.numOperands(); i++) {
      if (!HloShapes.sameElementType(op.operand(1).type(), op.operand(i).type(), true)) {
        return fail(op, "start indices must have same element type");
      }
    }
    for (int i = 0; i < rank; i++) {
      if (sizes[i] < 0) {
        return fail(op, "has negative size index to dynamic slice: " + sizes[i]);
      }
      if (!isDynamic(t.shape()[i]) && sizes[i] > t.shape()[i]) {
        return fail(op, "has slice size " + sizes[i] + " greater than dimension size " + t.shape()[i] + " in dimension " + i + " of operand");
      }
    }
    return List.of(RankedTensorType.get(op.context(), sizes, t.elementType()));
  }

  private static List<Type> inferDynamicUpdateSlice(HloOp op) {
    RankedTensorType t = ranked(op, 0);
    RankedTensorType u = ranked(op, 1);
    if (t == null || u == null) {
      return NOT_INFERRED;
    }
    int nIdx = op.numOperands() - 2;
    if (t.shape().length != u.shape().length) {
      return fail(op, "update rank does not match operand rank: " + u.shape().length + " vs " + t.shape().length + ".");
    }
    if (nIdx != t.shape().length) {
      return fail(op, "expects number of start_indices to match operand rank: " + nIdx + " vs " + t.shape().length + ".");
    }
    for (int i = 3; i < op.numOperands(); i++) {
      if (!HloTypes.elementType(op.operand(2).type()).equals(HloTypes.elementType(op.operand(i).type()))) {
        return fail(op, "start indices must have same element type");
      }
    }
    for (int i = 0; i < t.shape().length; i++) {
      if (!isDynamic(t.shape()[i]) && !isDynamic(u.shape()[i]) && u.shape()[i] > t.shape()[i]) {
        return fail(op, "expects size at dimension " + i + " of update to be in range [0, " + t.shape()[i] + "]. Got: " + u.shape()[i] + ".");
      }
    }
    return List.of(t);
  }

  private static List<Type> inferScatter(HloOp op) {
    int n = (op.numOperands() - 1) / 2;
    if (n <= 0) {
      return NOT_INFERRED;
    }
    List<Type> acc = null;
    Region r = op.region(0);
    if (!r.isEmpty() && r.blocks().get(0).last() != null) {
      acc = r.blocks().get(0).last().operandTypes();
    }
    List<Type> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Type in = op.operand(i).type();
      Type e = acc != null && i < acc.size() ? HloTypes.elementType(acc.get(i)) : HloTypes.elementType(in);
      out.add(withElement(op.context(), in, e));
    }
    return out;
  }


}
