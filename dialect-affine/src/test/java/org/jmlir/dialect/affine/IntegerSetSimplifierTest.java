package org.jmlir.dialect.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.IntegerSet;
import org.junit.jupiter.api.Test;

class IntegerSetSimplifierTest {
  private static final AffineExpr D0 = AffineExpr.dim(0);
  private static final AffineExpr D1 = AffineExpr.dim(1);

  private static AffineExpr c(long v) {
    return AffineExpr.constant(v);
  }

  @Test
  void emptyByGcdTighteningBecomesOneEqualsZero() {
    // 3 <= 6 * d0 <= 5: no integer d0.
    IntegerSet s = new IntegerSet(1, 0, List.of(D0.mul(c(6)).add(c(-3)), D0.mul(c(-6)).add(c(5))), List.of(false, false));
    assertEquals("(d0) : (1 == 0)", IntegerSetSimplifier.simplify(s).toString());
  }

  @Test
  void emptyThroughEqualityAndFourierMotzkin() {
    // d0 == d1, d0 >= d1 + 1.
    IntegerSet s = new IntegerSet(2, 0, List.of(D0.add(D1.mul(c(-1))), D0.add(D1.mul(c(-1))).add(c(-1))), List.of(true, false));
    assertEquals("(d0, d1) : (1 == 0)", IntegerSetSimplifier.simplify(s).toString());
  }

  @Test
  void redundantConstraintsGoEqualitiesFirst() {
    IntegerSet s = new IntegerSet(2, 0,
        List.of(D1.add(c(5)), c(2), D0.add(c(-4)), D1, D1.mul(c(2))), List.of(false, false, true, false, false));
    assertEquals("(d0, d1) : (d0 - 4 == 0, d1 >= 0)", IntegerSetSimplifier.simplify(s).toString());
  }

  @Test
  void noConstraintLeftIsUniversal() {
    IntegerSet s = new IntegerSet(1, 0, List.of(c(1), c(0)), List.of(false, false));
    assertEquals("(d0) : (0 == 0)", IntegerSetSimplifier.simplify(s).toString());
  }

  @Test
  void localsAddTheirDefiningInequalities() {
    IntegerSet s = new IntegerSet(1, 0, List.of(D0.mod(c(2)).add(c(-1))), List.of(true));
    assertEquals("(d0) : (d0 mod 2 - 1 == 0, -d0 + (d0 floordiv 2) * 2 + 1 >= 0, d0 mod 2 >= 0)",
        IntegerSetSimplifier.simplify(s).toString());
  }

  @Test
  void emptyThroughLocals() {
    // d0 mod 3 == 5 has no solution.
    IntegerSet s = new IntegerSet(1, 0, List.of(D0.mod(c(3)).add(c(-5))), List.of(true));
    assertEquals("(d0) : (1 == 0)", IntegerSetSimplifier.simplify(s).toString());
  }

  @Test
  void semiAffineSetsAreKept() {
    IntegerSet s = new IntegerSet(1, 1, List.of(D0.mod(AffineExpr.symbol(0))), List.of(false));
    assertSame(s, IntegerSetSimplifier.simplify(s));
  }
}
