package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Ops TensorFlow lowers through its tf2xla kernels (the fallback of its bridge), written here as
 * the HLO those kernels build: XlaPad and MirrorPad (pads; mirrored slices), Diag/DiagPart (an
 * iota comparison selects the diagonal), MatrixBandPart (an iota band mask), Bucketize (a count of
 * the boundaries not above each value), FakeParam (zeros), InvertPermutation (a scatter of iota),
 * Roll (two slices exchanged), LinSpace (start plus iota times the step) and ConjugateTranspose.
 * Operands the kernels need at compile time must be constants here too.
 */
final class KernelPatterns {
  private KernelPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.XlaPad", (op, e) -> xlaPad(op, e, why)));
    out.add(p("tf.MirrorPad", (op, e) -> mirrorPad(op, e, why)));
    out.add(p("tf.Diag", (op, e) -> diag(op, e, why)));
    out.add(p("tf.DiagPart", (op, e) -> diagPart(op, e, why)));
    out.add(p("tf.MatrixBandPart", (op, e) -> bandPart(op, e, why)));
    out.add(p("tf.Bucketize", (op, e) -> bucketize(op, e, why)));
    out.add(p("tf.FakeParam", (op, e) -> fakeParam(op, e, why)));
    out.add(p("tf.InvertPermutation", (op, e) -> invertPermutation(op, e, why)));
    out.add(p("tf.Roll", (op, e) -> roll(op, e, why)));
    out.add(p("tf.LinSpace", (op, e) -> linSpace(op, e, why)));
    out.add(p("tf.ConjugateTranspose", (op, e) -> conjugateTranspose(op, e, why)));
    out.add(p("tf.DataFormatVecPermute", (op, e) -> vecPermute(op, e, why)));
    out.add(p("tf.DataFormatDimMap", (op, e) -> dimMap(op, e, why)));
    out.add(p("tf.RandomUniformInt", (op, e) -> randomInt(op, e, why)));
    out.add(p("tf.TruncatedNormal", (op, e) -> truncatedNormal(op, e, why)));
    out.add(p("tf.Multinomial", (op, e) -> multinomial(op, e, why)));
  }

  /** DataFormatVecPermute: row i of the result is row src_format.indexOf(dst_format[i]) of x. */
  private static boolean vecPermute(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    String src = TfShapes.stringAttr(op, "src_format", "NHWC");
    String dst = TfShapes.stringAttr(op, "dst_format", "NCHW");
    if (x == null || x.rank() < 1 || x.rank() > 2 || src.length() != dst.length()) {
      return why.dynamic(op, "x must be a static vector or matrix, the formats of one length");
    }
    long n = x.shape()[0];
    if (n != src.length() && n != src.length() - 2) {
      return why.attribute(op, "x must have one row per dimension of the format, or per spatial dimension");
    }
    if (n != src.length()) {
      // Only the spatial dimensions: the formats without N and C.
      src = src.replaceAll("[NC]", "");
      dst = dst.replaceAll("[NC]", "");
    }
    List<Value> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int from = src.indexOf(dst.charAt(i));
      if (from < 0) {
        return why.attribute(op, "dst_format '" + dst + "' is not a permutation of src_format '" + src + "'");
      }
      rows.add(sliceAlong(e, op.operand(0), 0, from, from + 1));
    }
    e.replace(e.put(e.b.concatenate(rows, 0)));
    return true;
  }

  /** DataFormatDimMap: each dimension index (negative from the end) of src_format mapped to its index in dst_format. */
  private static boolean dimMap(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    String src = TfShapes.stringAttr(op, "src_format", "NHWC");
    String dst = TfShapes.stringAttr(op, "dst_format", "NCHW");
    if (x == null) {
      return why.dynamic(op, "x must be ranked");
    }
    int n = src.length();
    Type el = x.elementType();
    Value v = op.operand(0);
    Value wrapped = e.chlo("broadcast_select", List.of(e.bcompare("LT", v, e.scalar(el, 0)), e.bcast("add", v, e.scalar(el, n), x), v), x);
    Value out = null;
    for (int k = n - 1; k >= 0; k--) {
      int to = dst.indexOf(src.charAt(k));
      if (to < 0) {
        return why.attribute(op, "dst_format '" + dst + "' is not a permutation of src_format '" + src + "'");
      }
      Value mapped = e.bcast("add", e.bcast("multiply", wrapped, e.scalar(el, 0), x), e.scalar(el, to), x);
      out = out == null ? mapped : e.chlo("broadcast_select", List.of(e.bcompare("EQ", wrapped, e.scalar(el, k)), mapped, out), x);
    }
    e.replace(out);
    return true;
  }

  /** RandomUniformInt: {@code rng} UNIFORM over [minval, maxval) (TensorFlow's seeds are not modelled). */
  private static boolean randomInt(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape() || !(r.elementType() instanceof IntegerType)) {
      return why.dynamic(op, "the result must be a static integer tensor");
    }
    Value shape = e.convert(op.operand(0), IntegerType.get(e.ctx, 64));
    e.replace(e.op("rng", List.of(op.operand(1), op.operand(2), shape), r, e.attr("rng_distribution",
        org.jmlir.dialect.hlo.HloEnumAttr.get(e.ctx, Emit.NS, org.jmlir.dialect.hlo.HloEnum.RNG_DISTRIBUTION, "UNIFORM"))));
    return true;
  }

  /** The smallest positive normal number of {@code f}: the low end of the uniform draws of the tf2xla random kernels. */
  private static double minNormal(org.jmlir.ir.type.FloatType f) {
    return switch (f.width()) {
      case 16 -> f.kind() == org.jmlir.ir.type.FloatType.Kind.BF16 ? 1.1754943508222875E-38 : 6.103515625E-5;
      case 32 -> Float.MIN_NORMAL;
      default -> Double.MIN_NORMAL;
    };
  }

  /** {@code rng} UNIFORM over [smallest normal, 1) of static float type {@code t} (seeds are not modelled). */
  private static Value uniform(Emit e, RankedTensorType t) {
    org.jmlir.ir.type.FloatType f = (org.jmlir.ir.type.FloatType) t.elementType();
    return e.op("rng", List.of(e.scalar(f, minNormal(f)), e.scalar(f, 1), e.i64s(t.shape())), t, e.attr("rng_distribution",
        org.jmlir.dialect.hlo.HloEnumAttr.get(e.ctx, Emit.NS, org.jmlir.dialect.hlo.HloEnum.RNG_DISTRIBUTION, "UNIFORM")));
  }

  /**
   * TruncatedNormal as tf2xla's kernel: a uniform u mapped into [Phi(-2), Phi(2)] of the normal
   * distribution's CDF, through the normal quantile sqrt(2) erfinv(2p - 1), clamped to [-2, 2].
   */
  private static boolean truncatedNormal(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()
        || !(r.elementType() instanceof org.jmlir.ir.type.FloatType)) {
      return why.dynamic(op, "the result must be a static float tensor");
    }
    Type el = r.elementType();
    double lo = 0.022750131948179195;
    double hi = 0.9772498680518208;
    Value u = uniform(e, r);
    Value p = e.bcast("add", e.bcast("multiply", u, e.scalar(el, hi - lo), r), e.scalar(el, lo), r);
    Value q = e.bcast("subtract", e.bcast("multiply", p, e.scalar(el, 2), r), e.scalar(el, 1), r);
    Value x = e.bcast("multiply", e.chlo("erf_inv", List.of(q), r), e.scalar(el, Math.sqrt(2)), r);
    e.replace(e.put(e.b.clamp(e.scalar(el, -2), x, e.scalar(el, 2))));
    return true;
  }

  /**
   * Multinomial as tf2xla's kernel: Gumbel noise -log(-log(u)) added to the logits broadcast over
   * the samples ([batch, samples, classes]); each sample the ArgMax over the classes.
   */
  private static boolean multinomial(Operation op, Emit e, Reasons why) {
    RankedTensorType logits = TfShapes.staticTensor(op.operand(0));
    Long samples = TfShapes.constInt(op.operand(1));
    if (samples == null) {
      return needsConstant(op, why, 1);
    }
    if (logits == null || logits.rank() != 2 || !(logits.elementType() instanceof org.jmlir.ir.type.FloatType)
        || !(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "the logits must be a static float matrix");
    }
    RankedTensorType noiseType = TfShapes.tensor(e.ctx, new long[] {logits.shape()[0], samples, logits.shape()[1]}, logits.elementType());
    Value gumbel = e.unary("negate", e.unary("log", e.unary("negate", e.unary("log", uniform(e, noiseType)))));
    Value scores = e.binary("add", gumbel, e.broadcastInDim(op.operand(0), new long[] {0, 2}, noiseType));
    RankedTensorType out = TfShapes.tensor(e.ctx, new long[] {logits.shape()[0], samples}, TfShapes.element(r));
    e.replace(BoundedPatterns.cast(e, NnPatterns.argReduce(e, scores, 2, out, "GT"), r));
    return true;
  }

  /** Records that operand {@code index} must be a constant (the tf2xla kernel's compile-time input). */
  private static boolean needsConstant(Operation op, Reasons why, int index) {
    return why.attribute(op, "lowering requires operand #" + index + " to be a constant");
  }

  private static boolean xlaPad(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null) {
      return why.dynamic(op, "the input must be ranked");
    }
    long[][] lists = new long[3][];
    for (int i = 0; i < 3; i++) {
      lists[i] = TfShapes.constInts(op.operand(2 + i));
      if (lists[i] == null) {
        return needsConstant(op, why, 2 + i);
      }
      if (lists[i].length != x.rank()) {
        return why.attribute(op, "padding lists must have one entry per dimension");
      }
    }
    e.replace(e.put(e.b.pad(op.operand(0), op.operand(1), lists[0], lists[1], lists[2])));
    return true;
  }

  /** MirrorPad: per dimension, the mirrored edge slices (REFLECT skips the edge element, SYMMETRIC repeats it) around the input. */
  private static boolean mirrorPad(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    long[] pads = TfShapes.constInts(op.operand(1));
    if (x == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (pads == null || pads.length != 2 * x.rank()) {
      return needsConstant(op, why, 1);
    }
    String mode = TfShapes.stringAttr(op, "mode", "REFLECT");
    long skip = mode.equals("REFLECT") ? 1 : 0;
    Value v = op.operand(0);
    for (int d = 0; d < x.rank(); d++) {
      long lo = pads[2 * d];
      long hi = pads[2 * d + 1];
      if (lo == 0 && hi == 0) {
        continue;
      }
      long[] shape = ((RankedTensorType) v.type()).shape();
      long n = shape[d];
      if (lo + skip > n || hi + skip > n || lo < 0 || hi < 0) {
        return why.attribute(op, "paddings larger than the input allows for " + mode);
      }
      List<Value> parts = new ArrayList<>();
      if (lo > 0) {
        parts.add(e.put(e.b.reverse(sliceAlong(e, v, d, skip, skip + lo), new long[] {d})));
      }
      parts.add(v);
      if (hi > 0) {
        parts.add(e.put(e.b.reverse(sliceAlong(e, v, d, n - hi - skip, n - skip), new long[] {d})));
      }
      v = e.put(e.b.concatenate(parts, d));
    }
    e.replace(v);
    return true;
  }

  /** Elements [from, to) of dimension {@code d} of static {@code v}. */
  private static Value sliceAlong(Emit e, Value v, int d, long from, long to) {
    long[] shape = ((RankedTensorType) v.type()).shape();
    long[] start = new long[shape.length];
    long[] limit = shape.clone();
    start[d] = from;
    limit[d] = to;
    return e.put(e.b.slice(v, start, limit, TfShapes.ones(shape.length)));
  }

  /** The i1 [rows, cols] mask of the diagonal (iota along 0 equal to iota along 1). */
  private static Value diagonalMask(Emit e, long rows, long cols) {
    RankedTensorType square = TfShapes.tensor(e.ctx, new long[] {rows, cols}, IntegerType.get(e.ctx, 32));
    return e.compare("EQ", e.put(e.b.iota(square, 0)), e.put(e.b.iota(square, 1)));
  }

  private static boolean diag(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() == 0) {
      return why.dynamic(op, "the input must be static, of rank 1 or more");
    }
    long n = TfShapes.numElements(x.shape());
    RankedTensorType square = TfShapes.tensor(e.ctx, new long[] {n, n}, x.elementType());
    Value flat = e.reshape(op.operand(0), TfShapes.tensor(e.ctx, new long[] {n}, x.elementType()));
    Value rows = e.broadcastInDim(flat, new long[] {0}, square);
    Value zero = e.splat(square, BigInteger.ZERO);
    Value d = e.put(e.b.select(diagonalMask(e, n, n), rows, zero));
    e.replace(e.reshape(d, op.result(0).type()));
    return true;
  }

  private static boolean diagPart(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() == 0 || x.rank() % 2 != 0) {
      return why.dynamic(op, "the input must be static, of even rank");
    }
    long n = 1;
    for (int i = 0; i < x.rank() / 2; i++) {
      n *= x.shape()[i];
    }
    RankedTensorType square = TfShapes.tensor(e.ctx, new long[] {n, n}, x.elementType());
    Value m = e.reshape(op.operand(0), square);
    Value kept = e.put(e.b.select(diagonalMask(e, n, n), m, e.splat(square, BigInteger.ZERO)));
    Value sum = e.reduce(kept, e.scalar(x.elementType(), 0), new long[] {1}, "add");
    e.replace(e.reshape(sum, op.result(0).type()));
    return true;
  }

  /** MatrixBandPart: keeps element (m, n) where (num_lower < 0 or m - n <= num_lower) and (num_upper < 0 or n - m <= num_upper). */
  private static boolean bandPart(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() < 2) {
      return why.dynamic(op, "the input must be static, of rank 2 or more");
    }
    int r = x.rank();
    long rows = x.shape()[r - 2];
    long cols = x.shape()[r - 1];
    Type idx = TfShapes.element(op.operand(1).type());
    RankedTensorType grid = TfShapes.tensor(e.ctx, new long[] {rows, cols}, idx);
    Value diff = e.binary("subtract", e.put(e.b.iota(grid, 0)), e.put(e.b.iota(grid, 1)));
    Value zero = e.scalar(idx, 0);
    // m - n <= lower, or lower < 0; n - m <= upper, i.e. -(m - n) <= upper, or upper < 0.
    Value lowerOk = e.bcast("or", e.bcompare("LE", diff, op.operand(1)), e.bcompare("LT", op.operand(1), zero),
        TfShapes.withElement(e.ctx, grid, IntegerType.get(e.ctx, 1)));
    Value upperOk = e.bcast("or", e.bcompare("LE", e.unary("negate", diff), op.operand(2)), e.bcompare("LT", op.operand(2), zero),
        TfShapes.withElement(e.ctx, grid, IntegerType.get(e.ctx, 1)));
    Value keep = e.binary("and", lowerOk, upperOk);
    Value mask = e.broadcastInDim(keep, new long[] {r - 2, r - 1}, TfShapes.withElement(e.ctx, x, IntegerType.get(e.ctx, 1)));
    e.replace(e.put(e.b.select(mask, op.operand(0), e.splat(x, BigInteger.ZERO))));
    return true;
  }

  private static boolean bucketize(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || !(op.attr("boundaries") instanceof ArrayAttr bounds)) {
      return why.dynamic(op, "the input must be ranked and the boundaries a list");
    }
    Type i32 = TfShapes.element(op.result(0).type());
    for (Attribute a : bounds.elements()) {
      if (!(a instanceof FloatAttr)) {
        return why.attribute(op, "a boundary that is not a float");
      }
    }
    Value count = null;
    for (Attribute a : bounds.elements()) {
      Value above = e.convert(e.bcompare("GE", op.operand(0), e.scalar(x.elementType(), ((FloatAttr) a).doubleValue())), i32);
      count = count == null ? above : e.binary("add", count, above);
    }
    // No boundary: every value is in bucket 0 (x < x is false, NaN included).
    e.replace(count != null ? count : e.convert(e.bcompare("LT", op.operand(0), op.operand(0)), i32));
    return true;
  }

  private static boolean fakeParam(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape() || !TfShapes.isHloTensor(r)) {
      return why.dynamic(op, "the result must be a static HLO tensor");
    }
    e.replace(e.splat(r, BigInteger.ZERO));
    return true;
  }

  /** y[x[i]] = i: iota scattered to the positions the permutation names. */
  private static boolean invertPermutation(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null || x.rank() != 1) {
      return why.dynamic(op, "the permutation must be a static vector");
    }
    long n = x.shape()[0];
    Value iota = e.put(e.b.iota(x, 0));
    Value indices = e.reshape(op.operand(0), TfShapes.tensor(e.ctx, new long[] {n, 1}, x.elementType()));
    var dn = org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr.get(e.ctx, Emit.NS, new long[0], new long[] {0}, new long[0], new long[0],
        new long[] {0}, 1);
    e.replace(e.scatterReplacing(e.splat(x, BigInteger.ZERO), indices, iota, dn, true));
    return true;
  }

  /** Roll: along each axis, the last (shift mod n) elements move to the front. */
  private static boolean roll(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    long[] shift = TfShapes.constInts(op.operand(1));
    long[] axis = TfShapes.constInts(op.operand(2));
    if (x == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (shift == null) {
      return needsConstant(op, why, 1);
    }
    if (axis == null || axis.length != shift.length) {
      return needsConstant(op, why, 2);
    }
    Value v = op.operand(0);
    for (int i = 0; i < axis.length; i++) {
      int d = (int) TfShapes.axis(axis[i], x.rank());
      long n = x.shape()[d];
      long s = n == 0 ? 0 : Math.floorMod(shift[i], n);
      if (s == 0) {
        continue;
      }
      v = e.put(e.b.concatenate(List.of(sliceAlong(e, v, d, n - s, n), sliceAlong(e, v, d, 0, n - s)), d));
    }
    e.replace(v);
    return true;
  }

  /** LinSpace: start + iota * (stop - start) / (num - 1); num must be a constant. */
  private static boolean linSpace(Operation op, Emit e, Reasons why) {
    Long num = TfShapes.constInt(op.operand(2));
    if (num == null) {
      return needsConstant(op, why, 2);
    }
    if (!(op.result(0).type() instanceof RankedTensorType r) || !TfShapes.isFloat(r) || num < 1) {
      return why.attribute(op, "num must be positive and the result a float vector");
    }
    RankedTensorType out = TfShapes.tensor(e.ctx, new long[] {num}, r.elementType());
    Value start = op.operand(0);
    Value step = num == 1 ? e.scalar(r.elementType(), 0)
        : e.binary("divide", e.binary("subtract", op.operand(1), start), e.scalar(r.elementType(), num - 1));
    Value ramp = e.binary("multiply", e.put(e.b.iota(out, 0)), e.broadcastInDim(step, new long[0], out));
    e.replace(BoundedPatterns.cast(e, e.binary("add", e.broadcastInDim(start, new long[0], out), ramp), r));
    return true;
  }

  private static boolean conjugateTranspose(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    long[] perm = TfShapes.constInts(op.operand(1));
    if (x == null) {
      return why.dynamic(op, "the input must be ranked");
    }
    if (perm == null || perm.length != x.rank()) {
      return needsConstant(op, why, 1);
    }
    Value v = x.elementType() instanceof ComplexType ? e.chlo("conj", List.of(op.operand(0)), x) : op.operand(0);
    e.replace(e.put(e.b.transpose(v, perm)));
    return true;
  }
}
