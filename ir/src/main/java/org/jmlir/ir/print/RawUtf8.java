package org.jmlir.ir.print;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Byte-exact text: MLIR strings are byte strings that need not be valid UTF-8 ({@code "\ff"}), so
 * bytes are decoded as UTF-8 where valid and each byte of an invalid sequence becomes the lone
 * surrogate {@code U+DC80..U+DCFF} (Python's surrogateescape); {@link #encode} turns those back
 * into the original bytes. Valid text round-trips as plain UTF-8.
 */
public final class RawUtf8 {
  private RawUtf8() {}

  /** Bytes [start, end) of {@code b} as a string, invalid UTF-8 bytes escaped as lone surrogates. */
  public static String decode(byte[] b, int start, int end) {
    int i = start;
    while (i < end && b[i] >= 0) {
      i++;
    }
    if (i == end) { // ASCII fast path
      return new String(b, start, end - start, StandardCharsets.ISO_8859_1);
    }
    StringBuilder sb = new StringBuilder(end - start);
    for (int k = start; k < i; k++) {
      sb.append((char) b[k]);
    }
    while (i < end) {
      int c = b[i] & 0xff;
      if (c < 0x80) {
        sb.append((char) c);
        i++;
        continue;
      }
      int n = c >= 0xC2 && c <= 0xDF ? 1 : c >= 0xE0 && c <= 0xEF ? 2 : c >= 0xF0 && c <= 0xF4 ? 3 : -1;
      int cp = n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
      boolean ok = n > 0 && i + n < end;
      for (int k = 1; ok && k <= n; k++) {
        int cc = b[i + k] & 0xff;
        if ((cc & 0xC0) != 0x80) {
          ok = false;
        } else {
          cp = (cp << 6) | (cc & 0x3F);
        }
      }
      // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
      if (ok && ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))) {
        ok = false;
      }
      if (!ok) {
        sb.append((char) (0xDC00 + c));
        i++;
        continue;
      }
      sb.appendCodePoint(cp);
      i += n + 1;
    }
    return sb.toString();
  }

  public static String decode(byte[] b) {
    return decode(b, 0, b.length);
  }

  private static boolean onlyRealQuestionMarks(byte[] utf8, String str) {
    for (int i = 0; i < utf8.length; i++) {
      if (utf8[i] == '?' && str.charAt(i) != '?') {
        return false;
      }
    }
    return true;
  }

  /** The bytes of {@code s}: UTF-8, with escaped bytes ({@code U+DC80..U+DCFF}) written back raw. */
  public static byte[] encode(CharSequence s) {
    // Fast path: the JDK encodes an ASCII string to UTF-8 as one array copy. One byte per char
    // means ASCII, except for escaped bytes, which the JDK writes as '?': check those positions.
    String str = s.toString();
    byte[] utf8 = str.getBytes(StandardCharsets.UTF_8);
    if (utf8.length == str.length() && onlyRealQuestionMarks(utf8, str)) {
      return utf8;
    }
    s = str;
    int n = s.length();
    int i = 0;
    while (i < n && s.charAt(i) < 0x80) {
      i++;
    }
    if (i == n) {
      byte[] out = new byte[n];
      for (int k = 0; k < n; k++) {
        out[k] = (byte) s.charAt(k);
      }
      return out;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(n + 16);
    for (int k = 0; k < n; k++) {
      char c = s.charAt(k);
      if (c < 0x80) {
        out.write(c);
      } else if (c < 0x800) {
        out.write(0xC0 | (c >> 6));
        out.write(0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c) && k + 1 < n && Character.isLowSurrogate(s.charAt(k + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++k));
        out.write(0xF0 | (cp >> 18));
        out.write(0x80 | ((cp >> 12) & 0x3F));
        out.write(0x80 | ((cp >> 6) & 0x3F));
        out.write(0x80 | (cp & 0x3F));
      } else if (c >= 0xDC80 && c <= 0xDCFF) {
        out.write(c - 0xDC00);
      } else if (Character.isSurrogate(c)) {
        out.write('?');
      } else {
        out.write(0xE0 | (c >> 12));
        out.write(0x80 | ((c >> 6) & 0x3F));
        out.write(0x80 | (c & 0x3F));
      }
    }
    return out.toByteArray();
  }
}
