package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * stablehlo.reduce (variadic) as a linalg.generic with the reduced loops last (linalg.reduce with
 * enable-primitive-ops), and stablehlo.reduce_window as a linalg pooling op where the window is
 * NHWC-shaped over f32, else as a linalg.generic over the (padded) input and a window tensor.
 */
final class Reductions {
  private final Lowering l;
  private final StablehloToLinalg owner;

  Reductions(Lowering l, StablehloToLinalg owner) {
    this.l = l;
    this.owner = owner;
  }

  boolean lower(HloOp op) {
    return switch (op.mnemonic()) {
      case "reduce" -> reduce(op);
      case "select_and_scatter" -> selectAndScatter(op);
      default -> reduceWindow(op);
    };
  }

  private static Value index(org.jmlir.dialect.arith.transforms.ArithBuilder b, int dim) {
    return b.op("linalg.index", List.of(IndexType.get(b.context())), List.of(), "dim", org.jmlir.ir.attr.IntegerAttr.get(b.context(), IntegerType.get(b.context(), 64), dim)).result(0);
  }

  private static Value indexConst(org.jmlir.dialect.arith.transforms.ArithBuilder b, long v) {
    return b.constant(org.jmlir.ir.attr.IntegerAttr.get(b.context(), IndexType.get(b.context()), v));
  }

