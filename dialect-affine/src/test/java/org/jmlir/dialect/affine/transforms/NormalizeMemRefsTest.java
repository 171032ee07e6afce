package org.jmlir.dialect.affine.transforms;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.junit.jupiter.api.Test;

class NormalizeMemRefsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private MemRefType memref(long[] shape, AffineMap layout) {
    return MemRefType.get(ctx, shape, FloatType.f32(ctx), AffineMapAttr.get(ctx, layout), null);
  }

  private static AffineExpr d(int i) {
    return AffineExpr.dim(i);
  }

  @Test
  void tiledLayoutGetsOnePastEachUpperBound() {
    AffineMap tile = new AffineMap(1, 0, List.of(d(0).floorDiv(AffineExpr.constant(4)), d(0).mod(AffineExpr.constant(4))));
    MemRefType n = NormalizeMemRefs.normalizeType(ctx, memref(new long[] {62}, tile));
    assertArrayEquals(new long[] {16, 4}, n.shape());
    assertNull(n.layout());
  }

  @Test
  void dynamicSizeMakesTheResultsThatUseItDynamicOnlyForTiledLayouts() {
    AffineMap tile = new AffineMap(2, 0,
        List.of(d(0), d(1).floorDiv(AffineExpr.constant(8)), d(1).mod(AffineExpr.constant(8))));
    MemRefType n = NormalizeMemRefs.normalizeType(ctx, memref(new long[] {ShapedType.DYNAMIC, 20}, tile));
    assertArrayEquals(new long[] {ShapedType.DYNAMIC, 3, 8}, n.shape());
    MemRefType strided = memref(new long[] {ShapedType.DYNAMIC, 20}, new AffineMap(2, 0, List.of(d(0).mul(20).add(d(1)))));
    assertSame(strided, NormalizeMemRefs.normalizeType(ctx, strided));
  }

  @Test
  void negativeOrSymbolDependentBoundsKeepTheType() {
    MemRefType neg = memref(new long[] {4}, new AffineMap(1, 0, List.of(d(0).add(-10))));
    assertSame(neg, NormalizeMemRefs.normalizeType(ctx, neg));
    MemRefType sym = memref(new long[] {4}, new AffineMap(1, 1, List.of(d(0).add(AffineExpr.symbol(0)))));
    assertSame(sym, NormalizeMemRefs.normalizeType(ctx, sym));
    MemRefType unusedSym = memref(new long[] {4}, new AffineMap(1, 1, List.of(d(0).mul(3))));
    assertArrayEquals(new long[] {10}, NormalizeMemRefs.normalizeType(ctx, unusedSym).shape());
  }

  @Test
  void stridedLayoutAttributeIsFlattenedWithItsOffset() {
    MemRefType t = MemRefType.get(ctx, new long[] {4, 8}, FloatType.f32(ctx),
        StridedLayoutAttr.get(ctx, 5, new long[] {16, 1}), null);
    assertArrayEquals(new long[] {61}, NormalizeMemRefs.normalizeType(ctx, t).shape());
  }

  @Test
  void affineMapLayoutHasStridesAndOffsetWhenLinear() {
    StridedLayouts.Strided s = StridedLayouts.stridesOf(
        memref(new long[] {4, 8}, new AffineMap(2, 0, List.of(d(0).mul(16).add(d(1)).add(3)))));
    assertArrayEquals(new long[] {16, 1}, s.strides());
    assertEquals(3, s.offset());
    StridedLayouts.Strided dyn = StridedLayouts.stridesOf(
        memref(new long[] {4, 8}, new AffineMap(2, 1, List.of(d(0).mul(8).add(d(1)).add(AffineExpr.symbol(0))))));
    assertEquals(ShapedType.DYNAMIC, dyn.offset());
    assertNull(StridedLayouts.stridesOf(
        memref(new long[] {8}, new AffineMap(1, 0, List.of(d(0).floorDiv(AffineExpr.constant(4)))))));
  }
}
