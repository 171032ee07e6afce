package org.jmlir.dialect.linalg.vectorize;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR 22's vectorization of 1-D convolutions and poolings (its Conv1DGenerator): the named conv and
 * pooling ops whose maps are one of the 1-D layouts — non-channeled {@code {w + kw}, {kw}, {w}},
 * {@code nwc}/{@code ncw} convolutions, {@code nwc}/{@code ncw} poolings and the {@code nwc}
 * depthwise convolution — are read whole (zero padding), the {@code ncw} forms transposed to
 * {@code nwc}, the kernel window unrolled (and the output width too when the stride is not 1) into
 * strided slices combined by {@code vector.contract} (convolutions), {@code vector.outerproduct}
 * (non-channeled), the pooling's own combiner (poolings) or {@code vector.fma} / muli+addi
 * (depthwise), inserted back and written. Static shapes only (upstream also masks a dynamic channel
 * dim of the depthwise convolution); 2-D convolutions are not handled (upstream decomposes them first).
 */
final class ConvVectorizer {
  private enum Order { W, NWC, NCW }

  private final PatternRewriter rw;
  private final MLIRContext ctx;
  private final LinalgOp op;
  private final Location loc;
  private final Value lhsShaped;
  private final Value rhsShaped;
  private final Value resShaped;
  private final ShapedType lhsType;
  private final ShapedType rhsType;
  private final ShapedType resType;
  private final Operation reduceOp;
  private final String kind;
  private final boolean pool;
  /** The cast of the pooled input in the body (e.g. arith.extf), or null. */
  private final String poolExt;
  private final long strideW;
  private final long dilationW;

  private ConvVectorizer(PatternRewriter rw, LinalgOp op, Operation reduceOp, boolean pool, String poolExt) {
    this.rw = rw;
    this.ctx = rw.context();
    this.op = op;
    this.loc = op.location();
    this.lhsShaped = op.inputs().get(0);
    this.rhsShaped = op.inputs().get(1);
    this.resShaped = op.inits().get(0);
    this.lhsType = (ShapedType) lhsShaped.type();
    this.rhsType = (ShapedType) rhsShaped.type();
    this.resType = (ShapedType) resShaped.type();
    this.reduceOp = reduceOp;
    this.kind = LinalgVectorizer.combiningKind(reduceOp);
    this.pool = pool;
    this.poolExt = poolExt;
    this.strideW = op.convAttr("strides", 1)[0];
    this.dilationW = op.convAttr("dilations", 1)[0];
  }

  /**
   * Vectorizes a named convolution or pooling op at its place (after the loop size constants
   * {@code sizes}, which MLIR's vectorization state emits first); false, nothing changed, when it is
   * not one of the supported 1-D forms.
   */
  static boolean vectorize(PatternRewriter rw, LinalgOp op, long[] sizes) {
    ConvVectorizer g = create(rw, op);
    if (g == null) {
      return false;
    }
    Runnable emit = g.matcher();
    if (emit == null) {
      return false;
    }
    rw.setInsertionPoint(op);
    for (long s : sizes) {
      MemRefBuilders.constantIndex(rw, op.location(), s);
    }
    emit.run();
    return true;
  }

