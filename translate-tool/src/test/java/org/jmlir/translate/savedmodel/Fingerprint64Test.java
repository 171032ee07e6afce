package org.jmlir.translate.savedmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TensorFlow's Fingerprint64 (FarmHash's fingerprint) on its frozen values and every length branch. */
class Fingerprint64Test {
  @Test
  void frozenValues() {
    // TensorFlow's own fingerprint test: these values never change.
    assertEquals("15404698994557526151", Long.toUnsignedString(Fingerprint64.of("Hello")));
    assertEquals("18308117990299812472", Long.toUnsignedString(Fingerprint64.of("World")));
    // The empty string is the constant k2.
    assertEquals(0x9ae16a3b2f90404fL, Fingerprint64.of(""));
  }

  @Test
  void everyLengthBranch() {
    // 1-3, 4-7, 8-16, 17-32, 33-64 bytes and the 64-byte loop (one and several rounds): values
    // of FarmHash's reference implementation.
    assertEquals("13942860475667539970", Long.toUnsignedString(Fingerprint64.of("x")));
    long[] expected = {3268219959478574187L, 1875388795622145662L, 4419094223295249610L,
        Long.parseUnsignedLong("9615919020104280472"), 1546394228708775856L,
        Long.parseUnsignedLong("16149515108185634462"), 2768067016444695309L,
        Long.parseUnsignedLong("15075557378531049012")};
    int[] lengths = {3, 6, 12, 20, 40, 64, 65, 200};
    for (int k = 0; k < lengths.length; k++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < lengths[k]; i++) {
        sb.append((char) ('a' + (i * 7) % 26));
      }
      assertEquals(expected[k], Fingerprint64.of(sb.toString()), "length " + lengths[k]);
    }
    // A signature's keys in TensorFlow's order (TensorFlow's multi-argument SavedModel test).
    assertEquals(List.of("t", "s"), sorted("s", "t"));
    assertEquals(List.of("y", "x"), sorted("x", "y"));
    assertEquals(List.of("b", "a"), sorted("a", "b"));
    assertEquals(List.of("d", "c"), sorted("c", "d"));
  }

  private static List<String> sorted(String... keys) {
    List<String> l = new ArrayList<>(List.of(keys));
    l.sort(Fingerprint64.ORDER);
    return l;
  }
}
