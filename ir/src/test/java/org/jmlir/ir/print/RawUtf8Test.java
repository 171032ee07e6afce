package org.jmlir.ir.print;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RawUtf8Test {
  @Test
  void validUtf8DecodesAsUsual() {
    String s = "a\u00e9\u20ac\ud83d\ude00";
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    assertEquals(s, RawUtf8.decode(b));
    assertArrayEquals(b, RawUtf8.encode(s));
  }

  @Test
  void invalidBytesRoundTrip() {
    byte[] b = {(byte) 0xff, 'o', (byte) 0xe2, (byte) 0x82, (byte) 0xed, (byte) 0xa0, (byte) 0x80, (byte) 0xc0, (byte) 0xaf};
    String s = RawUtf8.decode(b);
    assertEquals('\udcff', s.charAt(0));
    assertEquals('o', s.charAt(1));
    assertArrayEquals(b, RawUtf8.encode(s));
  }

  @Test
  void randomBytesRoundTrip() {
    Random rnd = new Random(7);
    for (int i = 0; i < 2000; i++) {
      byte[] b = new byte[rnd.nextInt(12)];
      rnd.nextBytes(b);
      assertArrayEquals(b, RawUtf8.encode(RawUtf8.decode(b)));
    }
  }
}
