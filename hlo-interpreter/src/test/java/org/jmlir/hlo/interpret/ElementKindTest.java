package org.jmlir.hlo.interpret;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

class ElementKindTest {
  private final MLIRContext ctx = new MLIRContext();

  private ElementKind f(FloatType.Kind k) {
    return ElementKind.of(FloatType.get(ctx, k));
  }

  @Test
  void narrowFloatsRoundToNearestEven() {
    ElementKind bf16 = f(FloatType.Kind.BF16);
    // 1 + 2^-8 lies halfway between 1 and 1 + 2^-7: ties to the even significand, 1.
    assertEquals(1.0, bf16.round(1 + 0x1p-8));
    assertEquals(1 + 0x1p-6, bf16.round(1 + 0x1p-7 + 0x1p-8));
    ElementKind f16 = f(FloatType.Kind.F16);
    assertEquals(65504.0, f16.round(65519.0));
    assertEquals(Double.POSITIVE_INFINITY, f16.round(65520.0));
    assertEquals(0x1p-24, f16.round(0x1p-24)); // smallest subnormal
    assertEquals(0.0, f16.round(0x1p-26));
  }

  @Test
  void formatsWithoutInfinityOverflowToNaNOrSaturate() {
    ElementKind e4m3fn = f(FloatType.Kind.F8E4M3FN);
    assertEquals(448.0, e4m3fn.round(460.0));
    assertTrue(Double.isNaN(e4m3fn.round(480.0)));
    assertTrue(Double.isNaN(e4m3fn.round(Double.POSITIVE_INFINITY)));
    ElementKind fnuz = f(FloatType.Kind.F8E4M3FNUZ);
    assertEquals(0, Double.doubleToRawLongBits(fnuz.round(-0.0)), "FNUZ has no negative zero");
    ElementKind f4 = f(FloatType.Kind.F4E2M1FN);
    assertEquals(6.0, f4.round(100.0), "finite-only formats saturate");
    assertEquals(0x5L, f4.floatToBits(3.0));
    assertEquals(-1.5, f4.bitsToFloat(0xbL));
  }

  @Test
  void integersWrapToTheirWidth() {
    ElementKind i4 = ElementKind.of(IntegerType.get(ctx, 4));
    assertEquals(-8, i4.wrap(8));
    assertEquals(7, i4.wrap(-9));
    ElementKind ui4 = ElementKind.of(IntegerType.get(ctx, 4, IntegerType.Signedness.UNSIGNED));
    assertEquals(15, ui4.wrap(-1));
    ElementKind i1 = ElementKind.of(IntegerType.get(ctx, 1));
    assertTrue(i1.isBool());
    assertEquals(0, i1.wrap(2));
  }
}