  /** MLIR's vectorizeConvOpPrecondition: the generator for {@code op}, or null. */
  private static ConvVectorizer create(PatternRewriter rw, LinalgOp op) {
    if (op.inputs().size() != 2 || op.inits().size() != 1 || op.body() == null) {
      return null;
    }
    if (!(op.inputs().get(0).type() instanceof ShapedType lhs) || !(op.inputs().get(1).type() instanceof ShapedType rhs)
        || !(op.inits().get(0).type() instanceof ShapedType res) || !lhs.hasRank() || !rhs.hasRank() || !res.hasRank()) {
      return null;
    }
    if (!(lhs.rank() == 3 && res.rank() == 3) && !(lhs.rank() == 1 && res.rank() == 1)) {
      return null;
    }
    int numInputs = op.inputs().size();
    if (LinalgVectorizer.reducedValue(op, 0, numInputs) == null) {
      return null;
    }
    Operation reduceOp = ((OpResult) op.body().terminator().operand(0)).owner();
    String k = LinalgVectorizer.combiningKind(reduceOp);
    int blockArgs = 0;
    Value feed = null;
    for (Value v : reduceOp.operands()) {
      if (v instanceof BlockArgument) {
        blockArgs++;
      } else {
        feed = v;
      }
    }
    boolean pool;
    String poolExt = null;
    if (blockArgs == 2) {
      pool = true;
    } else if (blockArgs == 1 && feed instanceof OpResult fr) {
      Operation f = fr.owner();
      if (isCastOfBlockArgument(f)) {
        pool = true;
        poolExt = f.name();
      } else {
        boolean mul = f.name().equals("arith.mulf") || f.name().equals("arith.muli")
            || f.name().equals("arith.andi") && f.result(0).type() instanceof IntegerType it && it.width() == 1;
        if (!mul) {
          return null;
        }
        for (Value v : f.operands()) {
          if (!(v instanceof BlockArgument) && !(v instanceof OpResult r && isCastOfBlockArgument(r.owner()))) {
            return null;
          }
        }
        pool = false;
      }
    } else {
      return null;
    }
    boolean poolKind = k != null && switch (k) {
      case "add", "maxnumf", "maximumf", "maxsi", "maxui", "minnumf", "minimumf", "minsi", "minui" -> true;
      default -> false;
    };
    if (k == null || !k.equals("add") && !k.equals("or") && !(pool && poolKind)) {
      return null;
    }
    if (pool ? rhs.rank() != 1 : rhs.rank() < 1 || rhs.rank() > 3) {
      return null;
    }
    for (ShapedType t : List.of(lhs, rhs, res)) {
      for (long d : t.shape()) {
        if (d == ShapedType.DYNAMIC) {
          return null;
        }
      }
    }
    return new ConvVectorizer(rw, op, reduceOp, pool, poolExt);
  }

  private static boolean isCastOfBlockArgument(Operation o) {
    boolean cast = switch (o.name()) {
      case "arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp", "arith.uitofp",
          "arith.fptosi", "arith.fptoui", "arith.index_cast", "arith.index_castui", "arith.bitcast" -> true;
      default -> false;
    };
    return cast && o.numOperands() == 1 && o.operand(0) instanceof BlockArgument;
  }

  // ---- matchers (the generator's iters/layout checks, in MLIR's order) ------------------------

  private Runnable matcher() {
    List<String> it = op.iteratorTypes();
    List<AffineMap> maps = op.indexingMaps();
    String p = "parallel";
    String r = "reduction";
    AffineExpr d0 = AffineExpr.dim(0);
    AffineExpr d1 = AffineExpr.dim(1);
    AffineExpr d2 = AffineExpr.dim(2);
    AffineExpr d3 = AffineExpr.dim(3);
    AffineExpr d4 = AffineExpr.dim(4);
    if (!pool && it.equals(List.of(p, r)) && maps.equals(layout(2, List.of(d0.add(d1)), List.of(d1), List.of(d0)))) {
      return () -> conv(Order.W);
    }
    if (!pool && it.equals(List.of(p, p, p, r, r))) {
      // (n, w, f, kw, c) and (n, f, w, c, kw).
      if (maps.equals(layout(5, List.of(d0, window(d1, d3), d4), List.of(d3, d4, d2), List.of(d0, d1, d2)))) {
        return () -> conv(Order.NWC);
      }
      if (maps.equals(layout(5, List.of(d0, d3, window(d2, d4)), List.of(d1, d3, d4), List.of(d0, d1, d2)))) {
        return () -> conv(Order.NCW);
      }
    }
    if (it.equals(List.of(p, p, p, r))) {
      if (pool && maps.equals(layout(4, List.of(d0, window(d1, d3), d2), List.of(d3), List.of(d0, d1, d2)))) {
        return () -> conv(Order.NWC);
      }
      if (pool && maps.equals(layout(4, List.of(d0, d1, window(d2, d3)), List.of(d3), List.of(d0, d1, d2)))) {
        return () -> conv(Order.NCW);
      }
      if (!pool && maps.equals(layout(4, List.of(d0, window(d1, d3), d2), List.of(d3, d2), List.of(d0, d1, d2)))) {
        return this::depthwise;
      }
    }
    return null;
  }

