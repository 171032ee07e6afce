package org.jmlir.dialect.quant;

import java.util.Arrays;

/**
 * A {@code long[]} compared by value, for the intern keys of types and attributes that hold index
 * lists (HLO dimension numbers, quantization zero points and scale bits). Holds the array it is given.
 */
public record LongArrayKey(long[] values) {
  /** A key over a copy of {@code values}. */
  public static LongArrayKey of(long[] values) {
    return new LongArrayKey(values.clone());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LongArrayKey k && Arrays.equals(values, k.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }
}
