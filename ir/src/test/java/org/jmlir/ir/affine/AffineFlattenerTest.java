package org.jmlir.ir.affine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AffineFlattenerTest {
  private static final AffineExpr D0 = AffineExpr.dim(0);
  private static final AffineExpr S0 = AffineExpr.symbol(0);

  @Test
  void ordersDimsSymbolsThenConstant() {
    AffineExpr e = S0.add(D0.mul(3)).add(7).add(D0.neg());
    assertEquals("d0 * 2 + s0 + 7", AffineFlattener.simplify(e, 1, 1).toString());
  }

  @Test
  void modBecomesALocalDivision() {
    // (2 * s0) mod 4 + s0 floordiv 2 == 2 * s0 - 3 * (s0 floordiv 2)
    AffineExpr e = S0.mul(2).mod(AffineExpr.constant(4)).add(S0.floorDiv(AffineExpr.constant(2)));
    assertEquals("s0 * 2 - (s0 floordiv 2) * 3", AffineFlattener.simplify(e, 0, 1).toString());
    List<AffineExpr> locals = new ArrayList<>();
    long[] flat = AffineFlattener.flatten(e, 0, 1, locals);
    assertArrayEquals(new long[] {2, -3, 0}, flat);
    assertEquals(List.of(S0.floorDiv(AffineExpr.constant(2))), locals);
  }

  @Test
  void divisionByCommonFactorCancels() {
    AffineExpr e = D0.mul(6).add(3).floorDiv(AffineExpr.constant(3));
    assertEquals("d0 * 2 + 1", AffineFlattener.simplify(e, 1, 0).toString());
  }

  @Test
  void semiAffineIsLeftAlone() {
    AffineExpr e = new AffineBinaryExpr(AffineExpr.Kind.MUL, D0, S0);
    assertNull(AffineFlattener.flatten(e, 1, 1, null));
    assertEquals(e, AffineFlattener.simplify(e, 1, 1));
  }
}