  private AffineExpr window(AffineExpr w, AffineExpr kw) {
    return w.mul(strideW).add(kw.mul(dilationW));
  }

  private static List<AffineMap> layout(int dims, List<AffineExpr> lhs, List<AffineExpr> rhs, List<AffineExpr> res) {
    return List.of(new AffineMap(dims, 0, lhs), new AffineMap(dims, 0, rhs), new AffineMap(dims, 0, res));
  }

  // ---- convolutions and poolings ------------------------------------------------------------

  private void conv(Order order) {
    long n = 0;
    long w;
    long c = 0;
    long kw;
    long f = 0;
    long[] lhsShape;
    long[] rhsShape;
    long[] resShape;
    long[] res = resType.shape();
    long[] rhs = rhsType.shape();
    switch (order) {
      case W -> {
        w = res[0];
        kw = rhs[0];
        lhsShape = new long[] {w + kw - 1};
        rhsShape = new long[] {kw};
        resShape = new long[] {w};
      }
      case NWC -> {
        n = res[0];
        w = res[1];
        f = res[2];
        kw = rhs[0];
        c = pool ? f : rhs[1];
        lhsShape = new long[] {n, inputWidth(w, kw), c};
        rhsShape = pool ? new long[] {kw} : new long[] {kw, c, f};
        resShape = new long[] {n, w, f};
      }
      default -> {
        n = res[0];
        f = res[1];
        w = res[2];
        if (pool) {
          kw = rhs[0];
          c = f;
        } else {
          c = rhs[1];
          kw = rhs[2];
        }
        lhsShape = new long[] {n, c, inputWidth(w, kw)};
        rhsShape = pool ? new long[] {kw} : new long[] {f, c, kw};
        resShape = new long[] {n, f, w};
      }
    }
    boolean single = order == Order.W;
    Value zero = MemRefBuilders.constantIndex(rw, loc, 0);
    long wStep = strideW == 1 ? w : 1;
    Value lhs = read(lhsShaped, lhsShape, zero);
    Value rhsVec = pool ? null : read(rhsShaped, rhsShape, zero);
    Value resVec = read(resShaped, resShape, zero);
    if (order == Order.NCW) {
      lhs = transpose(lhs, 0, 2, 1);
      if (!pool) {
        rhsVec = transpose(rhsVec, 2, 1, 0);
      }
      resVec = transpose(resVec, 0, 2, 1);
    }
    List<Value> lhsVals = new ArrayList<>();
    for (long k = 0; k < kw; k++) {
      for (long x = 0; x < w; x += wStep) {
        lhsVals.add(single
            ? slice(lhs, new long[] {x + k}, new long[] {wStep})
            : slice(lhs, new long[] {0, x * strideW + k * dilationW, 0}, new long[] {n, wStep, c}));
      }
    }
    List<Value> rhsVals = new ArrayList<>();
    if (!pool) {
      for (long k = 0; k < kw; k++) {
        rhsVals.add(extract(rhsVec, k));
      }
    }
    List<Value> resVals = new ArrayList<>();
    for (long x = 0; x < w; x += wStep) {
      resVals.add(single ? slice(resVec, new long[] {x}, new long[] {wStep}) : slice(resVec, new long[] {0, x, 0}, new long[] {n, wStep, f}));
    }
    long perKw = w / wStep;
    for (long k = 0; k < kw; k++) {
      for (long x = 0; x < w; x += wStep) {
        int wi = (int) (x / wStep);
        Value l = lhsVals.get((int) (k * perKw + x / wStep));
        Value acc = resVals.get(wi);
        Value v;
        if (pool) {
          v = poolSlice(l, acc);
        } else if (single) {
          v = outerProduct(l, rhsVals.get((int) k), acc);
        } else {
          v = contraction(l, rhsVals.get((int) k), acc);
        }
        resVals.set(wi, v);
      }
    }
    for (long x = 0; x < w; x += wStep) {
      resVec = insert(resVals.get((int) (x / wStep)), resVec, single ? new long[] {x} : new long[] {0, x, 0});
    }
    if (order == Order.NCW) {
      resVec = transpose(resVec, 0, 2, 1);
    }
    finish(write(resVec, zero));
  }

