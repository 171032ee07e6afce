package org.jmlir.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code dense<[1, 2]> : tensor<2xi32>}: integer, index, float or complex elements, stored compactly
 * as MLIR stores them: little-endian raw bytes, each element {@link #storageBits} wide rounded up to
 * whole bytes, except {@code i1}, which is bit-packed (least significant bit first). A splat holds
 * a single element. Complex elements are (real, imaginary) pairs.
 */
public final class DenseIntOrFPElementsAttr implements BuiltinAttribute, ElementsAttr {
  private record Key(ShapedType type, RawKey raw, boolean splat) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(type, k.type)
          && java.util.Objects.equals(raw, k.raw)
          && splat == k.splat;
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(type) + java.util.Objects.hashCode(raw)) + Boolean.hashCode(splat);
    }
  }

  private record RawKey(byte[] data, int hash) {
    RawKey(byte[] data) {
      this(data, Arrays.hashCode(data));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof RawKey r && r.hash == hash && Arrays.equals(r.data, data);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private final ShapedType type;
  private final byte[] raw;
  private final boolean splat;

  private DenseIntOrFPElementsAttr(Key k) {
    this.type = k.type;
    this.raw = k.raw.data;
    this.splat = k.splat;
  }

  /**
   * From raw data in MLIR's layout: either one element (a splat) or all of them. A full buffer whose
   * elements are all equal is stored as a splat, as MLIR does. The array is taken over (not copied).
   */
  public static DenseIntOrFPElementsAttr getFromRaw(MLIRContext ctx, ShapedType type, byte[] raw) {
    return getFromRaw(ctx, type, raw, false);
  }

  /**
   * Like {@link #getFromRaw(MLIRContext, ShapedType, byte[])}; {@code splat} says that {@code raw}
   * holds exactly one element (for i1, a byte 0 or 1) to repeat.
   */
  public static DenseIntOrFPElementsAttr getFromRaw(MLIRContext ctx, ShapedType type, byte[] raw, boolean splat) {
    long n = type.numElements();
    if (splat && n > 0) {
      if (elementStorageBits(type.elementType()) == 1) {
        raw = new byte[] {(byte) (raw[0] & 1)};
      }
      return ctx.intern(new Key(type, new RawKey(raw), true), DenseIntOrFPElementsAttr::new);
    }
    int bits = elementStorageBits(type.elementType());
    if (bits == 1) {
      boolean oneByte = raw.length == 1 && (raw[0] == 0 || raw[0] == (byte) 0xff || n == 1);
      if (oneByte && n != 1) {
        splat = true;
        raw = new byte[] {raw[0] == 0 ? 0 : (byte) 1};
      } else {
        byte[] packed = raw;
        Boolean all = null;
        boolean same = true;
        for (long i = 0; i < n; i++) {
          boolean b = (packed[(int) (i >>> 3)] >> (i & 7) & 1) != 0;
          if (all == null) {
            all = b;
          } else if (all != b) {
            same = false;
            break;
          }
        }
        splat = same && n > 0;
        if (splat) {
          raw = new byte[] {(byte) (all ? 1 : 0)};
        }
      }
    } else {
      int bytes = bits / 8;
      if (raw.length == bytes) {
        splat = true;
      } else {
        splat = n > 0 && allSame(raw, bytes);
        if (splat) {
          raw = Arrays.copyOf(raw, bytes);
        }
      }
    }
    if (n == 0) {
      splat = false;
      raw = new byte[0];
    }
    return ctx.intern(new Key(type, new RawKey(raw), splat), DenseIntOrFPElementsAttr::new);
  }

  private static boolean allSame(byte[] raw, int bytes) {
    for (int i = bytes; i < raw.length; i += bytes) {
      for (int j = 0; j < bytes; j++) {
        if (raw[i + j] != raw[j]) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Bits per stored element: 1 for i1, else the width rounded up to bytes (complex: both parts). Tests
   * of instanceof, not a switch on the type's class: a pattern switch links through a class spun at
   * its first run (SwitchBootstraps, the ClassFile API), several ms of jrun's interpreted start for a
   * program with a dense constant (BENCHMARKS.md issue 12, lat16b).
   */
  public static int elementStorageBits(Type elementType) {
    if (elementType instanceof IntegerType it) {
      return it.width() == 1 ? 1 : (it.width() + 7) / 8 * 8;
    }
    if (elementType instanceof IndexType) {
      return 64;
    }
    if (elementType instanceof FloatType f) {
      return (f.width() + 7) / 8 * 8;
    }
    if (elementType instanceof ComplexType c) {
      return 2 * elementStorageBits(c.elementType());
    }
    throw new IllegalArgumentException("not a dense element type: " + elementType);
  }

  /** Whether {@code t} can be a dense int-or-float element type. */
  public static boolean isValidElementType(Type t) {
    return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType
        || (t instanceof ComplexType c && (c.elementType() instanceof IntegerType || c.elementType() instanceof FloatType));
  }

  @Override
  public ShapedType type() {
    return type;
  }

  public Type elementType() {
    return type.elementType();
  }

  public boolean isSplat() {
    return splat;
  }

  /** The raw little-endian data (one element for a splat). Do not modify. */
  public byte[] rawData() {
    return raw;
  }

  /** Number of stored elements (1 for a splat). */
  public long storedElements() {
    return splat ? 1 : type.numElements();
  }

  /**
   * The bits of stored scalar {@code index} (for complex types, index 2k is the real part of element
   * k and 2k+1 its imaginary part), zero-extended, with {@code bits} the scalar width.
   */
  public BigInteger scalarBits(long index, int bits) {
    if (bits == 1) {
      return (raw[(int) (index >>> 3)] >> (index & 7) & 1) != 0 ? BigInteger.ONE : BigInteger.ZERO;
    }
    int bytes = (bits + 7) / 8;
    long off = index * bytes;
    if (bytes <= 8) {
      return BigInteger.valueOf(readLong(off, bytes)).and(BigInteger.ONE.shiftLeft(bytes * 8).subtract(BigInteger.ONE));
    }
    byte[] be = new byte[bytes + 1];
    for (int i = 0; i < bytes; i++) {
      be[bytes - i] = raw[(int) (off + i)];
    }
    return new BigInteger(be);
  }

  /** Reads {@code bytes} (at most 8) little-endian bytes at {@code off} as a long. */
  public long readLong(long off, int bytes) {
    long v = 0;
    int o = (int) off;
    for (int i = bytes - 1; i >= 0; i--) {
      v = (v << 8) | (raw[o + i] & 0xff);
    }
    return v;
  }
}
