package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;

/** Reading and making the constant tensors tf folds and patterns use. */
public final class TfConstants {
  private TfConstants() {}

  /** The integer elements of {@code v} when a constant-like op defines it as dense integers, else null. */
  static long[] intValues(Value v) {
    Attribute a = OperationFolder.constantValue(v);
    if (!(a instanceof DenseIntOrFPElementsAttr d) || !(d.elementType() instanceof IntegerType it)) {
      return null;
    }
    long n = d.type().numElements();
    if (n > 1 << 20) {
      return null;
    }
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(it);
    long[] out = new long[(int) n];
    for (int i = 0; i < n; i++) {
      long raw = d.scalarBits(d.isSplat() ? 0 : i, bits).longValue();
      int w = it.width();
      out[i] = w >= 64 || it.isUnsigned() ? raw : (raw << (64 - w)) >> (64 - w);
    }
    return out;
  }

  /** Whether {@code v} is a constant whose elements are all true (non-zero). */
  static boolean isAllTrue(Value v) {
    long[] vals = intValues(v);
    if (vals == null || vals.length == 0) {
      return false;
    }
    for (long x : vals) {
      if (x == 0) {
        return false;
      }
    }
    return true;
  }

  /** A splat of the integer {@code value} with type {@code type} (static shape, integer elements). */
  public static DenseIntOrFPElementsAttr intSplat(MLIRContext ctx, RankedTensorType type, long value) {
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(type.elementType());
    byte[] raw = new byte[Math.max(1, (bits + 7) / 8)];
    for (int i = 0; i < raw.length; i++) {
      raw[i] = (byte) (value >>> (8 * i));
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, raw, true);
  }
}
