package org.jmlir.dialect.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** IntBits against Java's int and long arithmetic, and at odd widths by hand. */
class IntBitsTest {
  private static BigInteger b(long v) {
    return BigInteger.valueOf(v);
  }

  @Test
  void width32MatchesJavaInts() {
    Random r = new Random(3);
    for (int i = 0; i < 20_000; i++) {
      int x = r.nextInt();
      int y = i % 3 == 0 ? r.nextInt(17) - 8 : r.nextInt();
      assertEquals(b(x + y), IntBits.add(b(x), b(y), 32));
      assertEquals(b(x * y), IntBits.mul(b(x), b(y), 32));
      assertEquals(b(x ^ y), IntBits.wrap(b(x).xor(b(y)), 32));
      if (y != 0) {
        assertEquals(b(Integer.divideUnsigned(x, y)), IntBits.udiv(b(x), b(y), 32));
        assertEquals(b(Integer.remainderUnsigned(x, y)), IntBits.urem(b(x), b(y), 32));
        assertEquals(b(x % y), IntBits.srem(b(x), b(y), 32));
        if (!(x == Integer.MIN_VALUE && y == -1)) {
          assertEquals(b(x / y), IntBits.sdivOrNull(b(x), b(y), 32));
          assertEquals(b(Math.floorDiv(x, y)), IntBits.sfloordivOrNull(b(x), b(y), 32));
        }
      }
      int s = r.nextInt(32);
      assertEquals(b(x << s), IntBits.shl(b(x), s, 32));
      assertEquals(b(x >>> s), IntBits.lshr(b(x), s, 32));
      assertEquals(b(x >> s), IntBits.ashr(b(x), s, 32));
      assertEquals(b((int) (((long) x * y) >> 32)), IntBits.mulhs(b(x), b(y), 32));
    }
  }

  @Test
  void oddWidths() {
    assertEquals(b(-4), IntBits.add(b(3), b(1), 3));
    assertNull(IntBits.sdivOrNull(b(-4), b(-1), 3));
    assertEquals(b(-1), IntBits.wrap(b(1), 1));
    assertEquals(BigInteger.ONE.shiftLeft(65).subtract(BigInteger.ONE), IntBits.unsigned(b(-1), 65));
    assertEquals(2, IntBits.countLeadingZeros(b(12), 6));
    assertEquals(7, IntBits.countTrailingZeros(b(0), 7));
  }
}