  /**
   * select_and_scatter with non-overlapping windows (StableHLO's SelectAndScatterNoOverlapConverter):
   * a generic selects each window's element and its position, a second one scatters the source
   * into a (window-split) result filled with the init, which is collapsed, padded to the operand's
   * shape and sliced. Static shapes only.
   */
  private boolean selectAndScatter(HloOp op) {
    if (op.numOperands() != 3 || op.numRegions() != 2) {
      return false;
    }
    Value operand = l.in(op.operand(0));
    Value source = l.in(op.operand(1));
    Value init = l.in(op.operand(2));
    RankedTensorType sourceTy = Lowering.tensorType(source);
    RankedTensorType operandTy = Lowering.tensorType(operand);
    RankedTensorType resultTy = l.resultType(op, 0);
    if (!sourceTy.hasStaticShape() || !operandTy.hasStaticShape() || !resultTy.hasStaticShape()) {
      return false;
    }
    int rank = sourceTy.rank();
    long[] pad = padding(op, rank);
    if (Arrays.stream(pad).anyMatch(p -> p != 0) || !(op.attr("window_strides") instanceof DenseArrayAttr)
        || !(op.attr("window_dimensions") instanceof DenseArrayAttr)) {
      return false;
    }
    long[] strides = op.i64Array("window_strides");
    long[] window = op.i64Array("window_dimensions");
    if (strides.length != operandTy.rank() || window.length != operandTy.rank()) {
      return false;
    }
    for (int i = 0; i < strides.length; i++) {
      if (strides[i] < window[i]) {
        return false;
      }
    }
    if (Arrays.stream(window).allMatch(w -> w == 1)) {
      return false;
    }
    Location loc = op.location();
    Type indexTy = IntegerType.get(l.ctx, 32);
    Type srcElem = operandTy.elementType();
    Type destElem = Lowering.tensorType(init).elementType();
    List<AffineExpr> outputExprs = new ArrayList<>();
    List<AffineExpr> sourceExprs = new ArrayList<>();
    List<AffineExpr> windowExprs = new ArrayList<>();
    List<Long> filteredWindows = new ArrayList<>();
    List<Long> filteredStrides = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      outputExprs.add(AffineExpr.dim(i));
    }
    for (int i = 0; i < rank; i++) {
      AffineExpr e = strides[i] == 1 ? AffineExpr.dim(i) : AffineExpr.dim(i).mul(AffineExpr.constant(strides[i]));
      if (strides[i] != 1) {
        AffineExpr w = AffineExpr.dim(windowExprs.size() + rank);
        e = e.add(w);
        windowExprs.add(w);
        filteredWindows.add(window[i]);
        filteredStrides.add(strides[i]);
      }
      sourceExprs.add(e);
    }
    int loops = windowExprs.size() + rank;
    AffineMap outMap = new AffineMap(loops, 0, outputExprs);
    List<AffineMap> maps = List.of(new AffineMap(loops, 0, sourceExprs), new AffineMap(loops, 0, windowExprs), outMap, outMap);
    Value valueEmpty = l.empty(loc, RankedTensorType.get(l.ctx, sourceTy.shape(), destElem), List.of());
    Value indexEmpty = l.empty(loc, RankedTensorType.get(l.ctx, sourceTy.shape(), indexTy), List.of());
    Value negOne = l.constant(loc, org.jmlir.ir.attr.IntegerAttr.get(l.ctx, indexTy, -1));
    indexEmpty = l.fill(loc, negOne, indexEmpty);
    Value windowEmpty = l.empty(loc, RankedTensorType.get(l.ctx, filteredWindows.stream().mapToLong(Long::longValue).toArray(), srcElem), List.of());
    List<String> iterators = new ArrayList<>(Lowering.parallel(rank));
    for (int i = 0; i < windowExprs.size(); i++) {
      iterators.add("reduction");
    }
    Block select = op.region(0).front();
    boolean[] failed = {false};
    Operation reduce =
        l.generic(loc, op, List.of(operand, windowEmpty), List.of(valueEmpty, indexEmpty), maps, iterators, List.of(valueEmpty.type(), indexEmpty.type()),
            (b, args) -> {
              Value in = args.get(0);
              Value outVal = args.get(2);
              Value outIdx = args.get(3);
              List<Value> pred = owner.inlineScalarRegion(b, select, List.of(in, outVal));
              if (pred == null) {
                failed[0] = true;
                return List.of();
              }
              Value isFirst = b.cmpi("eq", outIdx, negOne);
              Value p = b.same("arith.ori", pred.get(0), isFirst);
              Value computed = index(b, rank);
              for (int i = 1; i < filteredStrides.size(); i++) {
                Value width = indexConst(b, filteredStrides.get(i));
                Value idx = index(b, rank + i);
                computed = b.same("arith.muli", width, computed);
                computed = b.same("arith.addi", computed, idx);
              }
              computed = b.cast("arith.index_cast", indexTy, computed);
              Value selectedIdx = b.select(p, computed, outIdx);
              Value selectedValue = b.select(p, in, outVal);
              return List.of(selectedValue, selectedIdx);
            });
    if (failed[0]) {
      return false;
    }
    Value reduceIndex = reduce.result(1);
    List<Long> bshape = new ArrayList<>();
    List<AffineExpr> bexprs = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      bexprs.add(AffineExpr.dim(bshape.size()));
      bshape.add(sourceTy.shape()[i]);
      if (strides[i] > 1) {
        bshape.add(strides[i]);
      }
    }
    long[] broadcastShape = bshape.stream().mapToLong(Long::longValue).toArray();
    Value scatterEmpty = l.empty(loc, RankedTensorType.get(l.ctx, broadcastShape, resultTy.elementType()), List.of());
    Value initScalar = l.op(loc, "tensor.extract", destElem, init);
    Value scatterFill = l.fill(loc, initScalar, scatterEmpty);
    AffineMap inMap = new AffineMap(broadcastShape.length, 0, bexprs);
    Block scatter = op.region(1).front();
    Operation scatterOp =
        l.generic(loc, op, List.of(reduceIndex, source), List.of(scatterFill), List.of(inMap, inMap, AffineMap.identity(broadcastShape.length)),
            Lowering.parallel(broadcastShape.length), List.of(scatterFill.type()),
            (b, args) -> {
              Value inputIdx = args.get(0);
              Value outVal = args.get(2);
              List<Value> update = owner.inlineScalarRegion(b, scatter, List.of(args.get(1), outVal));
              if (update == null) {
                failed[0] = true;
                return List.of();
              }
              Value id = indexConst(b, 0);
              int dim = 0;
              for (int i = 0; i < strides.length; i++) {
                if (strides[i] > 1) {
                  Value idx = index(b, ++dim);
                  Value tile = indexConst(b, strides[i]);
                  id = b.same("arith.muli", id, tile);
                  id = b.same("arith.addi", id, idx);
                }
                ++dim;
              }
              id = b.cast("arith.index_cast", indexTy, id);
              Value pred = b.cmpi("eq", id, inputIdx);
              return List.of(b.select(pred, update.get(0), outVal));
            });
    if (failed[0]) {
      return false;
    }
    List<List<Long>> reassociation = new ArrayList<>();
    long collapseDim = 0;
    long[] collapsedShape = new long[rank];
    for (int i = 0; i < rank; i++) {
      List<Long> dims = new ArrayList<>(List.of(collapseDim));
      collapsedShape[i] = sourceTy.shape()[i];
      if (strides[i] > 1) {
        dims.add(collapseDim + 1);
        collapsedShape[i] *= strides[i];
      }
      reassociation.add(dims);
      collapseDim += dims.size();
    }
    DataMovement dm = new DataMovement(l);
    RankedTensorType collapseTy = RankedTensorType.get(l.ctx, collapsedShape, resultTy.elementType());
    Value collapse = dm.reshapeOp(loc, "tensor.collapse_shape", scatterOp.result(0), collapseTy, reassociation, null);
    long[] padShape = new long[rank];
    long[] low = new long[rank];
    long[] high = new long[rank];
    for (int i = 0; i < rank; i++) {
      padShape[i] = Math.max(resultTy.shape()[i], collapsedShape[i]);
      high[i] = Math.max(operandTy.shape()[i] - collapsedShape[i], 0);
    }
    if (Arrays.equals(padShape, collapsedShape) && Arrays.equals(collapsedShape, operandTy.shape())) {
      // The pad and slice upstream emits here fold away (tensor.pad and extract_slice of the same shape).
      l.replace(op, List.of(collapse));
      return true;
    }
    OperationState ps = new OperationState(l.ctx, "tensor.pad", loc);
    ps.addOperand(collapse);
    ps.addAttribute("static_low", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), low));
    ps.addAttribute("static_high", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), high));
    ps.addAttribute(org.jmlir.dialect.utils.OperandSegments.ATTR, org.jmlir.dialect.utils.OperandSegments.sizesAttr(l.ctx, 1, 0, 0));
    ps.addType(RankedTensorType.get(l.ctx, padShape, resultTy.elementType()));
    ps.addRegion();
    Operation padOp = l.rewriter.create(ps);
    Block padBody = new Block();
    padOp.region(0).addBlock(padBody);
    for (int i = 0; i < rank; i++) {
      padBody.addArgument(IndexType.get(l.ctx), loc);
    }
    org.jmlir.ir.rewrite.OpBuilder pb = new org.jmlir.ir.rewrite.OpBuilder(l.ctx);
    pb.setInsertionPointToEnd(padBody);
    new org.jmlir.dialect.arith.transforms.ArithBuilder(pb, loc).op("tensor.yield", List.of(), List.of(initScalar));
    List<Object> offsets = new ArrayList<>();
    List<Object> sizes = new ArrayList<>();
    List<Object> ones = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      offsets.add(0L);
      sizes.add(operandTy.shape()[i]);
      ones.add(1L);
    }
    l.replace(op, List.of(dm.sliceOp(loc, "tensor.extract_slice", List.of(padOp.result(0)), offsets, sizes, ones, resultTy)));
    return true;
  }

  /** The body: the region's scalar form with accumulators (region args 0..n-1) last. */
  private Lowering.Body regionBody(HloOp op, int n, int extraInputs, boolean[] failed) {
    Block region = op.region(0).front();
    return (b, args) -> {
      List<Value> regionArgs = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        regionArgs.add(args.get(n + extraInputs + i));
      }
      for (int i = 0; i < n; i++) {
        regionArgs.add(args.get(i));
      }
      List<Value> ys = owner.inlineScalarRegion(b, region, regionArgs);
      if (ys == null) {
        failed[0] = true;
        return List.of();
      }
      return ys;
    };
  }

  private boolean reduce(HloOp op) {
    int n = op.numOperands() / 2;
    List<Value> inputs = l.ins(op.operands().subList(0, n));
    List<Value> inits = l.ins(op.operands().subList(n, 2 * n));
    long[] dims = op.i64Array("dimensions");
    RankedTensorType in0 = Lowering.tensorType(inputs.get(0));
    if (dims.length == 0 || Arrays.stream(in0.shape()).anyMatch(d -> d == 0)) {
      return false;
    }
    for (Value v : inits) {
      if (Lowering.tensorType(v).rank() != 0) {
        return false;
      }
    }
    if (!regionTypesMatch(op, n)) {
      return false;
    }
    Location loc = op.location();
    int rank = in0.rank();
    long[] sorted = dims.clone();
    Arrays.sort(sorted);
    long[] order = l.primitive ? sorted : dims;
    List<Value> outputs = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      RankedTensorType rt = l.resultType(op, k);
      resultTypes.add(rt);
      Value initValue = l.op(loc, "tensor.extract", Lowering.tensorType(inits.get(k)).elementType(), inits.get(k));
      Value input = inputs.get(k);
      List<Value> dyn = new ArrayList<>();
      List<Long> shape = new ArrayList<>();
      int j = 0;
      for (int i = 0; i < rank; i++) {
        if (contains(dims, i)) {
          continue;
        }
        long size = Lowering.tensorType(input).shape()[i];
        shape.add(l.primitive ? size : rt.shape()[j]);
        boolean dynamic = l.primitive ? size == ShapedType.DYNAMIC : rt.shape()[j] == ShapedType.DYNAMIC;
        if (dynamic) {
          dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), input, l.index(loc, i)));
        }
        j++;
      }
      RankedTensorType emptyType = RankedTensorType.get(l.ctx, shape.stream().mapToLong(Long::longValue).toArray(), rt.elementType());
      outputs.add(l.fill(loc, initValue, l.empty(loc, emptyType, dyn)));
    }
    boolean[] failed = {false};
    Operation linalgOp;
    if (l.primitive) {
      linalgOp = l.denseArrayOp(loc, op, OpKind.REDUCE, inputs, outputs, "dimensions", order, regionBody(op, n, 0, failed));
    } else {
      // Loops: the kept dimensions in order, then the reduced ones in the op's order.
      AffineExpr[] inExprs = new AffineExpr[rank];
      int loop = 0;
      List<AffineExpr> outExprs = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        if (!contains(dims, i)) {
          inExprs[i] = AffineExpr.dim(loop);
          outExprs.add(AffineExpr.dim(loop++));
        }
      }
      for (long d : dims) {
        inExprs[(int) d] = AffineExpr.dim(loop++);
      }
      List<AffineMap> maps = new ArrayList<>();
      for (int k = 0; k < n; k++) {
        maps.add(new AffineMap(rank, 0, List.of(inExprs)));
      }
      for (int k = 0; k < n; k++) {
        maps.add(new AffineMap(rank, 0, outExprs));
      }
      List<String> iterators = new ArrayList<>(Lowering.parallel(rank - dims.length));
      for (int i = 0; i < dims.length; i++) {
        iterators.add("reduction");
      }
      linalgOp = l.generic(loc, op, inputs, outputs, maps, iterators, resultTypes, regionBody(op, n, 0, failed));
    }
    if (failed[0]) {
      owner.eraseBack(op, linalgOp);
      return false;
    }
    List<Value> results = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Value r = linalgOp.result(k);
      if (!r.type().equals(resultTypes.get(k))) {
        r = l.op(loc, "tensor.cast", resultTypes.get(k), r);
      }
      results.add(r);
    }
    l.replace(op, results);
    return true;
  }

  /** The region's arguments have the operands' element types (promoted element types are not lowered). */
  private static boolean regionTypesMatch(HloOp op, int n) {
    Block region = op.region(0).front();
    if (region.numArguments() != 2 * n) {
      return false;
    }
    for (int i = 0; i < 2 * n; i++) {
      Type arg = region.argument(i).type() instanceof ShapedType t ? t.elementType() : region.argument(i).type();
      Type operand = ((ShapedType) op.operand(i < n ? n + i : i - n).type()).elementType();
      Type result = ((ShapedType) op.result(i < n ? i : i - n).type()).elementType();
      if (!arg.equals(operand) || !arg.equals(result)) {
        return false;
      }
    }
    return true;
  }

  private static boolean contains(long[] a, long x) {
    for (long v : a) {
      if (v == x) {
        return true;
      }
    }
    return false;
  }

  // ---- reduce_window -------------------------------------------------------------------------

  private long[] padding(HloOp op, int rank) {
    long[] r = new long[2 * rank];
    if (op.attr("padding") instanceof DenseIntOrFPElementsAttr d) {
      for (int i = 0; i < 2 * rank; i++) {
        r[i] = org.jmlir.dialect.fold.ConstFold.element(d, i).longValue();
      }
    }
    return r;
  }

  /** The op of the region computing result {@code k} from its accumulator and input arguments. */
  private static Operation reductionOp(HloOp op, int k) {
    Block body = op.region(0).front();
    Operation ret = body.last();
    int n = op.numResults();
    Operation compute = ret.operand(k).definingOp();
    if (compute == null || compute.numOperands() != 2) {
      return null;
    }
    if (!(compute.operand(0) instanceof BlockArgument a0) || !(compute.operand(1) instanceof BlockArgument a1)) {
      return null;
    }
    int other = k + n;
    if (a0.index() == k && a1.index() == other) {
      return compute;
    }
    boolean commutative = compute.name().equals("stablehlo.add") || compute.name().equals("stablehlo.maximum") || compute.name().equals("stablehlo.minimum");
    return a0.index() == other && a1.index() == k && commutative ? compute : null;
  }

  private boolean reduceWindow(HloOp op) {
    if (!regionTypesMatch(op, op.numResults())) {
      return false;
    }
    if (pooling(op)) {
      return true;
    }
    return windowGeneric(op);
  }

  private boolean pooling(HloOp op) {
    int rank = ((ShapedType) op.result(0).type()).rank();
    if (rank != 4 && rank != 5) {
      return false;
    }
    long[] pad = padding(op, rank);
    if (Arrays.stream(pad).anyMatch(p -> p != 0)) {
      return false;
    }
    if (Arrays.stream(Lowering.i64ArrayOr(op, "base_dilations", rank, 1)).anyMatch(d -> d != 1)) {
      return false;
    }
    int last = rank - 1;
    long[] window = op.i64Array("window_dimensions");
    long[] stridesAll = Lowering.i64ArrayOr(op, "window_strides", rank, 1);
    long[] dilationsAll = Lowering.i64ArrayOr(op, "window_dilations", rank, 1);
    if (stridesAll[0] != 1 || stridesAll[last] != 1 || window[0] != 1 || window[last] != 1) {
      return false;
    }
    int n = op.numResults();
    OpKind[] kinds = new OpKind[n];
    for (int k = 0; k < n; k++) {
      Operation red = reductionOp(op, k);
      if (red == null) {
        return false;
      }
      kinds[k] =
          switch (red.name()) {
            case "stablehlo.minimum" -> rank == 4 ? OpKind.POOLING_NHWC_MIN : OpKind.POOLING_NDHWC_MIN;
            case "stablehlo.maximum" -> rank == 4 ? OpKind.POOLING_NHWC_MAX : OpKind.POOLING_NDHWC_MAX;
            case "stablehlo.add" -> rank == 4 ? OpKind.POOLING_NHWC_SUM : OpKind.POOLING_NDHWC_SUM;
            default -> null;
          };
      if (kinds[k] == null || !(((ShapedType) op.operand(k).type()).elementType() instanceof FloatType f) || f.kind() != FloatType.Kind.F32) {
        return false;
      }
    }
    Location loc = op.location();
    long[] fake = Arrays.copyOfRange(window, 1, last);
    long[] strides = Arrays.copyOfRange(stridesAll, 1, last);
    long[] dilations = Arrays.copyOfRange(dilationsAll, 1, last);
    List<NamedAttribute> attrs =
        List.of(new NamedAttribute("dilations", vector(dilations)), new NamedAttribute("strides", vector(strides)));
    List<Value> results = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Value input = op.operand(k);
      Value initT = op.operand(n + k);
      RankedTensorType rt = (RankedTensorType) op.result(k).type();
      Value fakeWindow = l.empty(loc, RankedTensorType.get(l.ctx, fake, rt.elementType()), List.of());
      List<Value> dyn = new ArrayList<>();
      Type index = IndexType.get(l.ctx);
      for (int i = 0; i < rank; i++) {
        if (rt.shape()[i] != ShapedType.DYNAMIC) {
          continue;
        }
        Value size = l.op(loc, "tensor.dim", index, input, l.index(loc, i));
        if (i != 0 && i != last) {
          Value offset = l.index(loc, fake[i - 1] * dilations[i - 1]);
          size = l.op(loc, "arith.subi", index, size, offset);
          size = l.op(loc, "arith.divui", index, size, l.index(loc, strides[i - 1]));
          size = l.op(loc, "arith.addi", index, size, l.index(loc, 1));
        }
        dyn.add(size);
      }
      Value empty = l.empty(loc, rt, dyn);
      Value initValue = l.op(loc, "tensor.extract", rt.elementType(), initT);
      Value filled = l.fill(loc, initValue, empty);
      results.add(l.named(loc, op, kinds[k], List.of(input, fakeWindow), List.of(filled), attrs).result(0));
    }
    l.replace(op, results);
    return true;
  }

  private DenseIntOrFPElementsAttr vector(long[] values) {
    java.math.BigInteger[] v = new java.math.BigInteger[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = java.math.BigInteger.valueOf(values[i]);
    }
    return org.jmlir.dialect.fold.ConstFold.dense(l.ctx, org.jmlir.ir.type.VectorType.get(l.ctx, new long[] {values.length}, IntegerType.get(l.ctx, 64)), v);
  }

  private boolean windowGeneric(HloOp op) {
    int n = op.numResults();
    Location loc = op.location();
    List<Value> inputs = new ArrayList<>(l.ins(op.operands().subList(0, n)));
    List<Value> inits = l.ins(op.operands().subList(n, 2 * n));
    long[] window = op.i64Array("window_dimensions");
    int rank = window.length;
    long[] pad = padding(op, rank);
    long[] baseDilations = Lowering.i64ArrayOr(op, "base_dilations", rank, 1);
    long[] strides = Lowering.i64ArrayOr(op, "window_strides", rank, 1);
    long[] dilations = Lowering.i64ArrayOr(op, "window_dilations", rank, 1);
    List<AffineExpr> srcExprs = new ArrayList<>();
    List<AffineExpr> windowExprs = new ArrayList<>();
    List<AffineExpr> dstExprs = new ArrayList<>();
    List<Long> filtered = new ArrayList<>();
    int windowDim = 0;
    for (int i = 0; i < rank; i++) {
      AffineExpr src = AffineExpr.dim(i);
      if (strides[i] != 1) {
        src = src.mul(AffineExpr.constant(strides[i]));
      }
      if (window[i] != 1) {
        filtered.add(window[i]);
        AffineExpr w = AffineExpr.dim(rank + windowDim);
        windowExprs.add(w);
        if (dilations[i] != 1) {
          w = w.mul(AffineExpr.constant(dilations[i]));
        }
        src = src.add(w);
        windowDim++;
      }
      srcExprs.add(src);
      dstExprs.add(AffineExpr.dim(i));
    }
    int loops = rank + filtered.size();
    AffineMap srcMap = new AffineMap(loops, 0, srcExprs);
    AffineMap windowMap = new AffineMap(loops, 0, windowExprs);
    AffineMap dstMap = new AffineMap(loops, 0, dstExprs);
    List<Value> outputs = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      RankedTensorType rt = l.resultType(op, k);
      if (!rt.hasStaticShape()) {
        return false;
      }
      resultTypes.add(rt);
    }
    for (int k = 0; k < n; k++) {
      RankedTensorType rt = (RankedTensorType) resultTypes.get(k);
      // Upstream broadcasts the init value with a stablehlo.broadcast, lowered in turn.
      HloOp bcast = (HloOp) hloOp(loc, "stablehlo.broadcast", List.of(inits.get(k)), rt, "broadcast_sizes", rt.shape());
      outputs.add(lowerNested(op, bcast));
    }
    boolean padded = Arrays.stream(pad).anyMatch(p -> p != 0) || Arrays.stream(baseDilations).anyMatch(d -> d != 1);
    if (padded) {
      long[] lows = new long[rank];
      long[] highs = new long[rank];
      long[] interior = new long[rank];
      for (int i = 0; i < rank; i++) {
        lows[i] = pad[2 * i];
        highs[i] = pad[2 * i + 1];
        interior[i] = baseDilations[i] - 1;
      }
      for (int k = 0; k < n; k++) {
        RankedTensorType it = Lowering.tensorType(inputs.get(k));
        long[] shape = new long[rank];
        for (int i = 0; i < rank; i++) {
          long s = it.shape()[i];
          shape[i] = s == ShapedType.DYNAMIC ? s : lows[i] + highs[i] + s + Math.max(0, s - 1) * interior[i];
        }
        OperationState ps = new OperationState(l.ctx, "stablehlo.pad", loc);
        ps.addOperand(inputs.get(k)).addOperand(inits.get(k)).addType(RankedTensorType.get(l.ctx, shape, it.elementType()));
        ps.addAttribute("edge_padding_low", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), lows));
        ps.addAttribute("edge_padding_high", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), highs));
        ps.addAttribute("interior_padding", DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), interior));
        HloOp padOp = (HloOp) l.rewriter.create(ps);
        inputs.set(k, lowerNested(op, padOp));
      }
    }
    l.rewriter.setInsertionPoint(op);
    Value windowTensor = l.empty(loc, RankedTensorType.get(l.ctx, filtered.stream().mapToLong(Long::longValue).toArray(), FloatType.f32(l.ctx)), List.of());
    List<Value> allInputs = new ArrayList<>(inputs);
    allInputs.add(windowTensor);
    List<AffineMap> maps = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      maps.add(srcMap);
    }
    maps.add(windowMap);
    for (int k = 0; k < n; k++) {
      maps.add(dstMap);
    }
    List<String> iterators = new ArrayList<>(Lowering.parallel(rank));
    for (int i = 0; i < filtered.size(); i++) {
      iterators.add("reduction");
    }
    boolean[] failed = {false};
    Operation g = l.generic(loc, op, allInputs, outputs, maps, iterators, resultTypes, regionBody(op, n, 1, failed));
    if (failed[0]) {
      return false;
    }
    l.replace(op, g.results());
    return true;
  }

  /** Lowers a stablehlo op built for {@code op} and returns what replaced it (itself if nothing did). */
  private Value lowerNested(HloOp op, HloOp nested) {
    Value r = owner.lower(nested) ? l.lastReplacement.get(0) : nested.result(0);
    l.rewriter.setInsertionPoint(op);
    return r;
  }

  private Operation hloOp(Location loc, String name, List<Value> operands, Type result, String arrayName, long[] array) {
    OperationState s = new OperationState(l.ctx, name, loc);
    s.addOperands(operands).addType(result);
    s.addAttribute(arrayName, DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), array));
    return l.rewriter.create(s);
  }
}
