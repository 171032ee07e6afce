package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
import org.jmlir.dialect.hlo.ConvolutionOp;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.DotGeneralOp;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * dot and dot_general as linalg.matmul/matvec/vecmat/dot/batch_matmul where their shapes match
 * (StableHLO's choice), else a linalg.generic with matmul's body; convolution as linalg.matmul or
 * linalg.conv_2d_nhwc_hwcf for the canonical layouts, else a linalg.generic over reshaped groups.
 */
final class Contractions {
  private final Lowering l;
  private StablehloToLinalg owner;

  Contractions(Lowering l) {
    this.l = l;
  }

  void setOwner(StablehloToLinalg owner) {
    this.owner = owner;
  }

  boolean lower(HloOp op) {
    return switch (op.mnemonic()) {
      case "dot" -> namedDot(op);
      case "dot_general" -> dotGeneral((DotGeneralOp) op);
      case "convolution" -> convolution((ConvolutionOp) op);
      case "einsum" -> einsum(op);
      default -> false;
    };
  }

  private static boolean compatible(long a, long b) {
    return a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC || a == b;
  }

  /** The linalg op a dot of these ranks lowers to, or null. */
  private static OpKind dotKind(RankedTensorType lhs, RankedTensorType rhs) {
    long[] a = lhs.shape();
    long[] b = rhs.shape();
    if (a.length == 1 && b.length == 1 && compatible(a[0], b[0])) {
      return OpKind.DOT;
    }
    if (a.length == 2 && b.length == 1 && compatible(a[1], b[0])) {
      return OpKind.MATVEC;
    }
    if (a.length == 1 && b.length == 2 && compatible(a[0], b[0])) {
      return OpKind.VECMAT;
    }
    if (a.length == 2 && b.length == 2 && compatible(a[1], b[0])) {
      return OpKind.MATMUL;
    }
    return null;
  }

  private boolean namedDot(HloOp op) {
    Value lhs = l.in(op.operand(0));
    Value rhs = l.in(op.operand(1));
    RankedTensorType lt = Lowering.tensorType(lhs);
    RankedTensorType rt = Lowering.tensorType(rhs);
    OpKind kind = dotKind(lt, rt);
    if (kind == null) {
      return false;
    }
    Location loc = op.location();
    RankedTensorType out = l.resultType(op, 0);
    List<Value> dyn = new ArrayList<>();
    boolean lhsMatrix = kind == OpKind.MATVEC || kind == OpKind.MATMUL;
    boolean rhsMatrix = kind == OpKind.VECMAT || kind == OpKind.MATMUL;
    // The result's dynamic sizes: the lhs rows, the rhs columns.
    if (lhsMatrix && out.shape()[0] == ShapedType.DYNAMIC) {
      dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), lhs, l.index(loc, 0)));
    }
    if (rhsMatrix && out.shape()[out.rank() - 1] == ShapedType.DYNAMIC) {
      dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), rhs, l.index(loc, 1)));
    }
    Value zero = l.fillZero(loc, l.empty(loc, out, dyn));
    Operation r = l.named(loc, op, kind, List.of(lhs, rhs), List.of(zero), List.of());
    l.replace(op, r.results());
    return true;
  }

  private boolean dotGeneral(DotGeneralOp op) {
    if (op.attr("algorithm") != null) {
      return false;
    }
    DotDimensionNumbersAttr dn = op.dotDimensionNumbers();
    long[] lb = dn.lhsBatchingDimensions();
    long[] rb = dn.rhsBatchingDimensions();
    long[] lc = dn.lhsContractingDimensions();
    long[] rc = dn.rhsContractingDimensions();
    Value lhs = l.in(op.lhs());
    Value rhs = l.in(op.rhs());
    RankedTensorType lt = Lowering.tensorType(lhs);
    RankedTensorType rt = Lowering.tensorType(rhs);
    RankedTensorType out = l.resultType(op, 0);
    Location loc = op.location();
    boolean simple = lt.rank() <= 2 && rt.rank() <= 2 && lb.length == 0 && rb.length == 0 && lc.length == 1 && lc[0] == lt.rank() - 1 && rc.length == 1 && rc[0] == 0;
    if (simple) {
      return namedDot(op);
    }
    // Dynamic sizes: batch dims and free dims of the lhs, then free dims of the rhs.
    List<Value> sizes = new ArrayList<>();
    List<Integer> sourceOperand = new ArrayList<>();
    List<Integer> sourceDim = new ArrayList<>();
    for (long d : lb) {
      sourceOperand.add(0);
      sourceDim.add((int) d);
    }
    for (int i = 0; i < lt.rank(); i++) {
      if (!contains(lc, i) && !contains(lb, i)) {
        sourceOperand.add(0);
        sourceDim.add(i);
      }
    }
    for (int i = 0; i < rt.rank(); i++) {
      if (!contains(rc, i) && !contains(rb, i)) {
        sourceOperand.add(1);
        sourceDim.add(i);
      }
    }
    for (int i = 0; i < out.rank(); i++) {
      if (out.shape()[i] == ShapedType.DYNAMIC) {
        sizes.add(l.dim(loc, sourceOperand.get(i) == 0 ? lhs : rhs, sourceDim.get(i)));
      }
    }
    boolean batchMatmul = out.rank() == 3 && lb.length == 1 && lb[0] == 0 && rb.length == 1 && rb[0] == 0 && lc.length == 1 && lc[0] == 2
        && rc.length == 1 && rc[0] == 1;
    Value zero = l.fillZero(loc, l.empty(loc, out, sizes));
    if (batchMatmul) {
      l.replace(op, l.named(loc, op, OpKind.BATCH_MATMUL, List.of(lhs, rhs), List.of(zero), List.of()).results());
      return true;
    }
    int targetRank = out.rank();
    int total = lc.length + targetRank;
    int lhsExtra = lt.rank() - lb.length - lc.length;
    List<AffineMap> maps = new ArrayList<>();
    maps.add(operandMap(lt.rank(), lb, lc, lb.length, targetRank, total));
    maps.add(operandMap(rt.rank(), rb, rc, rb.length + lhsExtra, targetRank, total));
    List<AffineExpr> outExprs = new ArrayList<>();
    for (int i = 0; i < targetRank; i++) {
      outExprs.add(AffineExpr.dim(i));
    }
    maps.add(new AffineMap(total, 0, outExprs));
    List<String> iterators = new ArrayList<>(Lowering.parallel(targetRank));
    for (int i = 0; i < lc.length; i++) {
      iterators.add("reduction");
    }
    Operation g = l.generic(loc, op, List.of(lhs, rhs), List.of(zero), maps, iterators, List.of(out), (b, args) -> matmulBody(b, args, out.elementType()));
    l.replace(op, g.results());
    return true;
  }

  private static AffineMap operandMap(int rank, long[] batch, long[] contracting, int extra, int targetRank, int total) {
    AffineExpr[] e = new AffineExpr[rank];
    for (int i = 0; i < batch.length; i++) {
      e[(int) batch[i]] = AffineExpr.dim(i);
    }
    for (int i = 0; i < contracting.length; i++) {
      e[(int) contracting[i]] = AffineExpr.dim(i + targetRank);
    }
    for (int i = 0; i < rank; i++) {
      if (e[i] == null) {
        e[i] = AffineExpr.dim(extra++);
      }
    }
    return new AffineMap(total, 0, List.of(e));
  }

  /** linalg.matmul's body: operands cast to the output type, out + lhs * rhs. */
  static List<Value> matmulBody(org.jmlir.dialect.arith.transforms.ArithBuilder b, List<Value> args, Type out) {
    Value x = castTo(b, args.get(0), out);
    Value y = castTo(b, args.get(1), out);
    boolean c = out instanceof org.jmlir.ir.type.ComplexType;
    boolean f = out instanceof org.jmlir.ir.type.FloatType;
    Value m = b.same(c ? "complex.mul" : f ? "arith.mulf" : "arith.muli", x, y);
    return List.of(b.same(c ? "complex.add" : f ? "arith.addf" : "arith.addi", args.get(2), m));
  }

  /** OpDSL's cast_signed. */
  private static Value castTo(org.jmlir.dialect.arith.transforms.ArithBuilder b, Value v, Type to) {
    Type from = v.type();
    if (from.equals(to)) {
      return v;
    }
    boolean ff = from instanceof org.jmlir.ir.type.FloatType;
    boolean tf = to instanceof org.jmlir.ir.type.FloatType;
    if (ff && tf) {
      return b.cast(ConstFold.width(from) < ConstFold.width(to) ? "arith.extf" : "arith.truncf", to, v);
    }
    if (!ff && tf) {
      return b.cast(ConstFold.width(from) == 1 ? "arith.uitofp" : "arith.sitofp", to, v);
    }
    if (ff) {
      return b.cast("arith.fptosi", to, v);
    }
    return b.cast(ConstFold.width(from) < ConstFold.width(to) ? (ConstFold.width(from) == 1 ? "arith.extui" : "arith.extsi") : "arith.trunci", to, v);
  }

  private static boolean contains(long[] a, long x) {
    for (long v : a) {
      if (v == x) {
        return true;
      }
    }
    return false;
  }

  // ---- einsum ----------------------------------------------------------------------------------

  /** The labels of one operand's subscripts, an ellipsis standing for numbered batch labels. */
  private static List<String> labels(String loop, int rank) {
    List<String> r = new ArrayList<>();
    int e = loop.indexOf("...");
    int pre = e < 0 ? loop.length() : e;
    for (int i = 0; i < pre; i++) {
      r.add(loop.substring(i, i + 1));
    }
    if (e < 0) {
      return r;
    }
    int batch = rank - (loop.length() - 3);
    for (int i = 0; i < batch; i++) {
      r.add(Integer.toString(i));
    }
    for (int i = e + 3; i < loop.length(); i++) {
      r.add(loop.substring(i, i + 1));
    }
    return r;
  }

  private boolean einsum(HloOp op) {
    if (!(op.attr("einsum_config") instanceof org.jmlir.ir.attr.StringAttr config)) {
      return false;
    }
    String c = config.value();
    int arrow = c.indexOf("->");
    int comma = c.indexOf(',');
    if (arrow < 0 || comma < 0 || comma > arrow) {
      return false;
    }
    String lhsLoop = c.substring(0, comma);
    String rhsLoop = c.substring(comma + 1, arrow);
    String outLoop = c.substring(arrow + 2);
    if (rhsLoop.contains(",") || outLoop.contains(",") || outLoop.contains("->")) {
      return false;
    }
    RankedTensorType out = l.resultType(op, 0);
    if (!(out.elementType() instanceof org.jmlir.ir.type.FloatType) && !(out.elementType() instanceof IntegerType)) {
      return false;
    }
    Value lhs = l.in(op.operand(0));
    Value rhs = l.in(op.operand(1));
    RankedTensorType lt = Lowering.tensorType(lhs);
    RankedTensorType rt = Lowering.tensorType(rhs);
    List<String> lhsEin = labels(lhsLoop, lt.rank());
    List<String> rhsEin = labels(rhsLoop, rt.rank());
    List<String> outEin = labels(outLoop, out.rank());
    java.util.Set<Integer> batchRanks = new java.util.HashSet<>();
    if (lt.rank() != lhsLoop.length()) {
      batchRanks.add(lt.rank() - (lhsLoop.length() - 3));
    }
    if (rt.rank() != rhsLoop.length()) {
      batchRanks.add(rt.rank() - (rhsLoop.length() - 3));
    }
    if (out.rank() != outLoop.length()) {
      batchRanks.add(out.rank() - (outLoop.length() - 3));
    }
    if (batchRanks.size() > 1) {
      return false;
    }
    java.util.LinkedHashSet<String> inputs = new java.util.LinkedHashSet<>(lhsEin);
    inputs.addAll(rhsEin);
    java.util.Set<String> outputs = new java.util.HashSet<>(outEin);
    List<String> loops = new ArrayList<>(inputs);
    List<String> iterators = new ArrayList<>();
    boolean reduces = false;
    for (String d : loops) {
      boolean r = !outputs.contains(d);
      reduces |= r;
      iterators.add(r ? "reduction" : "parallel");
    }
    Location loc = op.location();
    List<Value> dyn = new ArrayList<>();
    for (String d : outEin) {
      int i = lhsEin.indexOf(d);
      if (i >= 0) {
        if (lt.shape()[i] == ShapedType.DYNAMIC) {
          dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), lhs, l.index(loc, i)));
        }
      } else {
        int j = rhsEin.indexOf(d);
        if (rt.shape()[j] == ShapedType.DYNAMIC) {
          dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), rhs, l.index(loc, j)));
        }
      }
    }
    Value output = l.empty(loc, out, dyn);
    if (reduces) {
      output = l.fillZero(loc, output);
    }
    List<AffineMap> maps = new ArrayList<>();
    for (List<String> operand : List.of(lhsEin, rhsEin, outEin)) {
      List<AffineExpr> exprs = new ArrayList<>();
      for (String d : operand) {
        exprs.add(AffineExpr.dim(loops.indexOf(d)));
      }
      maps.add(new AffineMap(loops.size(), 0, exprs));
    }
    boolean red = reduces;
    Operation g =
        l.generic(loc, op, List.of(lhs, rhs), List.of(output), maps, iterators, List.of(out),
            (b, args) -> {
              Value r = b.same("arith.mulf", args.get(0), args.get(1));
              if (red) {
                r = b.same("arith.addf", args.get(2), r);
              }
              return List.of(r);
            });
    l.replace(op, g.results());
    return true;
  }

  // ---- convolution -----------------------------------------------------------------------------

  private static boolean canonical(ConvDimensionNumbersAttr d) {
    long[] is = d.inputSpatialDimensions();
    long[] ks = d.kernelSpatialDimensions();
    long[] os = d.outputSpatialDimensions();
    if (d.inputBatchDimension() != 0 || d.inputFeatureDimension() != is.length + 1) {
      return false;
    }
    if (d.kernelInputFeatureDimension() != ks.length || d.kernelOutputFeatureDimension() != ks.length + 1) {
      return false;
    }
    if (d.outputBatchDimension() != 0 || d.outputFeatureDimension() != os.length + 1) {
      return false;
    }
    if (is.length != os.length || is.length != ks.length) {
      return false;
    }
    for (int i = 0; i < is.length; i++) {
      if (is[i] != i + 1 || os[i] != i + 1 || ks[i] != i) {
        return false;
      }
    }
    return true;
  }

  private long[] paddingOf(ConvolutionOp op) {
    if (!(op.attr("padding") instanceof DenseIntOrFPElementsAttr d)) {
      return null;
    }
    long n = d.type().shape().length == 0 ? 1 : Arrays.stream(d.type().shape()).reduce(1, (a, b) -> a * b);
    long[] r = new long[(int) n];
    for (int i = 0; i < n; i++) {
      r[i] = ConstFold.element(d, i).longValue();
    }
    return r;
  }

  /** Pads the input by the convolution's padding and lhs dilation (a stablehlo.pad, lowered in turn). */
  private Value applyPadding(HloOp op, Value input, long[] padding, long[] dilation, long[] dimMappings) {
    boolean noPadding = padding == null || Arrays.stream(padding).allMatch(p -> p == 0);
    boolean noDilation = dilation == null || Arrays.stream(dilation).allMatch(p -> p == 1);
    if (noPadding && noDilation) {
      return input;
    }
    RankedTensorType t = Lowering.tensorType(input);
    int rank = t.rank();
    long[] low = new long[rank];
    long[] high = new long[rank];
    long[] interior = new long[rank];
    if (padding != null) {
      for (int i = 0; i < padding.length / 2; i++) {
        int dim = (int) dimMappings[i];
        low[dim] = padding[2 * i];
        high[dim] = padding[2 * i + 1];
      }
    }
    if (dilation != null) {
      for (int i = 0; i < dilation.length; i++) {
        interior[(int) dimMappings[i]] = dilation[i] - 1;
      }
    }
    Location loc = op.location();
    RankedTensorType scalar = RankedTensorType.get(l.ctx, new long[0], t.elementType());
    Value zero;
    if (t.elementType() instanceof org.jmlir.ir.type.ComplexType c) {
      Value z = l.complexConstant(loc, c, java.math.BigInteger.ZERO, java.math.BigInteger.ZERO);
      zero = l.op(loc, "tensor.from_elements", scalar, z);
    } else {
      zero = l.constant(loc, (org.jmlir.ir.attr.TypedAttr) ConstFold.splat(l.ctx, scalar, java.math.BigInteger.ZERO));
    }
    long[] shape = new long[rank];
    for (int i = 0; i < rank; i++) {
      long s = t.shape()[i];
      shape[i] = s == ShapedType.DYNAMIC ? s : low[i] + high[i] + s + Math.max(0, s - 1) * interior[i];
    }
    OperationState ps = new OperationState(l.ctx, "stablehlo.pad", loc);
    ps.addOperand(input).addOperand(zero).addType(RankedTensorType.get(l.ctx, shape, t.elementType()));
    ps.addAttribute("edge_padding_low", i64(low));
    ps.addAttribute("edge_padding_high", i64(high));
    ps.addAttribute("interior_padding", i64(interior));
    return lowerNested(op, (HloOp) l.rewriter.create(ps));
  }

  private DenseArrayAttr i64(long[] v) {
    return DenseArrayAttr.get(l.ctx, IntegerType.get(l.ctx, 64), v);
  }

  private Value lowerNested(HloOp op, HloOp nested) {
    Value r = owner.lower(nested) ? l.lastReplacement.get(0) : nested.result(0);
    l.rewriter.setInsertionPoint(op);
    return r;
  }

  private Value applyReversal(ConvolutionOp op, Value filter) {
    long[] rev = op.attr("window_reversal") instanceof DenseArrayAttr ? op.windowReversal() : null;
    if (rev == null) {
      return filter;
    }
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < rev.length; i++) {
      if (rev[i] != 0) {
        dims.add(op.dimensionNumbers().kernelSpatialDimensions()[i]);
      }
    }
    OperationState s = new OperationState(l.ctx, "stablehlo.reverse", op.location());
    s.addOperand(filter).addType(filter.type());
    s.addAttribute("dimensions", i64(dims.stream().mapToLong(Long::longValue).toArray()));
    return lowerNested(op, (HloOp) l.rewriter.create(s));
  }

  private DenseIntOrFPElementsAttr i64Tensor(long[] values) {
    java.math.BigInteger[] v = new java.math.BigInteger[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = java.math.BigInteger.valueOf(values[i]);
    }
    return ConstFold.dense(l.ctx, RankedTensorType.get(l.ctx, new long[] {values.length}, IntegerType.get(l.ctx, 64)), v);
  }

  private boolean convolution(ConvolutionOp op) {
    ConvDimensionNumbersAttr dn = op.dimensionNumbers();
    if (dn == null) {
      return false;
    }
    RankedTensorType out = l.resultType(op, 0);
    int rank = out.rank();
    if (canonical(dn) && op.featureGroupCount() == 1 && op.batchGroupCount() == 1 && rank >= 2 && rank <= 5) {
      return normalConvolution(op, out);
    }
    if (op.batchGroupCount() == 1 && op.featureGroupCount() != 1 && depthwiseConvolution(op, out)) {
      return true;
    }
    return generalConvolution(op, out);
  }

  private boolean normalConvolution(ConvolutionOp op, RankedTensorType out) {
    Location loc = op.location();
    int rank = out.rank();
    for (int i = 1; i < rank - 1; i++) {
      if (out.shape()[i] == ShapedType.DYNAMIC) {
        return false;
      }
    }
    Value input = l.in(op.lhs());
    Value filter = applyReversal(op, l.in(op.rhs()));
    if (Arrays.stream(out.shape()).anyMatch(d -> d == 0)) {
      l.replace(op, List.of(l.empty(loc, out, List.of())));
      return true;
    }
    List<Value> dyn = new ArrayList<>();
    if (out.shape()[0] == ShapedType.DYNAMIC) {
      dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), input, l.index(loc, 0)));
    }
    if (out.shape()[rank - 1] == ShapedType.DYNAMIC) {
      dyn.add(l.op(loc, "tensor.dim", IndexType.get(l.ctx), filter, l.index(loc, rank - 1)));
    }
    Value zero = l.fillZero(loc, l.empty(loc, out, dyn));
    long[] strides = Lowering.i64ArrayOr(op, "window_strides", rank - 2, 1);
    long[] dilations = Lowering.i64ArrayOr(op, "rhs_dilation", rank - 2, 1);
    long[] mapping = new long[rank - 2];
    for (int i = 0; i < mapping.length; i++) {
      mapping[i] = i + 1;
    }
    long[] lhsDilation = op.attr("lhs_dilation") instanceof DenseArrayAttr ? op.lhsDilation() : null;
    input = applyPadding(op, input, paddingOf(op), lhsDilation, mapping);
    Operation r;
    if (rank == 2) {
      r = l.named(loc, op, OpKind.MATMUL, List.of(input, filter), List.of(zero), List.of());
    } else {
      OpKind kind = rank == 3 ? OpKind.CONV_1D_NWC_WCF : rank == 4 ? OpKind.CONV_2D_NHWC_HWCF : OpKind.CONV_3D_NDHWC_DHWCF;
      r = l.named(loc, op, kind, List.of(input, filter), List.of(zero),
          List.of(new NamedAttribute("dilations", i64Tensor(dilations)), new NamedAttribute("strides", i64Tensor(strides))));
    }
    l.replace(op, r.results());
    return true;
  }

  /** A window attribute: the op's array as a tensor, else a splat of 1 as a vector (upstream's forms). */
  private org.jmlir.ir.attr.Attribute windowAttr(ConvolutionOp op, String name, int rank) {
    if (op.attr(name) instanceof DenseArrayAttr) {
      return i64Tensor(op.i64Array(name));
    }
    return ConstFold.splat(l.ctx, org.jmlir.ir.type.VectorType.get(l.ctx, new long[] {rank}, IntegerType.get(l.ctx, 64)), java.math.BigInteger.ONE);
  }

  /** The grouping that merges the last two dimensions of a rank-{@code rank} shape. */
  private static List<List<Long>> collapseLastTwo(int rank) {
    List<List<Long>> r = new ArrayList<>();
    for (long i = 0; i < rank - 1; i++) {
      r.add(new ArrayList<>(List.of(i)));
    }
    r.get(r.size() - 1).add((long) rank - 1);
    return r;
  }

  /** A depth-wise convolution (feature groups = input features) as linalg.depthwise_conv_* (StableHLO's choice). */
  private boolean depthwiseConvolution(ConvolutionOp op, RankedTensorType out) {
    ConvDimensionNumbersAttr dn = op.dimensionNumbers();
    int spatialRank = dn.inputSpatialDimensions().length;
    if (spatialRank == 0 || spatialRank > 3 || !canonical(dn)) {
      return false;
    }
    long groups = op.featureGroupCount();
    if (groups != Lowering.tensorType(op.lhs()).shape()[(int) dn.inputFeatureDimension()] || !out.hasStaticShape()) {
      return false;
    }
    Location loc = op.location();
    if (Arrays.stream(out.shape()).anyMatch(d -> d == 0)) {
      l.replace(op, List.of(l.empty(loc, out, List.of())));
      return true;
    }
    org.jmlir.ir.attr.Attribute strides = windowAttr(op, "window_strides", spatialRank);
    org.jmlir.ir.attr.Attribute dilations = windowAttr(op, "rhs_dilation", spatialRank);
    List<NamedAttribute> attrs = List.of(new NamedAttribute("dilations", dilations), new NamedAttribute("strides", strides));
    long[] mapping = new long[spatialRank];
    for (int i = 0; i < spatialRank; i++) {
      mapping[i] = i + 1;
    }
    long[] lhsDilation = op.attr("lhs_dilation") instanceof DenseArrayAttr ? op.lhsDilation() : null;
    Value input = applyPadding(op, l.in(op.lhs()), paddingOf(op), lhsDilation, mapping);
    Value filter = l.in(op.rhs());
    long[] filterDims = Lowering.tensorType(filter).shape().clone();
    int kIn = (int) dn.kernelInputFeatureDimension();
    int kOut = (int) dn.kernelOutputFeatureDimension();
    Type elem = out.elementType();
    DataMovement dm = new DataMovement(l);
    if (filterDims[kIn] * filterDims[kOut] != groups) {
      long[] reshaped = filterDims.clone();
      Value reshapedFilter = filter;
      if (filterDims[kIn] == 1) {
        reshaped[kIn] = groups;
        reshaped[kOut] /= groups;
        reshapedFilter = reshapeNested(op, filter, reshaped);
      }
      long multiplier = reshaped[reshaped.length - 1];
      long[] outDims = Arrays.copyOf(out.shape(), out.rank() + 1);
      outDims[outDims.length - 1] = multiplier;
      outDims[outDims.length - 2] /= multiplier;
      RankedTensorType convType = RankedTensorType.get(l.ctx, outDims, elem);
      Value zero = l.fillZero(loc, l.empty(loc, convType, List.of()));
      OpKind kind = spatialRank == 1 ? OpKind.DEPTHWISE_CONV_1D_NWC_WCM : spatialRank == 2 ? OpKind.DEPTHWISE_CONV_2D_NHWC_HWCM : OpKind.DEPTHWISE_CONV_3D_NDHWC_DHWCM;
      Value conv = l.named(loc, op, kind, List.of(input, reshapedFilter), List.of(zero), attrs).result(0);
      l.replace(op, List.of(dm.reshapeOp(loc, "tensor.collapse_shape", conv, out, collapseLastTwo(convType.rank()), null)));
      return true;
    }
    Value zero = l.fillZero(loc, l.empty(loc, out, List.of()));
    long[] collapsed = Arrays.copyOf(filterDims, filterDims.length - 1);
    collapsed[collapsed.length - 1] = groups;
    Value reshapedFilter = dm.reshapeOp(loc, "tensor.collapse_shape", filter, RankedTensorType.get(l.ctx, collapsed, elem), collapseLastTwo(filterDims.length), null);
    OpKind kind = spatialRank == 1 ? OpKind.DEPTHWISE_CONV_1D_NWC_WC : spatialRank == 2 ? OpKind.DEPTHWISE_CONV_2D_NHWC_HWC : OpKind.DEPTHWISE_CONV_3D_NDHWC_DHWC;
    l.replace(op, l.named(loc, op, kind, List.of(input, reshapedFilter), List.of(zero), attrs).results());
    return true;
  }

  private boolean generalConvolution(ConvolutionOp op, RankedTensorType out) {
    Location loc = op.location();
    if (!out.hasStaticShape()) {
      return false;
    }
    List<Long> resultShape = new ArrayList<>();
    for (long d : out.shape()) {
      resultShape.add(d);
    }
    if (resultShape.contains(0L)) {
      l.replace(op, List.of(l.empty(loc, out, List.of())));
      return true;
    }
    ConvDimensionNumbersAttr dn = op.dimensionNumbers();
    int inBatch = (int) dn.inputBatchDimension();
    int inFeature = (int) dn.inputFeatureDimension();
    long[] inSpatial = dn.inputSpatialDimensions();
    int kIn = (int) dn.kernelInputFeatureDimension();
    int kOut = (int) dn.kernelOutputFeatureDimension();
    long[] kSpatial = dn.kernelSpatialDimensions();
    int outBatch = (int) dn.outputBatchDimension();
    int outFeature = (int) dn.outputFeatureDimension();
    long[] outSpatial = dn.outputSpatialDimensions();
    long featureGroups = op.featureGroupCount();
    long batchGroups = op.batchGroupCount();
    if (featureGroups != 1 && batchGroups != 1) {
      return false;
    }
    long[] lhsDilation = op.attr("lhs_dilation") instanceof DenseArrayAttr ? op.lhsDilation() : null;
    long[] rhsDilation = op.attr("rhs_dilation") instanceof DenseArrayAttr ? op.rhsDilation() : null;
    Value lhs = applyPadding(op, l.in(op.lhs()), paddingOf(op), lhsDilation, inSpatial);
    Value rhs = applyPadding(op, l.in(op.rhs()), null, rhsDilation, kSpatial);
    rhs = applyReversal(op, rhs);
    RankedTensorType lt = Lowering.tensorType(lhs);
    RankedTensorType rt = Lowering.tensorType(rhs);
    int[] lhsMap = iota(lt.rank());
    int[] rhsMap = iota(rt.rank());
    int[] resMap = iota(out.rank());
    List<AffineExpr> src = new ArrayList<>(java.util.Collections.nCopies(lt.rank(), (AffineExpr) null));
    List<AffineExpr> win = new ArrayList<>(java.util.Collections.nCopies(rt.rank(), (AffineExpr) null));
    List<AffineExpr> dst = new ArrayList<>(java.util.Collections.nCopies(out.rank(), (AffineExpr) null));
    int next = 0;
    List<String> iterators = new ArrayList<>();
    if (featureGroups != 1) {
      AffineExpr p = AffineExpr.dim(next++);
      iterators.add("parallel");
      src.add(inFeature, p);
      lhs = reshapeNested(op, lhs, split(lt.shape(), inFeature, featureGroups));
      bump(lhsMap, inFeature);
      win.add(kOut, p);
      rhs = reshapeNested(op, rhs, split(rt.shape(), kOut, featureGroups));
      bump(rhsMap, kOut);
      dst.add(outFeature, p);
      bump(resMap, outFeature);
      resultShape.add(outFeature, featureGroups);
      resultShape.set(outFeature + 1, resultShape.get(outFeature + 1) / featureGroups);
    }
    if (batchGroups != 1) {
      iterators.add("parallel");
      AffineExpr p = AffineExpr.dim(next++);
      src.add(inBatch, p);
      lhs = reshapeNested(op, lhs, split(lt.shape(), inBatch, batchGroups));
      bump(lhsMap, inBatch);
      win.add(kOut, p);
      rhs = reshapeNested(op, rhs, split(rt.shape(), kOut, batchGroups));
      bump(rhsMap, kOut);
      int of = resMap[outFeature];
      dst.add(of, p);
      bump(resMap, outFeature);
      resultShape.add(of, batchGroups);
      resultShape.set(of + 1, resultShape.get(of + 1) / batchGroups);
    }
    iterators.add("reduction");
    AffineExpr inF = AffineExpr.dim(next++);
    src.set(lhsMap[inFeature], inF);
    win.set(rhsMap[kIn], inF);
    iterators.add("parallel");
    AffineExpr outF = AffineExpr.dim(next++);
    dst.set(resMap[outFeature], outF);
    win.set(rhsMap[kOut], outF);
    long[] strides = op.attr("window_strides") instanceof DenseArrayAttr ? op.windowStrides() : null;
    for (int i = 0; i < out.rank() - 2; i++) {
      iterators.add("parallel");
      iterators.add("reduction");
      AffineExpr d0 = AffineExpr.dim(next++);
      AffineExpr d1 = AffineExpr.dim(next++);
      AffineExpr s = strides != null ? d0.mul(AffineExpr.constant(strides[i])) : d0;
      src.set(lhsMap[(int) inSpatial[i]], s.add(d1));
      dst.set(resMap[(int) outSpatial[i]], d0);
      win.set(rhsMap[(int) kSpatial[i]], d1);
    }
    iterators.add("parallel");
    AffineExpr batch = AffineExpr.dim(next++);
    src.set(lhsMap[inBatch], batch);
    dst.set(resMap[outBatch], batch);
    int loops = next;
    List<AffineMap> maps = List.of(new AffineMap(loops, 0, src), new AffineMap(loops, 0, win), new AffineMap(loops, 0, dst));
    RankedTensorType convType = RankedTensorType.get(l.ctx, resultShape.stream().mapToLong(Long::longValue).toArray(), out.elementType());
    Value zero = l.fillZero(loc, l.empty(loc, convType, List.of()));
    Operation g = l.generic(loc, op, List.of(lhs, rhs), List.of(zero), maps, iterators, List.of(convType), (b, args) -> matmulBody(b, args, out.elementType()));
    Value result = g.result(0);
    if (!convType.equals(out)) {
      OperationState s = new OperationState(l.ctx, "stablehlo.reshape", loc);
      s.addOperand(result).addType(out);
      result = lowerNested(op, (HloOp) l.rewriter.create(s));
    }
    l.replace(op, List.of(result));
    return true;
  }

  private static int[] iota(int n) {
    int[] r = new int[n];
    for (int i = 0; i < n; i++) {
      r[i] = i;
    }
    return r;
  }

  private static void bump(int[] mapping, int offset) {
    for (int i = offset; i < mapping.length; i++) {
      mapping[i] += 1;
    }
  }

  private static long[] split(long[] shape, int dim, long factor) {
    long[] r = new long[shape.length + 1];
    for (int i = 0, k = 0; i < shape.length; i++) {
      if (i == dim) {
        r[k++] = factor;
        r[k++] = shape[i] / factor;
      } else {
        r[k++] = shape[i];
      }
    }
    return r;
  }

  private Value reshapeNested(HloOp op, Value v, long[] shape) {
    OperationState s = new OperationState(l.ctx, "stablehlo.reshape", op.location());
    s.addOperand(v).addType(RankedTensorType.get(l.ctx, shape, Lowering.tensorType(v).elementType()));
    return lowerNested(op, (HloOp) l.rewriter.create(s));
  }
}