  private long inputWidth(long w, long kw) {
    return ((w - 1) * strideW + 1) + ((kw - 1) * dilationW + 1) - 1;
  }

  /** The nwc depthwise convolution: {@code {n, sw * w + dw * kw, c}, {kw, c}, {n, w, c}}. */
  private void depthwise() {
    long[] rhs = rhsType.shape();
    long[] res = resType.shape();
    long kw = rhs[0];
    long c = rhs[1];
    long n = res[0];
    long w = res[1];
    Value zero = MemRefBuilders.constantIndex(rw, loc, 0);
    long wStep = strideW == 1 ? w : 1;
    Value lhs = read(lhsShaped, new long[] {n, inputWidth(w, kw), c}, zero);
    Value rhsVec = read(rhsShaped, new long[] {kw, c}, zero);
    Value resVec = read(resShaped, new long[] {n, w, c}, zero);
    long[] sizes = {n, wStep, c};
    List<Value> lhsVals = new ArrayList<>();
    for (long k = 0; k < kw; k++) {
      for (long x = 0; x < w; x += wStep) {
        lhsVals.add(slice(lhs, new long[] {0, x * strideW + k * dilationW, 0}, sizes));
      }
    }
    List<Value> rhsVals = new ArrayList<>();
    for (long k = 0; k < kw; k++) {
      rhsVals.add(extract(rhsVec, k));
    }
    List<Value> resVals = new ArrayList<>();
    for (long x = 0; x < w; x += wStep) {
      resVals.add(slice(resVec, new long[] {0, x, 0}, sizes));
    }
    long perKw = w / wStep;
    for (long k = 0; k < kw; k++) {
      for (long x = 0; x < w; x += wStep) {
        int wi = (int) (x / wStep);
        resVals.set(wi, mulAcc(lhsVals.get((int) (k * perKw + x / wStep)), rhsVals.get((int) k), resVals.get(wi)));
      }
    }
    for (long x = 0; x < w; x += wStep) {
      resVec = insert(resVals.get((int) (x / wStep)), resVec, new long[] {0, x, 0});
    }
    finish(write(resVec, zero));
  }

  private void finish(Operation write) {
    if (write.numResults() > 0) {
      rw.replaceOp(op, List.of(write.result(0)));
    } else {
      rw.eraseOp(op);
    }
  }

  // ---- the slice computations ---------------------------------------------------------------

  /** lhs{n, w, c} * rhs{c, f} -> res{n, w, f}, operands widened to the result's element type. */
  private Value contraction(Value lhs, Value rhs, Value res) {
    Type resElement = ((VectorType) res.type()).elementType();
    lhs = promote(lhs, resElement);
    rhs = promote(rhs, resElement);
    AffineExpr n = AffineExpr.dim(0);
    AffineExpr w = AffineExpr.dim(1);
    AffineExpr f = AffineExpr.dim(2);
    AffineExpr c = AffineExpr.dim(3);
    List<Attribute> maps = List.of(
        AffineMapAttr.get(ctx, new AffineMap(4, 0, List.of(n, w, c))),
        AffineMapAttr.get(ctx, new AffineMap(4, 0, List.of(c, f))),
        AffineMapAttr.get(ctx, new AffineMap(4, 0, List.of(n, w, f))));
    List<Attribute> iters = new ArrayList<>();
    for (String t : List.of("parallel", "parallel", "parallel", "reduction")) {
      iters.add(VectorEnumAttr.iteratorType(ctx, t));
    }
    OperationState s = state("vector.contract");
    s.addOperand(lhs).addOperand(rhs).addOperand(res);
    s.addAttribute("indexing_maps", ArrayAttr.get(ctx, maps));
    s.addAttribute("iterator_types", ArrayAttr.get(ctx, iters));
    s.addAttribute("kind", VectorEnumAttr.kind(ctx, kind));
    s.addType(res.type());
    return rw.create(s).result(0);
  }

