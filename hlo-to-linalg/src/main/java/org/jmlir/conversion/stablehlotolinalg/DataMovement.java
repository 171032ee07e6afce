package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The data-movement lowerings: broadcasts, transpose, reverse, iota, constants, reshapes,
 * concatenate, the slices, pad, map, torch_index_select, set_dimension_size and the
 * shape-changing bitcast_convert, in the forms StableHLO's patterns produce.
 */
final class DataMovement {
  private final Lowering l;

  DataMovement(Lowering l) {
    this.l = l;
  }

  boolean lower(HloOp op) {
    return switch (op.mnemonic()) {
      case "broadcast_in_dim" -> l.primitive ? broadcastToLinalgBroadcast(op) : broadcastInDim(op);
      case "broadcast" -> l.primitive ? simpleBroadcast(op, op.i64Array("broadcast_sizes").length) : broadcast(op);
      case "dynamic_broadcast_in_dim" -> dynamicBroadcastInDim(op);
      case "transpose" -> transpose(op);
      case "reverse" -> reverse(op);
      case "iota", "dynamic_iota" -> iota(op);
      case "constant" -> constant(op);
      case "reshape" -> reshape(op);
      case "concatenate" -> concatenate(op);
      case "slice" -> slice(op);
      case "dynamic_slice" -> dynamicSlice(op);
      case "dynamic_update_slice" -> dynamicUpdateSlice(op);
      case "real_dynamic_slice" -> realDynamicSlice(op);
      case "pad" -> pad(op);
      case "map" -> map(op);
      case "torch_index_select" -> torchIndexSelect(op);
      case "gather" -> gather((org.jmlir.dialect.hlo.GatherOp) op);
      case "set_dimension_size" -> setDimensionSize(op);
      default -> false;
    };
  }

  // ---- one-input generics --------------------------------------------------------------------

  /** DataMovementOpConverter: a generic copying its input through {@code inputMap}. */
  private boolean copy(HloOp op, AffineMap inputMap, Value init) {
    RankedTensorType result = l.resultType(op, 0);
    int rank = result.rank();
    Operation g =
        l.generic(op.location(), op, List.of(l.in(op.operand(0))), List.of(init), List.of(inputMap, AffineMap.identity(rank)),
            Lowering.parallel(rank), List.of(result), (b, args) -> List.of(args.get(0)));
    l.replace(op, g.results());
    return true;
  }

