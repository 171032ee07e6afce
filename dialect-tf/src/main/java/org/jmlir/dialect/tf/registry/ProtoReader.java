package org.jmlir.dialect.tf.registry;

import java.nio.charset.StandardCharsets;

/**
 * A reader of protobuf's wire format over a byte array, enough for the registry's messages
 * (varints, length-delimited fields, fixed 32/64-bit values skipped or read). dialect-tf does not
 * depend on protobuf-java: the registry is read by hand, and only the fields it needs are decoded.
 */
final class ProtoReader {
  private final byte[] buf;
  private int pos;
  private final int end;

  ProtoReader(byte[] buf, int start, int end) {
    this.buf = buf;
    this.pos = start;
    this.end = end;
  }

  boolean done() {
    return pos >= end;
  }

  int position() {
    return pos;
  }

  /** The next tag (field number << 3 | wire type). */
  int tag() {
    return (int) varint();
  }

  long varint() {
    long result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= end) {
        throw new IllegalStateException("truncated varint at byte " + pos);
      }
      byte b = buf[pos++];
      result |= (long) (b & 0x7f) << shift;
      if (b >= 0) {
        return result;
      }
    }
    throw new IllegalStateException("malformed varint at byte " + pos);
  }

  /** A length-delimited field's bounds: {start, end}; the reader moves past it. */
  int[] bytes() {
    int len = (int) varint();
    if (len < 0 || pos + len > end) {
      throw new IllegalStateException("truncated field at byte " + pos);
    }
    int[] range = {pos, pos + len};
    pos += len;
    return range;
  }

  String string() {
    int[] r = bytes();
    return new String(buf, r[0], r[1] - r[0], StandardCharsets.UTF_8);
  }

  float fixed32Float() {
    int v = (buf[pos] & 0xff) | (buf[pos + 1] & 0xff) << 8 | (buf[pos + 2] & 0xff) << 16 | (buf[pos + 3] & 0xff) << 24;
    pos += 4;
    return Float.intBitsToFloat(v);
  }

  ProtoReader sub(int[] range) {
    return new ProtoReader(buf, range[0], range[1]);
  }

  byte[] copy(int[] range) {
    return java.util.Arrays.copyOfRange(buf, range[0], range[1]);
  }

  void skip(int tag) {
    switch (tag & 7) {
      case 0 -> varint();
      case 1 -> pos += 8;
      case 2 -> bytes();
      case 5 -> pos += 4;
      default -> throw new IllegalStateException("unsupported wire type " + (tag & 7) + " at byte " + pos);
    }
  }
}
