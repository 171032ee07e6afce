package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloInference.fail;
import static org.jmlir.dialect.hlo.HloShapes.DYN;
import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/** Shape functions of fft, triangular_solve, the batch norms and map (StableHLO's TypeInference.cpp). */
final class HloOpShapes {
  private HloOpShapes() {}

  /** {@code 1, 2} with dynamic sizes as the raw number, as MLIR prints an ArrayRef in a diagnostic. */
  static String raw(long[] v) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < v.length; i++) {
      sb.append(i > 0 ? ", " : "").append(v[i]);
    }
    return sb.toString();
  }

  static List<Type> inferFft(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType t) || !(op.inherentAttr("fft_type") instanceof HloEnumAttr kind)) {
      return HloInference.NOT_INFERRED;
    }
    MLIRContext ctx = op.context();
    long[] len = HloDirectives.orEmpty(op.i64Array("fft_length"));
    int fftRank = len.length;
    if (fftRank > 3 || fftRank < 1) {
      return fail(op, "rank must be between 1 and 3, but got " + fftRank + ".");
    }
    boolean rfft = kind.value().equals("RFFT");
    boolean irfft = kind.value().equals("IRFFT");
    Type e = t.elementType();
    if (rfft) {
      if (!(e instanceof FloatType f) || (f.kind() != FloatType.Kind.F32 && f.kind() != FloatType.Kind.F64)) {
        return fail(op, "RFFT requires f32 or f64 input type, but is given " + q(e) + ".");
      }
    } else if (!(e instanceof ComplexType)) {
      return fail(op, "FFT/IFFT/IRFFT take a complex tensor as input, but is given " + q(t) + ".");
    }
    Type re = rfft ? ComplexType.get(ctx, e) : irfft ? ((ComplexType) e).elementType() : e;
    long[] shape = t.shape();
    if (shape.length < fftRank) {
      return fail(op, "operand rank must not be less than fft rank of " + fftRank + " for operand of type " + q(t) + ".");
    }
    long[] result = shape.clone();
    if (rfft) {
      for (int i = 0; i < fftRank; i++) {
        if (!HloShapes.compatibleDims(shape[shape.length - fftRank + i], len[i])) {
          return fail(op, "RFFT requires innermost dimensions to be compatible with fft_length. Got: " + raw(shape) + " but wanted " + raw(len) + ".");
        }
      }
      if (len[fftRank - 1] != 0) {
        result[result.length - 1] = len[fftRank - 1] / 2 + 1;
      }
    }
    if (irfft) {
      for (int i = 0; i < fftRank - 1; i++) {
        long od = shape[shape.length - fftRank + i];
        if (!HloShapes.compatibleDims(od, len[i])) {
          return fail(
              op,
              "IRFFT requires non-final dimensions to be compatible with fft_length. Got: " + raw(shape) + " but wanted " + raw(len) + ", and " + od
                  + " != " + len[i] + ".");
        }
      }
      long last = shape[shape.length - 1];
      if ((!HloShapes.compatibleDims(last, 0) || len[fftRank - 1] != 0) && !HloShapes.compatibleDims(last, len[fftRank - 1] / 2 + 1)) {
        return fail(op, "IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: " + last + " but fft_length is " + raw(len) + ".");
      }
      result[result.length - 1] = len[fftRank - 1];
    }
    long[] bounds = HloShapes.bounds(t).clone();
    if ((rfft || irfft) && bounds.length > 0) {
      bounds[bounds.length - 1] = DYN;
    }
    return List.of(HloShapes.tensor(ctx, result, re, t.encoding(), bounds));
  }

  static List<Type> inferTriangularSolve(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType a) || !(op.operand(1).type() instanceof RankedTensorType b)) {
      return HloInference.NOT_INFERRED;
    }
    int ar = a.shape().length;
    if (ar < 2) {
      return fail(op, "operand 'a' must have rank >= 2, but got " + q(a));
    }
    if (!HloShapes.compatibleDims(a.shape()[ar - 2], a.shape()[ar - 1])) {
      return fail(op, "two minor dimensions of operand 'a' must be compatible, but got " + q(a));
    }
    int br = b.shape().length;
    if (ar != br) {
      return fail(op, "operands must have equal rank, but got " + q(a) + " and " + q(b));
    }
    boolean left = op.bool("left_side");
    if (!HloShapes.compatibleDims(a.shape()[ar - 1], b.shape()[br - (left ? 2 : 1)])) {
      return fail(op, "shared dimension of operands 'a' and 'b' must be compatible, but got " + q(a) + " and " + q(b));
    }
    for (int i = 0; i < ar - 2; i++) {
      if (!HloShapes.compatibleDims(a.shape()[i], b.shape()[i])) {
        return fail(op, "batch dimensions of the operands must be compatible, but got " + q(a) + " and " + q(b));
      }
    }
    if (op.inherentAttr("transpose_a") instanceof HloEnumAttr tr && tr.value().equals("TRANSPOSE_INVALID")) {
      return fail(op, "Invalid transpose option value for triangular solve");
    }
    return List.of(b);
  }

  static List<Type> inferBatchNorm(HloOp op) {
    List<Type> multi = new ArrayList<>();
    List<Type> single = new ArrayList<>();
    multi.add(op.operand(0).type());
    switch (op.mnemonic()) {
      case "batch_norm_grad" -> {
        single.addAll(op.operandTypes().subList(1, 4));
        multi.add(op.operand(4).type());
      }
      default -> single.addAll(op.operandTypes().subList(1, op.numOperands()));
    }
    for (Type t : op.operandTypes()) {
      if (!(t instanceof RankedTensorType)) {
        return HloInference.NOT_INFERRED;
      }
    }
    if (!pairwiseCompatible(multi)) {
      return fail(op, "expects multi-dimensional operands to have compatible shapes.");
    }
    if (!pairwiseCompatible(single)) {
      return fail(op, "expects single-dimensional operands to have compatible shapes.");
    }
    RankedTensorType m = (RankedTensorType) multi.get(0);
    long fi = op.i64("feature_index", 0);
    if (fi >= m.shape().length) {
      return fail(
          op,
          "expects featureIndex to be smaller than the rank of multi-dimensional operands; got featureIndex " + fi + ", and rank " + m.shape().length + ".");
    }
    long features = m.shape()[(int) fi];
    RankedTensorType s = (RankedTensorType) single.get(0);
    long size = s.shape().length > 0 ? s.shape()[0] : DYN;
    if (!HloShapes.compatibleDims(size, features)) {
      return fail(
          op,
          "expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is "
              + HloShapes.list(new long[] {size}) + " and the feature count is " + HloShapes.list(new long[] {features}) + ".");
    }
    List<Type> out = new ArrayList<>();
    out.add(m);
    if (op.is("batch_norm_inference")) {
      return out;
    }
    long[] mb = HloShapes.bounds(m);
    long[] sb = mb.length == 0 ? new long[0] : new long[] {mb[(int) fi]};
    Type st = HloShapes.tensor(op.context(), new long[] {features}, m.elementType(), sb.length == 0 ? null : m.encoding(), sb);
    out.add(st);
    out.add(st);
    return out;
  }

  private static boolean pairwiseCompatible(List<Type> ts) {
    for (Type a : ts) {
      for (Type b : ts) {
        if (!HloShapes.compatibleShape(a, b)) {
          return false;
        }
      }
    }
    return true;
  }

  static List<Type> inferMap(HloOp op) {
    Region r = op.region(0);
    if (r.isEmpty()) {
      return fail(op, "expect non-empty region");
    }
    Block b = r.blocks().get(0);
    if (op.numOperands() != b.numArguments()) {
      return fail(op, "expects number of operands to match the arity of map computation, but got: " + op.numOperands() + " and " + b.numArguments());
    }
    for (int i = 0; i < b.numArguments(); i++) {
      Type at = b.argument(i).type();
      if (!(at instanceof RankedTensorType art) || art.shape().length != 0) {
        return fail(op, "computation arguments must be 0-rank tensor, but got: arg #" + i + " of type " + q(at));
      }
      Type oe = HloTypes.elementType(op.operand(i).type());
      if (!art.elementType().equals(oe)) {
        return fail(op, "element type of operands and computation arguments must match, but got: " + q(oe) + " and " + q(art.elementType()));
      }
    }
    Operation term = b.last();
    if (term == null) {
      return HloInference.NOT_INFERRED;
    }
    if (term.numOperands() != 1) {
      return fail(op, "computation must return single output, but got: " + term.numOperands());
    }
    Type out = term.operand(0).type();
    if (!(out instanceof RankedTensorType ot) || ot.shape().length != 0) {
      return fail(op, "computation must return 0-rank tensor, but got: " + q(out));
    }
    long[] dims = HloDirectives.orEmpty(op.i64Array("dimensions"));
    for (int i = 0; i < dims.length; i++) {
      if (dims[i] != i) {
        return fail(op, "requires monotonically increasing dimension numbers, but got: " + raw(dims));
      }
    }
    long[] shape = null;
    for (Type t : op.operandTypes()) {
      if (!(t instanceof RankedTensorType rt)) {
        return HloInference.NOT_INFERRED;
      }
      if (dims.length != rt.shape().length) {
        return fail(
            op,
            "applied to a subset of dimensions currently not supported: operand dimensions = " + rt.shape().length + ", requested map dimensions size = "
                + dims.length);
      }
      shape = rt.shape();
    }
    if (shape == null) {
      return HloInference.NOT_INFERRED;
    }
    return List.of(RankedTensorType.get(op.context(), Arrays.copyOf(shape, shape.length), ot.elementType()));
  }

  /** dot's verifier: ranks 1 or 2 with a shared dimension, the inferred shape against the result. */
  static boolean verifyDot(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType l) || !(op.operand(1).type() instanceof RankedTensorType r)) {
      return true;
    }
    if (!HloWindows.verifyPrecision(op)) {
      return false;
    }
    int lr = l.shape().length;
    int rr = r.shape().length;
    List<Long> dims = new ArrayList<>();
    if (lr == 1 && rr == 1 && HloShapes.compatibleDims(l.shape()[0], r.shape()[0])) {
      // a scalar
    } else if (lr == 2 && rr == 1 && HloShapes.compatibleDims(l.shape()[1], r.shape()[0])) {
      dims.add(l.shape()[0]);
    } else if (lr == 1 && rr == 2 && HloShapes.compatibleDims(l.shape()[0], r.shape()[0])) {
      dims.add(r.shape()[1]);
    } else if (lr == 2 && rr == 2 && HloShapes.compatibleDims(l.shape()[1], r.shape()[0])) {
      dims.add(l.shape()[0]);
      dims.add(r.shape()[1]);
    } else {
      op.emitError("expected both lhs/rhs ranks to be either 1 or 2").report();
      return false;
    }
    if (op.result(0).type() instanceof RankedTensorType res) {
      boolean ok = res.shape().length == dims.size();
      for (int i = 0; ok && i < dims.size(); i++) {
        ok = HloShapes.compatibleDims(dims.get(i), res.shape()[i]);
      }
      if (!ok) {
        long[] d = HloAttrParser.toArray(dims);
        op.emitError("inferred shape '[" + HloShapes.list(d) + "]' is incompatible with return type of operation " + q(res)).report();
        return false;
      }
    }
    return true;
  }

  /** rng's inferred result: the shape operand's constant value (or its length in dynamic sizes), b's element type. */
  static List<Type> inferRng(HloOp op) {
    if (op.inherentAttr("rng_distribution") instanceof HloEnumAttr d && !d.value().equals("UNIFORM")) {
      if (!(HloTypes.elementType(op.operand(0).type()) instanceof FloatType) || !(HloTypes.elementType(op.operand(1).type()) instanceof FloatType)) {
        return fail(op, "mu and sigma must be floats");
      }
    }
    Type e = HloTypes.elementType(op.operand(1).type());
    long[] shape = HloScatterGather.constInts(op.operand(2));
    if (shape == null) {
      if (!(op.operand(2).type() instanceof RankedTensorType st) || st.shape().length != 1 || HloShapes.isDynamic(st.shape()[0])) {
        return HloInference.NOT_INFERRED;
      }
      shape = new long[(int) st.shape()[0]];
      Arrays.fill(shape, DYN);
    }
    return List.of(RankedTensorType.get(op.context(), shape, e));
  }


}
