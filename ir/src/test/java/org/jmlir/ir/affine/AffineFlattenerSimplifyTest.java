package org.jmlir.ir.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** simplifyAffineExpr as mlir-opt 22 prints the result (expected texts taken from its -canonicalize). */
class AffineFlattenerSimplifyTest {
  private static final AffineExpr S0 = AffineExpr.symbol(0);
  private static final AffineExpr S1 = AffineExpr.symbol(1);

  private static String simplify(AffineExpr e, int numSymbols) {
    return AffineFlattener.simplify(e, 0, numSymbols).toString();
  }

  @Test
  void linearTermsAreCollectedInPositionOrderWithTheConstantLast() {
    AffineExpr e = S0.add(S1).add(3).add(S0.mul(2));
    assertEquals("s0 * 3 + s1 + 3", simplify(e, 2));
  }

  @Test
  void equalDivisionsBecomeOneLocalTerm() {
    AffineExpr d = S0.floorDiv(AffineExpr.constant(2));
    assertEquals("(s0 floordiv 2) * 2", simplify(d.add(d), 1));
  }

  @Test
  void divisionAndRemainderAreFlattened() {
    AffineExpr e = S0.mul(6).add(4).floorDiv(AffineExpr.constant(4)).add(S0.mod(AffineExpr.constant(3)));
    assertEquals("s0 + (s0 * 3) floordiv 2 - (s0 floordiv 3) * 3 + 1", simplify(e, 1));
  }

  @Test
  void semiAffineExpressionsThatWouldNotChangeAreKept() {
    AffineExpr e = S0.add(S1.mul(AffineExpr.symbol(2))).add(AffineExpr.symbol(3));
    assertEquals("s0 + s1 * s2 + s3", simplify(e, 4));
  }

  @Test
  void divisionByZeroIsLeftAlone() {
    AffineExpr e = S0.floorDiv(AffineExpr.constant(0));
    assertEquals(e, AffineFlattener.simplify(e, 0, 1));
  }
}
