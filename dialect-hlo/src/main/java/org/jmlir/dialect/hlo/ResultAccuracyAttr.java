package org.jmlir.dialect.hlo;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.type.FloatType;

/**
 * {@code #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.0, ulps = 2, mode =
 * #stablehlo.result_accuracy_mode<TOLERANCE>>}: the accuracy asked of a transcendental op. Zero
 * tolerances are left out when printed, as upstream does.
 */
public final class ResultAccuracyAttr extends HloAttr {
  private record Key(String ns, long atolBits, long rtolBits, long ulps, HloEnumAttr mode) {}

  private final double atol;
  private final double rtol;
  private final long ulps;
  private final HloEnumAttr mode;

  private ResultAccuracyAttr(Key k) {
    super(k.ns);
    atol = Double.longBitsToDouble(k.atolBits);
    rtol = Double.longBitsToDouble(k.rtolBits);
    ulps = k.ulps;
    mode = k.mode;
  }

  public static ResultAccuracyAttr get(MLIRContext ctx, String ns, double atol, double rtol, long ulps, HloEnumAttr mode) {
    return ctx.intern(
        new Key(ns, Double.doubleToLongBits(atol), Double.doubleToLongBits(rtol), ulps, mode), ResultAccuracyAttr::new);
  }

  /** The default accuracy ({@code mode = DEFAULT}, no tolerances). */
  public static ResultAccuracyAttr defaultAccuracy(MLIRContext ctx, String ns) {
    return get(ctx, ns, 0, 0, 0, HloEnumAttr.get(ctx, ns, HloEnum.RESULT_ACCURACY_MODE, 0));
  }

  public double atol() {
    return atol;
  }

  public double rtol() {
    return rtol;
  }

  public long ulps() {
    return ulps;
  }

  public HloEnumAttr mode() {
    return mode;
  }

  @Override
  void printBody(StringBuilder out) {
    out.append("result_accuracy<");
    if (atol != 0) {
      out.append("atol = ");
      printDouble(out, atol);
      out.append(", ");
    }
    if (rtol != 0) {
      out.append("rtol = ");
      printDouble(out, rtol);
      out.append(", ");
    }
    if (ulps != 0) {
      out.append("ulps = ").append(ulps).append(", ");
    }
    out.append("mode = ").append(mode).append('>');
  }

  private static void printDouble(StringBuilder out, double v) {
    FloatFormats.print(FloatType.Kind.F64, BigInteger.valueOf(Double.doubleToRawLongBits(v)), out);
  }
}