  private Value outerProduct(Value lhs, Value rhs, Value res) {
    OperationState s = state("vector.outerproduct");
    s.addOperand(lhs).addOperand(rhs).addOperand(res);
    s.addAttribute("kind", VectorEnumAttr.kind(ctx, "add"));
    s.addType(res.type());
    return rw.create(s).result(0);
  }

  /** The pooling's combiner of the (cast) input slice and the accumulator. */
  private Value poolSlice(Value lhs, Value res) {
    if (poolExt != null) {
      OperationState e = state(poolExt);
      e.addOperand(lhs);
      e.addType(res.type());
      lhs = rw.create(e).result(0);
    }
    OperationState s = state(reduceOp.name());
    s.addOperand(lhs).addOperand(res);
    s.addType(res.type());
    return rw.create(s).result(0);
  }

  /** Depthwise lhs{n, w, c} * rhs{c} + res{n, w, c}: the filter broadcast, vector.fma or muli + addi. */
  private Value mulAcc(Value lhs, Value rhs, Value res) {
    VectorType resVec = (VectorType) res.type();
    lhs = promote(lhs, resVec.elementType());
    OperationState b = state("vector.broadcast");
    b.addOperand(rhs);
    b.addType(VectorType.get(ctx, resVec.shape(), ((VectorType) rhs.type()).elementType()));
    rhs = promote(rw.create(b).result(0), resVec.elementType());
    if (resVec.elementType() instanceof FloatType) {
      OperationState s = state("vector.fma");
      s.addOperand(lhs).addOperand(rhs).addOperand(res);
      s.addType(resVec);
      return rw.create(s).result(0);
    }
    OperationState m = state("arith.muli");
    m.addOperand(lhs).addOperand(rhs);
    m.addType(resVec);
    Value mul = rw.create(m).result(0);
    OperationState a = state("arith.addi");
    a.addOperand(mul).addOperand(res);
    a.addType(resVec);
    return rw.create(a).result(0);
  }

  /** MLIR's promote: {@code v} widened to element type {@code to} (sitofp, extf or extsi), or itself. */
  private Value promote(Value v, Type to) {
    VectorType vt = (VectorType) v.type();
    Type from = vt.elementType();
    if (from == to) {
      return v;
    }
    String name;
    if (from instanceof IntegerType && to instanceof FloatType) {
      name = "arith.sitofp";
    } else if (from instanceof FloatType ff && to instanceof FloatType tf && ff.width() < tf.width()) {
      name = "arith.extf";
    } else if (from instanceof IntegerType fi && to instanceof IntegerType ti && fi.width() < ti.width()) {
      name = "arith.extsi";
    } else {
      return v;
    }
    OperationState s = state(name);
    s.addOperand(v);
    s.addType(VectorType.get(ctx, vt.shape(), to));
    return rw.create(s).result(0);
  }

  // ---- vector op builders -------------------------------------------------------------------

  private OperationState state(String name) {
    return new OperationState(ctx, ctx.opDef(name), loc);
  }