  /** Dynamic result sizes from the operand dims they come from, or null when one has no source. */
  private Value emptyFromOperandDims(Location loc, RankedTensorType result, Value operand, int[] sourceDim) {
    // The sizes are read in the operand's dimension order (as the ops' reifyReturnTypeShapes do).
    java.util.TreeMap<Integer, Value> sizes = new java.util.TreeMap<>();
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      if (sourceDim[i] < 0) {
        return null;
      }
      sizes.put(sourceDim[i], null);
    }
    for (java.util.Map.Entry<Integer, Value> e : sizes.entrySet()) {
      e.setValue(l.dim(loc, operand, e.getKey()));
    }
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] == ShapedType.DYNAMIC) {
        dynamic.add(sizes.get(sourceDim[i]));
      }
    }
    return l.empty(loc, result, dynamic);
  }

  private boolean broadcastInDim(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    RankedTensorType in = Lowering.tensorType(op.operand(0));
    long[] dims = op.i64Array("broadcast_dimensions");
    int rank = result.rank();
    List<AffineExpr> exprs = new ArrayList<>();
    int[] source = new int[rank];
    Arrays.fill(source, -1);
    for (int i = 0; i < dims.length; i++) {
      boolean expanding = in.shape()[i] == 1 && result.shape()[(int) dims[i]] != 1;
      exprs.add(expanding ? AffineExpr.constant(0) : AffineExpr.dim((int) dims[i]));
      if (!expanding) {
        source[(int) dims[i]] = i;
      }
    }
    Value init = emptyFromOperandDims(op.location(), result, l.in(op.operand(0)), source);
    if (init == null) {
      return false;
    }
    return copy(op, new AffineMap(rank, 0, exprs), init);
  }

  private boolean broadcast(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    int rank = result.rank();
    int prepended = op.i64Array("broadcast_sizes").length;
    int inRank = Lowering.tensorType(op.operand(0)).rank();
    List<AffineExpr> exprs = new ArrayList<>();
    int[] source = new int[rank];
    Arrays.fill(source, -1);
    for (int i = 0; i < inRank; i++) {
      exprs.add(AffineExpr.dim(prepended + i));
      source[prepended + i] = i;
    }
    Value init = emptyFromOperandDims(op.location(), result, l.in(op.operand(0)), source);
    if (init == null) {
      return false;
    }
    return copy(op, new AffineMap(rank, 0, exprs), init);
  }

  /** linalg.broadcast of the operand, the added dimensions the leading {@code prepended} ones. */
  private boolean simpleBroadcast(HloOp op, int prepended) {
    RankedTensorType result = l.resultType(op, 0);
    long[] added = new long[prepended];
    for (int i = 0; i < prepended; i++) {
      added[i] = i;
    }
    int[] source = new int[result.rank()];
    Arrays.fill(source, -1);
    for (int i = prepended; i < result.rank(); i++) {
      source[i] = i - prepended;
    }
    Value init = emptyFromOperandDims(op.location(), result, l.in(op.operand(0)), source);
    if (init == null) {
      return false;
    }
    Operation b = l.denseArrayOp(op.location(), op, OpKind.BROADCAST, List.of(l.in(op.operand(0))), List.of(init), "dimensions", added, null);
    l.replace(op, b.results());
    return true;
  }

  /** BroadcastInDimOpToBroadcastConverter: collapse expanding dims, transpose, linalg.broadcast. */
  private boolean broadcastToLinalgBroadcast(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    Value operand = l.in(op.operand(0));
    RankedTensorType in = Lowering.tensorType(operand);
    long[] dims = op.i64Array("broadcast_dimensions");
    boolean simple = true;
    for (int i = 0; i < dims.length; i++) {
      simple &= dims[i] == result.rank() - dims.length + i && in.shape()[i] == result.shape()[(int) dims[i]] && in.shape()[i] != ShapedType.DYNAMIC;
    }
    if (simple) {
      return simpleBroadcast(op, result.rank() - dims.length);
    }
    Location loc = op.location();
    boolean[] expanding = new boolean[dims.length];
    for (int i = 0; i < dims.length; i++) {
      expanding[i] = in.shape()[i] == 1 && result.shape()[(int) dims[i]] != 1;
    }
    List<Long> dimList = new ArrayList<>();
    for (long d : dims) {
      dimList.add(d);
    }
    int[] source = new int[result.rank()];
    Arrays.fill(source, -1);
    for (int i = 0; i < dims.length; i++) {
      if (!expanding[i]) {
        source[(int) dims[i]] = i;
      }
    }
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] == ShapedType.DYNAMIC && source[i] < 0) {
        return false;
      }
    }
    Value original = operand;
    operand = collapseExpanding(loc, operand, dimList, expanding);
    operand = transposeOperand(loc, operand, dimList);
    Value init = emptyFromOperandDims(loc, result, original, source);
    List<Long> addedList = new ArrayList<>();
    for (long d = 0; d < result.rank(); d++) {
      if (!dimList.contains(d)) {
        addedList.add(d);
      }
    }
    long[] added = addedList.stream().mapToLong(Long::longValue).toArray();
    Operation b = l.denseArrayOp(loc, op, OpKind.BROADCAST, List.of(operand), List.of(init), "dimensions", added, null);
    l.replace(op, b.results());
    return true;
  }

  private Value collapseExpanding(Location loc, Value operand, List<Long> dims, boolean[] expanding) {
    RankedTensorType t = Lowering.tensorType(operand);
    List<List<Long>> reassociation = new ArrayList<>();
    List<Long> current = new ArrayList<>();
    List<Long> newShape = new ArrayList<>();
    List<Long> newDims = new ArrayList<>();
    for (int i = 0; i < dims.size(); i++) {
      current.add((long) i);
      if (!expanding[i]) {
        reassociation.add(current);
        current = new ArrayList<>();
        newShape.add(t.shape()[i]);
        newDims.add(dims.get(i));
      }
    }
    if (!reassociation.isEmpty()) {
      reassociation.get(reassociation.size() - 1).addAll(current);
    }
    if (newDims.size() == dims.size()) {
      return operand;
    }
    dims.clear();
    dims.addAll(newDims);
    RankedTensorType to = RankedTensorType.get(l.ctx, newShape.stream().mapToLong(Long::longValue).toArray(), t.elementType());
    return reshapeOp(loc, "tensor.collapse_shape", operand, to, reassociation, null);
  }

  private Value transposeOperand(Location loc, Value operand, List<Long> dims) {
    boolean sorted = true;
    for (int i = 1; i < dims.size(); i++) {
      sorted &= dims.get(i - 1) <= dims.get(i);
    }
    if (sorted) {
      return operand;
    }
    Integer[] perm = new Integer[dims.size()];
    for (int i = 0; i < perm.length; i++) {
      perm[i] = i;
    }
    List<Long> copyDims = new ArrayList<>(dims);
    Arrays.sort(perm, (a, b) -> Long.compare(copyDims.get(a), copyDims.get(b)));
    RankedTensorType t = Lowering.tensorType(operand);
    long[] shape = new long[perm.length];
    long[] permutation = new long[perm.length];
    dims.clear();
    for (int i = 0; i < perm.length; i++) {
      shape[i] = t.shape()[perm[i]];
      permutation[i] = perm[i];
      dims.add(copyDims.get(perm[i]));
    }
    RankedTensorType to = RankedTensorType.get(l.ctx, shape, t.elementType());
    // Upstream builds a stablehlo.transpose here, which its own transpose pattern then lowers.
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < shape.length; i++) {
      if (shape[i] == ShapedType.DYNAMIC) {
        dynamic.add(l.dim(loc, operand, perm[i]));
      }
    }
    Value init = l.empty(loc, to, dynamic);
    return l.denseArrayOp(loc, null, OpKind.TRANSPOSE, List.of(operand), List.of(init), "permutation", permutation, null).result(0);
  }

  private boolean dynamicBroadcastInDim(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    Value operand = l.in(op.operand(0));
    RankedTensorType in = Lowering.tensorType(operand);
    long[] dims = op.i64Array("broadcast_dimensions");
    Boolean[] expanding = new Boolean[dims.length];
    for (int i = 0; i < dims.length; i++) {
      if (in.shape()[i] != ShapedType.DYNAMIC) {
        expanding[i] = in.shape()[i] == 1;
      }
    }
    if (op.attr("known_expanding_dimensions") instanceof DenseArrayAttr) {
      for (long i : op.i64Array("known_expanding_dimensions")) {
        expanding[(int) i] = true;
      }
    }
    if (op.attr("known_nonexpanding_dimensions") instanceof DenseArrayAttr) {
      for (long i : op.i64Array("known_nonexpanding_dimensions")) {
        expanding[(int) i] = false;
      }
    }
    for (Boolean e : expanding) {
      if (e == null) {
        return false;
      }
    }
    Location loc = op.location();
    // Sizes from the output_dimensions operand.
    Value shape = l.in(op.operand(1));
    int rank = result.rank();
    if (!l.primitive) {
      List<AffineExpr> exprs = new ArrayList<>();
      for (int i = 0; i < dims.length; i++) {
        exprs.add(expanding[i] ? AffineExpr.constant(0) : AffineExpr.dim((int) dims[i]));
      }
      Value init = emptyFromShapeTensor(loc, result, shape);
      return copy(op, new AffineMap(rank, 0, exprs), init);
    }
    // linalg.broadcast form: expanding dims become size 1, collapsed away, transposed.
    long[] updated = in.shape().clone();
    boolean[] exp = new boolean[dims.length];
    for (int i = 0; i < dims.length; i++) {
      exp[i] = expanding[i];
      if (exp[i]) {
        updated[i] = 1;
      }
    }
    RankedTensorType updatedType = RankedTensorType.get(l.ctx, updated, in.elementType());
    if (!updatedType.equals(in)) {
      operand = l.op(loc, "tensor.cast", updatedType, operand);
    }
    long[] bshape = result.shape().clone();
    for (int i = 0; i < dims.length; i++) {
      if (!exp[i]) {
        bshape[(int) dims[i]] = updated[i];
      }
    }
    RankedTensorType bType = RankedTensorType.get(l.ctx, bshape, result.elementType());
    List<Long> dimList = new ArrayList<>();
    for (long d : dims) {
      dimList.add(d);
    }
    operand = collapseExpanding(loc, operand, dimList, exp);
    operand = transposeOperand(loc, operand, dimList);
    Value init = emptyFromShapeTensor(loc, bType, shape);
    List<Long> addedList = new ArrayList<>();
    for (long d = 0; d < rank; d++) {
      if (!dimList.contains(d)) {
        addedList.add(d);
      }
    }
    Value r = l.denseArrayOp(loc, op, OpKind.BROADCAST, List.of(operand), List.of(init), "dimensions",
        addedList.stream().mapToLong(Long::longValue).toArray(), null).result(0);
    if (!bType.equals(result)) {
      r = l.op(loc, "tensor.cast", result, r);
    }
    l.replace(op, List.of(r));
    return true;
  }

  /** tensor.empty whose dynamic sizes are read from a 1-D shape tensor (index_cast to index). */
  Value emptyFromShapeTensor(Location loc, RankedTensorType type, Value shape) {
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < type.rank(); i++) {
      if (type.shape()[i] == ShapedType.DYNAMIC) {
        dynamic.add(extractIndex(loc, shape, l.index(loc, i)));
      }
    }
    return l.empty(loc, type, dynamic);
  }

  /** An element of an integer or index tensor as an index (upstream's extractIndexFromTensor). */
  Value extractIndex(Location loc, Value tensor, Value... indices) {
    Type elem = Lowering.tensorType(tensor).elementType();
    OperationState s = new OperationState(l.ctx, "tensor.extract", loc);
    s.addOperand(tensor);
    for (Value i : indices) {
      s.addOperand(i);
    }
    s.addType(elem);
    Value v = l.rewriter.create(s).result(0);
    if (elem instanceof IndexType) {
      return v;
    }
    return l.op(loc, "arith.index_cast", IndexType.get(l.ctx), v);
  }

  /** As {@link #extractIndex}, unsigned element types through index_castui. */
  private Value extractIndexSigned(Location loc, Value tensor, Type original) {
    Type elem = Lowering.tensorType(tensor).elementType();
    Value v = l.op(loc, "tensor.extract", elem, tensor);
    if (elem instanceof IndexType) {
      return v;
    }
    boolean unsigned = original instanceof IntegerType i && i.isUnsigned();
    return l.op(loc, unsigned ? "arith.index_castui" : "arith.index_cast", IndexType.get(l.ctx), v);
  }

  private boolean transpose(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    long[] perm = op.i64Array("permutation");
    int rank = result.rank();
    Value operand = l.in(op.operand(0));
    int[] source = new int[rank];
    for (int j = 0; j < rank; j++) {
      source[j] = (int) perm[j];
    }
    Value init = emptyFromOperandDims(op.location(), result, operand, source);
    if (l.primitive) {
      Operation t = l.denseArrayOp(op.location(), op, OpKind.TRANSPOSE, List.of(operand), List.of(init), "permutation", perm, null);
      l.replace(op, t.results());
      return true;
    }
    AffineExpr[] exprs = new AffineExpr[rank];
    for (int j = 0; j < rank; j++) {
      exprs[(int) perm[j]] = AffineExpr.dim(j);
    }
    return copy(op, new AffineMap(rank, 0, List.of(exprs)), init);
  }

  private boolean reverse(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    int rank = result.rank();
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      exprs.add(AffineExpr.dim(i));
    }
    for (long d : op.i64Array("dimensions")) {
      if (result.shape()[(int) d] == ShapedType.DYNAMIC) {
        return false;
      }
      exprs.set((int) d, AffineExpr.constant(result.shape()[(int) d] - 1).sub(AffineExpr.dim((int) d)));
    }
    int[] source = new int[rank];
    for (int i = 0; i < rank; i++) {
      source[i] = i;
    }
    return copy(op, new AffineMap(rank, 0, exprs), emptyFromOperandDims(op.location(), result, l.in(op.operand(0)), source));
  }

  // ---- iota / constant -------------------------------------------------------------------------

  private boolean iota(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    Location loc = op.location();
    Value init = op.is("dynamic_iota") ? emptyFromShapeTensor(loc, result, l.in(op.operand(0))) : l.empty(loc, result, List.of());
    if (!result.hasStaticShape() && op.is("iota")) {
      return false;
    }
    long dim = op.i64("iota_dimension", 0);
    int rank = result.rank();
    Type elem = result.elementType();
    Lowering.Body body =
        (b, args) -> {
          Value index = b.op("linalg.index", List.of(IndexType.get(l.ctx)), List.of(), "dim", IntegerAttr.get(l.ctx, IntegerType.get(l.ctx, 64), dim)).result(0);
          Type scalar = elem instanceof org.jmlir.ir.type.ComplexType c ? c.elementType() : elem;
          Type intType = l.primitive ? IntegerType.get(l.ctx, 64) : IntegerType.get(l.ctx, ConstFold.width(scalar));
          Value cast = b.cast("arith.index_cast", intType, index);
          return List.of(ScalarOps.convert(b, intType, elem, elem, cast));
        };
    Operation g =
        l.primitive
            ? l.denseArrayOp(loc, op, OpKind.MAP, List.of(), List.of(init), null, null, body)
            : l.generic(loc, op, List.of(), List.of(init), List.of(AffineMap.identity(rank)), Lowering.parallel(rank), List.of(result), body);
    l.replace(op, g.results());
    return true;
  }

  private boolean constant(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    Attribute value = op.attr("value");
    if (!result.equals(op.result(0).type())) {
      if (!(value instanceof DenseIntOrFPElementsAttr d)) {
        return false;
      }
      value = DenseIntOrFPElementsAttr.getFromRaw(l.ctx, result, d.rawData(), d.isSplat());
    }
    Value c = l.constant(op.location(), (org.jmlir.ir.attr.TypedAttr) value);
    l.replace(op, List.of(c));
    return true;
  }

  // ---- reshapes ----------------------------------------------------------------------------------

  Value reshapeOp(Location loc, String name, Value src, RankedTensorType to, List<List<Long>> reassociation, List<Value> outputShape) {
    OperationState s = new OperationState(l.ctx, name, loc);
    s.addOperand(src);
    List<Attribute> groups = new ArrayList<>();
    for (List<Long> g : reassociation) {
      List<Attribute> items = new ArrayList<>();
      for (long x : g) {
        items.add(IntegerAttr.get(l.ctx, IntegerType.get(l.ctx, 64), x));
      }
      groups.add(ArrayAttr.get(l.ctx, items));
    }
    s.addAttribute("reassociation", ArrayAttr.get(l.ctx, groups));
    if (name.equals("tensor.expand_shape")) {
      s.addOperands(outputShape == null ? List.of() : outputShape);
      s.addAttribute("static_output_shape", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), to.shape()));
    }
    s.addType(to);
    return l.rewriter.create(s).result(0);
  }

  /**
   * MLIR's getReassociationIndicesForReshape: the grouping of the larger shape's dimensions into
   * the smaller's, or null (equal ranks, or no grouping whose products match).
   */
  static List<List<Long>> reassociation(long[] a, long[] b) {
    if (a.length == b.length) {
      return null;
    }
    return a.length > b.length ? collapse(a, b) : collapse(b, a);
  }

  private static List<List<Long>> collapse(long[] src, long[] dst) {
    List<List<Long>> map = new ArrayList<>();
    List<Long> current = new ArrayList<>();
    long prod = 1;
    int s = 0;
    long dyn = ShapedType.DYNAMIC;
    while (s < src.length) {
      int t = map.size();
      if (t == dst.length) {
        break;
      }
      long target = dst[t];
      while (s < src.length - 1 && src[s] != dyn && prod * src[s] < target) {
        prod *= src[s];
        current.add((long) s++);
      }
      if (src[s] == dyn && (target != dyn || prod != 1)) {
        return null;
      }
      if (target == dyn && src[s] != dyn) {
        return null;
      }
      if (target != dyn && prod * src[s] != target) {
        return null;
      }
      current.add((long) s++);
      map.add(current);
      current = new ArrayList<>();
      prod = 1;
    }
    if (map.size() != dst.length) {
      return null;
    }
    for (; s < src.length; s++) {
      if (src[s] != dyn && src[s] != 1) {
        return null;
      }
      if (src[s] == dyn && (dst.length == 0 || dst[dst.length - 1] != dyn)) {
        // A dynamic dimension cannot fold into a static one.
        return null;
      }
      if (!map.isEmpty()) {
        map.get(map.size() - 1).add((long) s);
      }
    }
    return map;
  }

  private boolean reshape(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    Value operand = l.in(op.operand(0));
    RankedTensorType in = Lowering.tensorType(operand);
    Location loc = op.location();
    if (!result.hasStaticShape()) {
      return false;
    }
    if (result.equals(in)) {
      l.replace(op, List.of(operand));
      return true;
    }
    for (long d : result.shape()) {
      if (d == 0) {
        l.replace(op, List.of(l.empty(loc, result, List.of())));
        return true;
      }
    }
    if (result.rank() == 0 && !in.hasStaticShape()) {
      long[] ones = new long[in.rank()];
      Arrays.fill(ones, 1);
      Value cast = l.op(loc, "tensor.cast", RankedTensorType.get(l.ctx, ones, in.elementType()), operand);
      l.replace(op, List.of(reshapeOp(loc, "tensor.collapse_shape", cast, result, List.of(), null)));
      return true;
    }
    List<List<Long>> map = reassociation(in.shape(), result.shape());
    if (map != null) {
      if (result.rank() < in.rank()) {
        long[] shape = in.shape().clone();
        for (int i = 0; i < map.size(); i++) {
          for (long t : map.get(i)) {
            if (shape[(int) t] == ShapedType.DYNAMIC) {
              shape[(int) t] = 1;
            }
          }
        }
        RankedTensorType newType = RankedTensorType.get(l.ctx, shape, in.elementType());
        if (!newType.equals(in)) {
          operand = l.op(loc, "tensor.cast", newType, operand);
        }
        l.replace(op, List.of(reshapeOp(loc, "tensor.collapse_shape", operand, result, result.rank() == 0 ? List.of() : map, null)));
      } else {
        l.replace(op, List.of(reshapeOp(loc, "tensor.expand_shape", operand, result, in.rank() == 0 ? List.of() : map, null)));
      }
      return true;
    }
    Value collapsed = operand;
    if (in.rank() != 1) {
      List<Long> all = new ArrayList<>();
      for (long i = 0; i < in.rank(); i++) {
        all.add(i);
      }
      long n = 1;
      for (long d : in.shape()) {
        n = d == ShapedType.DYNAMIC || n == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : n * d;
      }
      collapsed = reshapeOp(loc, "tensor.collapse_shape", operand, RankedTensorType.get(l.ctx, new long[] {n}, in.elementType()), List.of(all), null);
    }
    long total = 1;
    for (long d : result.shape()) {
      total *= d;
    }
    RankedTensorType flat = RankedTensorType.get(l.ctx, new long[] {total}, in.elementType());
    if (!flat.equals(collapsed.type())) {
      collapsed = l.op(loc, "tensor.cast", flat, collapsed);
    }
    if (result.rank() == 1) {
      l.replace(op, List.of(collapsed));
    } else {
      List<Long> all = new ArrayList<>();
      for (long i = 0; i < result.rank(); i++) {
        all.add(i);
      }
      l.replace(op, List.of(reshapeOp(loc, "tensor.expand_shape", collapsed, result, List.of(all), null)));
    }
    return true;
  }

  // ---- concatenate -------------------------------------------------------------------------------

  private boolean concatenate(HloOp op) {
    List<Value> operands = l.ins(op.operands());
    if (operands.size() == 1) {
      l.replace(op, operands);
      return true;
    }
    RankedTensorType result = l.resultType(op, 0);
    long dim = op.i64("dimension", 0);
    Location loc = op.location();
    if (l.primitive) {
      OperationState s = new OperationState(l.ctx, "tensor.concat", loc);
      s.addOperands(operands).addType(result);
      s.addAttribute("dim", IntegerAttr.get(l.ctx, IntegerType.get(l.ctx, 64), dim));
      l.replace(op, l.rewriter.create(s).results());
      return true;
    }
    Value zero = l.index(loc, 0);
    // Dynamic sizes (concatenate's reifyReturnTypeShapes): the first operand's, summed along dim.
    // The sizes of every operand first, then their sum along the dimension (concatenate's reifyReturnTypeShapes).
    boolean axisDynamic = result.shape()[(int) dim] == ShapedType.DYNAMIC;
    List<Value[]> sizes = new ArrayList<>();
    for (int k = 0; k < operands.size(); k++) {
      RankedTensorType t = Lowering.tensorType(operands.get(k));
      Value[] v = new Value[result.rank()];
      for (int i = 0; i < result.rank(); i++) {
        boolean needed = i == dim ? axisDynamic : k == 0 && result.shape()[i] == ShapedType.DYNAMIC;
        if (needed) {
          v[i] = t.shape()[i] == ShapedType.DYNAMIC ? l.dim(loc, operands.get(k), i) : l.index(loc, t.shape()[i]);
        }
      }
      sizes.add(v);
    }
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      if (i != dim) {
        dynamic.add(sizes.get(0)[i]);
      } else {
        Value sum = sizes.get(0)[i];
        for (int k = 1; k < operands.size(); k++) {
          sum = l.op(loc, "arith.addi", IndexType.get(l.ctx), sum, sizes.get(k)[i]);
        }
        dynamic.add(sum);
      }
    }
    Value init = l.empty(loc, result, dynamic);
    int rank = result.rank();
    Type elem = result.elementType();
    Operation g =
        l.generic(loc, op, List.of(), List.of(init), List.of(AffineMap.identity(rank)), Lowering.parallel(rank), List.of(result),
            (b, args) -> {
              List<Value> indices = new ArrayList<>();
              for (int i = 0; i < rank; i++) {
                indices.add(linalgIndex(b, i));
              }
              Value index = linalgIndex(b, (int) dim);
              return List.of(concatBody(loc, b, operands, indices, index, zero, (int) dim, elem, 0));
            });
    l.replace(op, g.results());
    return true;
  }

  private Value linalgIndex(org.jmlir.dialect.arith.transforms.ArithBuilder b, int dim) {
    return b.op("linalg.index", List.of(IndexType.get(l.ctx)), List.of(), "dim", IntegerAttr.get(l.ctx, IntegerType.get(l.ctx, 64), dim)).result(0);
  }

  /** The nested scf.if chain choosing the operand that holds the current index. */
  private Value concatBody(Location loc, org.jmlir.dialect.arith.transforms.ArithBuilder b, List<Value> operands, List<Value> indices, Value index, Value offset,
      int dim, Type elem, int k) {
    Value arg = operands.get(k);
    if (k + 1 == operands.size()) {
      List<Value> idx = new ArrayList<>(indices);
      idx.set(dim, b.same("arith.subi", index, offset));
      return extract(b, arg, idx, elem);
    }
    Value argDim = b.op("tensor.dim", List.of(IndexType.get(l.ctx)), List.of(arg, b.constant(IntegerAttr.get(l.ctx, IndexType.get(l.ctx), dim)))).result(0);
    Value newOffset = b.same("arith.addi", offset, argDim);
    Value cmp = b.cmpi("ult", index, newOffset);
    OperationState s = new OperationState(l.ctx, "scf.if", loc);
    s.addOperand(cmp).addType(elem);
    s.addRegion();
    s.addRegion();
    Operation ifOp = b.builder().create(s);
    Block thenBlock = new Block();
    ifOp.region(0).addBlock(thenBlock);
    Block elseBlock = new Block();
    ifOp.region(1).addBlock(elseBlock);
    org.jmlir.dialect.arith.transforms.ArithBuilder tb = builderAt(thenBlock, loc);
    List<Value> idx = new ArrayList<>(indices);
    idx.set(dim, tb.same("arith.subi", index, offset));
    tb.op("scf.yield", List.of(), List.of(extract(tb, arg, idx, elem)));
    org.jmlir.dialect.arith.transforms.ArithBuilder eb = builderAt(elseBlock, loc);
    Value rest = concatBody(loc, eb, operands, indices, index, newOffset, dim, elem, k + 1);
    eb.op("scf.yield", List.of(), List.of(rest));
    return ifOp.result(0);
  }

  private org.jmlir.dialect.arith.transforms.ArithBuilder builderAt(Block block, Location loc) {
    org.jmlir.ir.rewrite.OpBuilder ob = new org.jmlir.ir.rewrite.OpBuilder(l.ctx);
    ob.setInsertionPointToEnd(block);
    return new org.jmlir.dialect.arith.transforms.ArithBuilder(ob, loc);
  }

  private static Value extract(org.jmlir.dialect.arith.transforms.ArithBuilder b, Value tensor, List<Value> indices, Type elem) {
    List<Value> operands = new ArrayList<>();
    operands.add(tensor);
    operands.addAll(indices);
    return b.op("tensor.extract", List.of(elem), operands).result(0);
  }

  // ---- slices ------------------------------------------------------------------------------------

  /** A list entry: a Long (static) or a Value (dynamic index). */
  Value sliceOp(Location loc, String name, List<Value> leading, List<Object> offsets, List<Object> sizes, List<Object> strides, Type result) {
    OperationState s = new OperationState(l.ctx, name, loc);
    s.addOperands(leading);
    int[] counts = new int[leading.size() + 3];
    Arrays.fill(counts, 1);
    String[] names = {"static_offsets", "static_sizes", "static_strides"};
    List<List<Object>> lists = List.of(offsets, sizes, strides);
    for (int k = 0; k < 3; k++) {
      long[] statics = new long[lists.get(k).size()];
      int n = 0;
      for (int i = 0; i < statics.length; i++) {
        Object o = lists.get(k).get(i);
        if (o instanceof Value v) {
          statics[i] = ShapedType.DYNAMIC;
          s.addOperand(v);
          n++;
        } else {
          statics[i] = (Long) o;
        }
      }
      counts[leading.size() + k] = n;
      s.addAttribute(names[k], DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), statics));
    }
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(l.ctx, counts));
    s.addType(result);
    return l.rewriter.create(s).result(0);
  }

  private boolean slice(HloOp op) {
    Value operand = l.in(op.operand(0));
    long[] start = op.i64Array("start_indices");
    long[] limit = op.i64Array("limit_indices");
    long[] stride = op.i64Array("strides");
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> strides = new ArrayList<>();
    for (int i = 0; i < start.length; i++) {
      offsets.add(start[i]);
      sizes.add((limit[i] - 1 - start[i] + stride[i]) / stride[i]);
      strides.add(stride[i]);
    }
    RankedTensorType in = Lowering.tensorType(operand);
    long[] shape = sizes.stream().mapToLong(o -> (Long) o).toArray();
    RankedTensorType result = RankedTensorType.get(l.ctx, shape, in.elementType());
    l.replace(op, List.of(sliceOp(op.location(), "tensor.extract_slice", List.of(operand), offsets, sizes, strides, result)));
    return true;
  }

  private boolean dynamicSlice(HloOp op) {
    Location loc = op.location();
    Value operand = l.in(op.operand(0));
    RankedTensorType result = l.resultType(op, 0);
    long[] sliceSizes = op.i64Array("slice_sizes");
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> strides = new ArrayList<>();
    for (int i = 0; i < sliceSizes.length; i++) {
      Value startTensor = op.operand(1 + i);
      sizes.add(sliceSizes[i]);
      Value start = extractIndexSigned(loc, l.in(startTensor), ((ShapedType) op.operand(1).type()).elementType());
      Value mn = l.index(loc, 0);
      Value mx = l.dim(loc, operand, i);
      mx = l.op(loc, "arith.subi", IndexType.get(l.ctx), mx, l.index(loc, sliceSizes[i]));
      start = l.op(loc, "arith.maxsi", IndexType.get(l.ctx), start, mn);
      start = l.op(loc, "arith.minsi", IndexType.get(l.ctx), start, mx);
      offsets.add(start);
      strides.add(1L);
    }
    l.replace(op, List.of(sliceOp(loc, "tensor.extract_slice", List.of(operand), offsets, sizes, strides, result)));
    return true;
  }

  private boolean dynamicUpdateSlice(HloOp op) {
    Location loc = op.location();
    Value operand = l.in(op.operand(0));
    Value update = l.in(op.operand(1));
    RankedTensorType ot = Lowering.tensorType(operand);
    RankedTensorType ut = Lowering.tensorType(update);
    if (!ot.hasStaticShape() || !ut.hasStaticShape()) {
      return false;
    }
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> strides = new ArrayList<>();
    Value zero = l.index(loc, 0);
    for (int i = 0; i < ot.rank(); i++) {
      sizes.add(ut.shape()[i]);
      Value start = extractIndexSigned(loc, l.in(op.operand(2 + i)), ((ShapedType) op.operand(2 + i).type()).elementType());
      Value ub = l.index(loc, ot.shape()[i] - ut.shape()[i]);
      start = l.op(loc, "arith.maxsi", IndexType.get(l.ctx), start, zero);
      start = l.op(loc, "arith.minsi", IndexType.get(l.ctx), start, ub);
      offsets.add(start);
      strides.add(1L);
    }
    l.replace(op, List.of(sliceOp(loc, "tensor.insert_slice", List.of(update, operand), offsets, sizes, strides, ot)));
    return true;
  }

  private boolean realDynamicSlice(HloOp op) {
    Location loc = op.location();
    Value operand = l.in(op.operand(0));
    Value startT = l.in(op.operand(1));
    Value limitT = l.in(op.operand(2));
    Value strideT = l.in(op.operand(3));
    Type dimElem = Lowering.tensorType(startT).elementType();
    if (!Lowering.tensorType(limitT).elementType().equals(dimElem) || !Lowering.tensorType(strideT).elementType().equals(dimElem)) {
      return false;
    }
    RankedTensorType result = l.resultType(op, 0);
    RankedTensorType in = Lowering.tensorType(operand);
    Type index = IndexType.get(l.ctx);
    Value zero = l.index(loc, 0);
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> strides = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      Value d = l.index(loc, i);
      Value start = l.op(loc, "tensor.extract", dimElem, startT, d);
      Value limit = l.op(loc, "tensor.extract", dimElem, limitT, d);
      Value stride = l.op(loc, "tensor.extract", dimElem, strideT, d);
      boolean dynamic = result.shape()[i] == ShapedType.DYNAMIC;
      Value size;
      if (dynamic) {
        Value delta = l.op(loc, "arith.subi", dimElem, limit, start);
        size = l.op(loc, "arith.ceildivui", dimElem, delta, stride);
        if (!(dimElem instanceof IndexType)) {
          size = l.op(loc, "arith.index_cast", index, size);
        }
      } else {
        size = l.index(loc, result.shape()[i]);
      }
      if (!(dimElem instanceof IndexType)) {
        start = l.op(loc, "arith.index_cast", index, start);
      }
      Value operandDim = l.dim(loc, operand, i);
      Value upper = l.op(loc, "arith.subi", index, operandDim, size);
      start = l.op(loc, "arith.maxsi", index, start, zero);
      start = l.op(loc, "arith.minsi", index, start, upper);
      offsets.add(start);
      sizes.add(dynamic ? size : (Object) result.shape()[i]);
      if (!(dimElem instanceof IndexType)) {
        stride = l.op(loc, "arith.index_cast", index, stride);
      }
      strides.add(stride);
    }
    l.replace(op, List.of(sliceOp(loc, "tensor.extract_slice", List.of(operand), offsets, sizes, strides, result)));
    return true;
  }

  private boolean setDimensionSize(HloOp op) {
    Location loc = op.location();
    RankedTensorType result = (RankedTensorType) op.result(0).type();
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> strides = new ArrayList<>();
    for (long d : result.shape()) {
      offsets.add(0L);
      sizes.add(d);
      strides.add(1L);
    }
    Value size = l.op(loc, "tensor.extract", Lowering.tensorType(op.operand(1)).elementType(), op.operand(1));
    int dim = (int) op.i64("dimension", 0);
    sizes.set(dim, l.op(loc, "arith.index_cast", IndexType.get(l.ctx), size));
    l.replace(op, List.of(sliceOp(loc, "tensor.extract_slice", List.of(l.in(op.operand(0))), offsets, sizes, strides, l.convert(result))));
    return true;
  }

  // ---- pad ---------------------------------------------------------------------------------------

  private boolean pad(HloOp op) {
    Location loc = op.location();
    long[] low = op.i64Array("edge_padding_low");
    long[] high = op.i64Array("edge_padding_high");
    long[] interior = op.i64Array("interior_padding");
    boolean negative = false;
    for (int i = 0; i < low.length; i++) {
      negative |= low[i] < 0 || high[i] < 0;
    }
    Value operand = l.in(op.operand(0));
    RankedTensorType result = l.resultType(op, 0);
    if (negative) {
      if (!result.hasStaticShape()) {
        return false;
      }
      // Pad by the positive amounts, then slice the negative ones away.
      long[] lowP = new long[low.length];
      long[] highP = new long[low.length];
      List<Object> starts = new ArrayList<>();
      RankedTensorType in = Lowering.tensorType(operand);
      long[] padShape = new long[low.length];
      for (int i = 0; i < low.length; i++) {
        lowP[i] = Math.max(low[i], 0);
        highP[i] = Math.abs(high[i]);
        starts.add(low[i] < 0 ? -low[i] : 0L);
        long inner = in.shape()[i] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : in.shape()[i] + Math.max(0, in.shape()[i] - 1) * interior[i];
        padShape[i] = inner == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : inner + lowP[i] + highP[i];
      }
      RankedTensorType padType = RankedTensorType.get(l.ctx, padShape, result.elementType());
      Value padded = positivePad(loc, op, operand, l.in(op.operand(1)), lowP, highP, interior, padType);
      List<Object> sizes = new ArrayList<>();
      List<Object> strides = new ArrayList<>();
      for (long d : result.shape()) {
        sizes.add(d);
        strides.add(1L);
      }
      l.replace(op, List.of(sliceOp(loc, "tensor.extract_slice", List.of(padded), starts, sizes, strides, result)));
      return true;
    }
    l.replace(op, List.of(positivePad(loc, op, operand, l.in(op.operand(1)), low, high, interior, result)));
    return true;
  }

  private Value positivePad(Location loc, HloOp op, Value operand, Value paddingTensor, long[] low, long[] high, long[] interior, RankedTensorType result) {
    Value paddingValue = l.op(loc, "tensor.extract", Lowering.tensorType(paddingTensor).elementType(), paddingTensor);
    boolean noInterior = Arrays.stream(interior).allMatch(i -> i == 0);
    if (noInterior) {
      OperationState s = new OperationState(l.ctx, "tensor.pad", loc);
      s.addOperand(operand);
      s.addAttribute("static_low", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), low));
      s.addAttribute("static_high", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), high));
      s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(l.ctx, 1, 0, 0));
      s.addType(result);
      s.addRegion();
      Operation pad = l.rewriter.create(s);
      Block body = new Block();
      pad.region(0).addBlock(body);
      for (int i = 0; i < low.length; i++) {
        body.addArgument(IndexType.get(l.ctx), loc);
      }
      builderAt(body, loc).op("tensor.yield", List.of(), List.of(paddingValue));
      return pad.result(0);
    }
    // Dynamic sizes of the padded result: low + high + size + (size - 1) * interior.
    RankedTensorType in = Lowering.tensorType(operand);
    List<Value> dynamic = new ArrayList<>();
    Type index = IndexType.get(l.ctx);
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      Value size = l.dim(loc, operand, i);
      Value one = l.index(loc, 1);
      Value inner = l.op(loc, "arith.muli", index, l.op(loc, "arith.subi", index, size, one), l.index(loc, interior[i]));
      dynamic.add(l.op(loc, "arith.addi", index, l.op(loc, "arith.addi", index, size, inner), l.index(loc, low[i] + high[i])));
    }
    Value init = l.empty(loc, result, dynamic);
    Value filled = l.fill(loc, paddingValue, init);
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> strides = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      offsets.add(low[i]);
      sizes.add(in.shape()[i] == ShapedType.DYNAMIC ? (Object) l.op(loc, "tensor.dim", index, operand, l.index(loc, i)) : (Object) in.shape()[i]);
      strides.add(interior[i] + 1);
    }
    return sliceOp(loc, "tensor.insert_slice", List.of(operand, filled), offsets, sizes, strides, result);
  }

  // ---- map ---------------------------------------------------------------------------------------

  private boolean map(HloOp op) {
    RankedTensorType result = l.resultType(op, 0);
    Location loc = op.location();
    List<Value> operands = l.ins(op.operands());
    Block region = op.region(0).front();
    StablehloToLinalg scalar = new StablehloToLinalg(l);
    boolean[] failed = {false};
    Lowering.Body body =
        (b, args) -> {
          List<Value> ys = scalar.inlineScalarRegion(b, region, args);
          if (ys == null) {
            failed[0] = true;
            return List.of();
          }
          return ys;
        };
    Operation g;
    if (l.primitive) {
      List<Value> coerced = new ArrayList<>();
      coerced.add(operands.get(0));
      RankedTensorType first = Lowering.tensorType(operands.get(0));
      for (int i = 1; i < operands.size(); i++) {
        coerced.add(scalar.coerce(loc, operands.get(i), first));
      }
      Value init = l.emptyLike(loc, RankedTensorType.get(l.ctx, first.shape(), result.elementType()), operands.get(0));
      g = l.denseArrayOp(loc, op, OpKind.MAP, coerced, List.of(init), null, null, body);
      Value r = g.result(0);
      if (!r.type().equals(result)) {
        r = l.op(loc, "tensor.cast", result, r);
      }
      if (failed[0]) {
        return false;
      }
      l.replace(op, List.of(r));
      return true;
    }
    Value init = l.emptyLike(loc, result, operands.get(0));
    List<AffineMap> maps = new ArrayList<>();
    for (int i = 0; i <= operands.size(); i++) {
      maps.add(AffineMap.identity(result.rank()));
    }
    g = l.generic(loc, op, operands, List.of(init), maps, Lowering.parallel(result.rank()), List.of(result), body);
    if (failed[0]) {
      return false;
    }
    l.replace(op, g.results());
    return true;
  }

  // ---- gather ------------------------------------------------------------------------------------

  /**
   * A generic over the result writing, at each index, the operand element its start index (clamped
   * to keep the slice inside the operand), batching index and offset select.
   */
  private boolean gather(org.jmlir.dialect.hlo.GatherOp op) {
    org.jmlir.dialect.hlo.GatherDimensionNumbersAttr dn = op.dimensionNumbers();
    if (dn == null) {
      return false;
    }
    Location loc = op.location();
    Value operand = l.in(op.operand());
    Value startIndices = l.in(op.startIndices());
    RankedTensorType indicesType = Lowering.tensorType(startIndices);
    Type originalIndexElement = ((ShapedType) op.startIndices().type()).elementType();
    RankedTensorType result = l.resultType(op, 0);
    int resultRank = result.rank();
    long[] sliceSizes = op.sliceSizes();
    int operandRank = sliceSizes.length;
    int indexVectorDim = (int) dn.indexVectorDim();
    long[] offsetDims = dn.offsetDims();
    long[] collapsed = dn.collapsedSliceDims();
    long[] operandBatching = dn.operandBatchingDims();
    long[] indicesBatching = dn.startIndicesBatchingDims();
    long[] startIndexMap = dn.startIndexMap();
    Value[] constants = new Value[Math.max(Math.max(resultRank, operandRank), 2)];
    for (int i = 0; i < constants.length; i++) {
      constants[i] = l.index(loc, i);
    }
    // Dynamic sizes (reifyGatherShape): batch dimensions from the start indices.
    List<Value> dynamic = new ArrayList<>();
    int batch = 0;
    for (int i = 0; i < resultRank; i++) {
      boolean offset = contains(offsetDims, i);
      if (result.shape()[i] == ShapedType.DYNAMIC) {
        if (offset) {
          return false;
        }
        int d = batch < indexVectorDim ? batch : batch + 1;
        dynamic.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), startIndices, constants.length > d ? constants[d] : l.index(loc, d)));
      }
      if (!offset) {
        batch++;
      }
    }
    Value empty = l.empty(loc, result, dynamic);
    Type index = IndexType.get(l.ctx);
    Operation g =
        l.generic(loc, op, List.of(), List.of(empty), List.of(AffineMap.identity(resultRank)), Lowering.parallel(resultRank), List.of(result),
            (b, args) -> {
              List<Value> linalgIndices = new ArrayList<>();
              for (int i = 0; i < resultRank; i++) {
                linalgIndices.add(linalgIndex(b, i));
              }
              List<Value> gatherIndex = new ArrayList<>();
              for (int d = 0; d < resultRank; d++) {
                if (!contains(offsetDims, d)) {
                  gatherIndex.add(linalgIndices.get(d));
                }
              }
              List<Value> fromStart = new ArrayList<>();
              for (int i = 0; i < startIndexMap.length; i++) {
                List<Value> combine = new ArrayList<>(gatherIndex);
                if (indexVectorDim != indicesType.rank()) {
                  combine.add(indexVectorDim, constants[i]);
                }
                Value e = extract(b, startIndices, combine, indicesType.elementType());
                if (!(e.type() instanceof IndexType)) {
                  boolean unsigned = originalIndexElement instanceof IntegerType it && it.isUnsigned();
                  e = b.cast(unsigned ? "arith.index_castui" : "arith.index_cast", index, e);
                }
                fromStart.add(e);
              }
              Value[] remapped = new Value[operandRank];
              java.util.Arrays.fill(remapped, constants[0]);
              for (int i = 0; i < startIndexMap.length; i++) {
                remapped[(int) startIndexMap[i]] = fromStart.get(i);
              }
              Value[] fromBatching = new Value[operandRank];
              java.util.Arrays.fill(fromBatching, constants[0]);
              for (int i = 0; i < operandBatching.length; i++) {
                int id = (int) indicesBatching[i];
                fromBatching[(int) operandBatching[i]] = gatherIndex.get(id + (id < indexVectorDim ? 0 : 1));
              }
              List<Integer> remappedOffsetDims = new ArrayList<>();
              for (int i = 0; i < operandRank; i++) {
                if (!contains(collapsed, i) && !contains(operandBatching, i)) {
                  remappedOffsetDims.add(i);
                }
              }
              if (remappedOffsetDims.size() != offsetDims.length) {
                return null;
              }
              RankedTensorType ot = Lowering.tensorType(operand);
              for (int i = 0, k = 0; i < operandRank; i++) {
                Value outSize = constants[1];
                if (!contains(collapsed, i) && !contains(operandBatching, i)) {
                  int od = (int) offsetDims[k++];
                  outSize = result.shape()[od] != ShapedType.DYNAMIC ? b.constant(org.jmlir.ir.attr.IntegerAttr.get(l.ctx, index, result.shape()[od]))
                      : l.dim(loc, empty, od);
                }
                if (remapped[i] == constants[0]) {
                  continue;
                }
                Value operandSize = ot.shape()[i] != ShapedType.DYNAMIC ? b.constant(org.jmlir.ir.attr.IntegerAttr.get(l.ctx, index, ot.shape()[i]))
                    : b.op("tensor.dim", List.of(index), List.of(operand, b.constant(org.jmlir.ir.attr.IntegerAttr.get(l.ctx, index, i)))).result(0);
                Value largest = b.same("arith.subi", operandSize, outSize);
                remapped[i] = b.same("arith.minsi", b.same("arith.maxsi", constants[0], remapped[i]), largest);
              }
              Value[] fromOffset = new Value[operandRank];
              java.util.Arrays.fill(fromOffset, constants[0]);
              for (int i = 0; i < remappedOffsetDims.size(); i++) {
                fromOffset[remappedOffsetDims.get(i)] = linalgIndices.get((int) offsetDims[i]);
              }
              List<Value> combined = new ArrayList<>();
              for (int i = 0; i < operandRank; i++) {
                combined.add(addOrFold(b, addOrFold(b, remapped[i], fromBatching[i], constants[0]), fromOffset[i], constants[0]));
              }
              return List.of(extract(b, operand, combined, result.elementType()));
            });
    if (g.region(0).front().last() == null || !g.region(0).front().last().name().equals("linalg.yield")) {
      g.erase();
      return false;
    }
    l.replace(op, g.results());
    return true;
  }

  private static Value addOrFold(org.jmlir.dialect.arith.transforms.ArithBuilder b, Value x, Value y, Value zero) {
    if (y == zero) {
      return x;
    }
    if (x == zero) {
      return y;
    }
    return b.same("arith.addi", x, y);
  }

  private static boolean contains(long[] a, long x) {
    for (long v : a) {
      if (v == x) {
        return true;
      }
    }
    return false;
  }

  // ---- torch_index_select ------------------------------------------------------------------------

  private boolean torchIndexSelect(HloOp op) {
    Value operand = l.in(op.operand(0));
    Value index = l.in(op.operand(1));
    RankedTensorType ot = Lowering.tensorType(operand);
    RankedTensorType it = Lowering.tensorType(index);
    int axis = (int) op.i64("dim", 0);
    int batch = (int) op.i64("batch_dims", 0);
    int numIndices = it.rank();
    if (axis < 0) {
      axis += ot.rank();
    }
    if (batch < 0) {
      batch += numIndices;
    }
    Location loc = op.location();
    RankedTensorType result = l.resultType(op, 0);
    int rank = result.rank();
    long[] rs = result.shape();
    List<Value> dyn = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      if (rs[i] != ShapedType.DYNAMIC) {
        continue;
      }
      if (i < axis) {
        dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), operand, l.index(loc, i)));
      } else if (i < axis + numIndices - batch) {
        dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), index, l.index(loc, i - axis + batch)));
      } else {
        dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), operand, l.index(loc, i - (axis + numIndices - batch) + axis + 1)));
      }
    }
    List<Long> sliceShape = new ArrayList<>();
    List<Value> dynSlice = new ArrayList<>();
    List<AffineExpr> sliceExprs = new ArrayList<>();
    for (int i = 0; i < axis; i++) {
      sliceExprs.add(AffineExpr.dim(i));
      sliceShape.add(rs[i]);
      if (rs[i] == ShapedType.DYNAMIC) {
        dynSlice.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), operand, l.index(loc, i)));
      }
    }
    for (int i = axis + numIndices - batch; i < rank; i++) {
      sliceExprs.add(AffineExpr.dim(i));
      sliceShape.add(rs[i]);
      if (rs[i] == ShapedType.DYNAMIC) {
        dynSlice.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), operand, l.index(loc, i - (axis + numIndices - batch) + axis + 1)));
      }
    }
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < batch; i++) {
      exprs.add(AffineExpr.dim(i));
    }
    for (int i = 0; i < numIndices - batch; i++) {
      exprs.add(AffineExpr.dim(axis + i));
    }
    Value slice = l.empty(loc, RankedTensorType.get(l.ctx, sliceShape.stream().mapToLong(Long::longValue).toArray(), result.elementType()), dynSlice);
    Value init = l.empty(loc, result, dyn);
    final int ax = axis;
    final int skip = axis + numIndices - batch;
    Operation g =
        l.generic(loc, op, List.of(index, slice), List.of(init),
            List.of(new AffineMap(rank, 0, exprs), new AffineMap(rank, 0, sliceExprs), AffineMap.identity(rank)), Lowering.parallel(rank),
            List.of(result),
            (b, args) -> {
              Value casted = b.cast("arith.index_cast", IndexType.get(l.ctx), args.get(0));
              List<Value> indices = new ArrayList<>();
              for (int i = 0; i < ax; i++) {
                indices.add(linalgIndex(b, i));
              }
              indices.add(casted);
              for (int i = skip; i < rank; i++) {
                indices.add(linalgIndex(b, i));
              }
              return List.of(extract(b, operand, indices, result.elementType()));
            });
    l.replace(op, g.results());
    return true;
  }

  // ---- bitcast_convert ---------------------------------------------------------------------------

  /** The rank-changing bitcast_convert (the same-rank one is element-wise). */
  boolean bitcastConvert(HloOp op) {
    Value operand = l.in(op.operand(0));
    RankedTensorType in = Lowering.tensorType(operand);
    RankedTensorType out = l.resultType(op, 0);
    if (in.rank() == out.rank()) {
      return false;
    }
    if (!(in.elementType() instanceof IntegerType || in.elementType() instanceof org.jmlir.ir.type.FloatType)
        || !(out.elementType() instanceof IntegerType || out.elementType() instanceof org.jmlir.ir.type.FloatType)) {
      return false;
    }
    Location loc = op.location();
    int inBits = ConstFold.width(in.elementType());
    int outBits = ConstFold.width(out.elementType());
    int maxRank = Math.max(in.rank(), out.rank());
    List<AffineExpr> all = new ArrayList<>();
    for (int i = 0; i < maxRank; i++) {
      all.add(AffineExpr.dim(i));
    }
    List<AffineMap> maps = List.of(new AffineMap(maxRank, 0, all.subList(0, in.rank())), new AffineMap(maxRank, 0, all.subList(0, out.rank())));
    int[] source = new int[out.rank()];
    for (int i = 0; i < out.rank(); i++) {
      source[i] = i < in.rank() ? i : -1;
    }
    Value output = emptyFromOperandDims(loc, out, operand, source);
    if (output == null) {
      return false;
    }
    boolean expansion = inBits > outBits;
    boolean contraction = inBits < outBits;
    if (contraction) {
      output = l.fillZero(loc, output);
    }
    List<String> iterators = new ArrayList<>(Lowering.parallel(maxRank));
    if (contraction) {
      iterators.set(maxRank - 1, "reduction");
    }
    Type inInt = IntegerType.get(l.ctx, inBits);
    Type outInt = IntegerType.get(l.ctx, outBits);
    Operation g =
        l.generic(loc, op, List.of(operand), List.of(output), maps, iterators, List.of(out),
            (b, args) -> {
              Value r = args.get(0);
              if (expansion) {
                Value iota = b.cast("arith.index_cast", inInt, linalgIndex(b, maxRank - 1));
                Value width = b.intConst(inInt, outBits);
                Value shift = b.same("arith.muli", iota, width);
                Value casted = bitcast(b, inInt, args.get(0));
                Value shifted = b.same("arith.shrui", casted, shift);
                r = b.cast("arith.trunci", outInt, shifted);
              } else if (contraction) {
                Value iota = b.cast("arith.index_cast", outInt, linalgIndex(b, maxRank - 1));
                Value width = b.intConst(outInt, inBits);
                Value shift = b.same("arith.muli", iota, width);
                Value casted = bitcast(b, inInt, args.get(0));
                Value ext = b.cast("arith.extui", outInt, casted);
                Value shifted = b.same("arith.shli", ext, shift);
                Value acc = bitcast(b, outInt, args.get(1));
                r = b.same("arith.ori", shifted, acc);
              }
              return List.of(bitcast(b, out.elementType(), r));
            });
    l.replace(op, g.results());
    return true;
  }

  /** arith.bitcast, left out where the types already agree (what its folder does). */
  private static Value bitcast(org.jmlir.dialect.arith.transforms.ArithBuilder b, Type to, Value v) {
    return v.type().equals(to) ? v : b.cast("arith.bitcast", to, v);
  }
}
