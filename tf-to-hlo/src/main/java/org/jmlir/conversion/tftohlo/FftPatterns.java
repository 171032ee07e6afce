package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.List;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The FFT family as TensorFlow's bridge writes it: {@code stablehlo.fft} over the innermost 1, 2 or
 * 3 dimensions. FFT/IFFT take the lengths from the (static) input; RFFT/IRFFT take them from the
 * constant {@code fft_length} operand and first slice or zero-pad the innermost dimensions of the
 * input to them (for IRFFT, the last dimension to {@code fft_length / 2 + 1}).
 */
final class FftPatterns {
  private FftPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    String[] suffix = {"", "2D", "3D"};
    for (int k = 1; k <= 3; k++) {
      final int dims = k;
      out.add(p("tf.FFT" + suffix[k - 1], (op, e) -> complexFft(op, e, why, "FFT", dims)));
      out.add(p("tf.IFFT" + suffix[k - 1], (op, e) -> complexFft(op, e, why, "IFFT", dims)));
      out.add(p("tf.RFFT" + suffix[k - 1], (op, e) -> realFft(op, e, why, "RFFT", dims)));
      out.add(p("tf.IRFFT" + suffix[k - 1], (op, e) -> realFft(op, e, why, "IRFFT", dims)));
    }
  }

  private static Value fft(Emit e, Value x, String type, long[] lengths, Type result) {
    return e.op("fft", List.of(x), result, e.attr("fft_type", HloEnumAttr.get(e.ctx, Emit.NS, HloEnum.FFT_TYPE, type)),
        e.attr("fft_length", e.dims(lengths)));
  }

  private static boolean complexFft(Operation op, Emit e, Reasons why, String type, int dims) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    if (x == null || x.rank() < dims) {
      return why.dynamic(op, "the input must be ranked, of rank " + dims + " or more");
    }
    if (!(x.elementType() instanceof ComplexType)) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "the input must be complex");
    }
    long[] lengths = new long[dims];
    for (int i = 0; i < dims; i++) {
      lengths[i] = x.shape()[x.rank() - dims + i];
      if (lengths[i] == TfShapes.DYNAMIC) {
        return why.dynamic(op, "a dynamic transformed dimension");
      }
    }
    e.replace(fft(e, op.operand(0), type, lengths, op.result(0).type()));
    return true;
  }

  private static boolean realFft(Operation op, Emit e, Reasons why, String type, int dims) {
    RankedTensorType x = TfShapes.ranked(op.operand(0));
    long[] lengths = TfShapes.constInts(op.operand(1));
    if (lengths == null || lengths.length != dims) {
      return why.attribute(op, "fft_length must be a constant of " + dims + " lengths");
    }
    if (x == null || x.rank() < dims) {
      return why.dynamic(op, "the input must be ranked, of rank " + dims + " or more");
    }
    int rank = x.rank();
    long[] want = x.shape().clone();
    for (int i = 0; i < dims; i++) {
      int d = rank - dims + i;
      want[d] = type.equals("IRFFT") && i == dims - 1 ? lengths[i] / 2 + 1 : lengths[i];
      if (x.shape()[d] == TfShapes.DYNAMIC) {
        return why.dynamic(op, "a dynamic transformed dimension");
      }
    }
    Value in = fit(e, op.operand(0), x, want);
    e.replace(fft(e, in, type, lengths, op.result(0).type()));
    return true;
  }

  /** {@code v} sliced where it is longer than {@code want}, zero-padded where it is shorter. */
  private static Value fit(Emit e, Value v, RankedTensorType t, long[] want) {
    int rank = t.rank();
    long[] limit = t.shape().clone();
    long[] high = new long[rank];
    boolean slice = false;
    boolean pad = false;
    for (int i = 0; i < rank; i++) {
      if (t.shape()[i] != TfShapes.DYNAMIC && want[i] < t.shape()[i]) {
        limit[i] = want[i];
        slice = true;
      } else if (t.shape()[i] != TfShapes.DYNAMIC && want[i] > t.shape()[i]) {
        high[i] = want[i] - t.shape()[i];
        pad = true;
      }
    }
    Value out = v;
    if (slice && !t.hasStaticShape()) {
      // Other dimensions are dynamic: a negative high padding crops without naming their extents.
      for (int i = 0; i < rank; i++) {
        if (limit[i] != t.shape()[i]) {
          high[i] = limit[i] - t.shape()[i];
        }
      }
      return e.put(e.b.pad(out, zero(e, t.elementType()), new long[rank], high, new long[rank]));
    }
    if (slice) {
      out = e.put(e.b.slice(out, new long[rank], limit, TfShapes.ones(rank)));
    }
    if (pad) {
      out = e.put(e.b.pad(out, zero(e, t.elementType()), new long[rank], high, new long[rank]));
    }
    return out;
  }

  private static Value zero(Emit e, Type element) {
    if (element instanceof ComplexType c) {
      Value z = e.scalar(c.elementType(), 0);
      return e.op("complex", List.of(z, z), TfShapes.tensor(e.ctx, new long[0], c));
    }
    return e.scalar(element, 0);
  }

}