  /** A transfer_read of the whole operand at zero indices, zero padding (arith::getZeroConstant). */
  private Value read(Value source, long[] shape, Value zero) {
    ShapedType st = (ShapedType) source.type();
    Type element = st.elementType();
    OperationState c = state("arith.constant");
    c.addAttribute("value", element instanceof FloatType ft ? FloatAttr.get(ctx, ft, 0.0) : IntegerAttr.get(ctx, element, 0));
    c.addType(element);
    Value padding = rw.create(c).result(0);
    OperationState s = state("vector.transfer_read");
    s.addOperand(source);
    for (int k = 0; k < st.rank(); k++) {
      s.addOperand(zero);
    }
    s.addOperand(padding);
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, st.rank(), 1, 0));
    s.addAttribute("permutation_map", AffineMapAttr.get(ctx, AffineMap.identity(st.rank())));
    s.addAttribute("in_bounds", falses(shape.length));
    s.addType(VectorType.get(ctx, shape, element));
    return rw.create(s).result(0);
  }

  private Operation write(Value vector, Value zero) {
    ShapedType st = (ShapedType) resShaped.type();
    OperationState s = state("vector.transfer_write");
    s.addOperand(vector).addOperand(resShaped);
    for (int k = 0; k < st.rank(); k++) {
      s.addOperand(zero);
    }
    s.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, 1, st.rank(), 0));
    s.addAttribute("permutation_map", AffineMapAttr.get(ctx, AffineMap.identity(st.rank())));
    s.addAttribute("in_bounds", falses(st.rank()));
    if (st instanceof org.jmlir.ir.type.RankedTensorType) {
      s.addType(st);
    }
    return rw.create(s);
  }

  private ArrayAttr falses(int n) {
    List<Attribute> r = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      r.add(IntegerAttr.bool(ctx, false));
    }
    return ArrayAttr.get(ctx, r);
  }

  private Value transpose(Value v, long... perm) {
    VectorType vt = (VectorType) v.type();
    long[] shape = new long[perm.length];
    for (int k = 0; k < perm.length; k++) {
      shape[k] = vt.shape()[(int) perm[k]];
    }
    OperationState s = state("vector.transpose");
    s.addOperand(v);
    s.addAttribute("permutation", i64s(perm));
    s.addType(VectorType.get(ctx, shape, vt.elementType()));
    return rw.create(s).result(0);
  }

  private Value slice(Value v, long[] offsets, long[] sizes) {
    VectorType vt = (VectorType) v.type();
    OperationState s = state("vector.extract_strided_slice");
    s.addOperand(v);
    s.addAttribute("offsets", i64ArrayAttr(offsets));
    s.addAttribute("sizes", i64ArrayAttr(sizes));
    s.addAttribute("strides", i64ArrayAttr(ones(offsets.length)));
    s.addType(VectorType.get(ctx, sizes, vt.elementType()));
    return rw.create(s).result(0);
  }

  private Value insert(Value value, Value dest, long[] offsets) {
    OperationState s = state("vector.insert_strided_slice");
    s.addOperand(value).addOperand(dest);
    s.addAttribute("offsets", i64ArrayAttr(offsets));
    s.addAttribute("strides", i64ArrayAttr(ones(offsets.length)));
    s.addType(dest.type());
    return rw.create(s).result(0);
  }

  /** vector.extract of the leading position {@code k}: a vector of the trailing dims, or a scalar. */
  private Value extract(Value v, long k) {
    VectorType vt = (VectorType) v.type();
    long[] rest = java.util.Arrays.copyOfRange(vt.shape(), 1, vt.shape().length);
    OperationState s = state("vector.extract");
    s.addOperand(v);
    s.addAttribute("static_position", i64s(new long[] {k}));
    s.addType(rest.length == 0 ? vt.elementType() : VectorType.get(ctx, rest, vt.elementType()));
    return rw.create(s).result(0);
  }

  private static long[] ones(int n) {
    long[] r = new long[n];
    java.util.Arrays.fill(r, 1);
    return r;
  }

  private DenseArrayAttr i64s(long[] v) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  private ArrayAttr i64ArrayAttr(long[] v) {
    return org.jmlir.dialect.vector.VectorOps.i64Array(ctx, v);
  }
}
