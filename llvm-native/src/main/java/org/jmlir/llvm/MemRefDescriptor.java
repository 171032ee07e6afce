package org.jmlir.llvm;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * A ranked memref as compiled code sees it: MLIR's descriptor
 * {@code {allocated, aligned, offset, sizes[rank], strides[rank]}} in native memory, over data in a
 * {@link MemorySegment}. Pass {@link #descriptor()} to a function with the C interface
 * ({@code _mlir_ciface_f(desc*)}), or {@link #unranked} for {@code memref<*x...>} parameters. Java
 * arrays are copied into native memory ({@link #ofArray}) and back ({@link #copyTo}).
 */
public final class MemRefDescriptor {
  private final MemorySegment descriptor;
  private final MemorySegment data;
  private final int rank;

  private MemRefDescriptor(MemorySegment descriptor, MemorySegment data, int rank) {
    this.descriptor = descriptor;
    this.data = data;
    this.rank = rank;
  }

  /** A descriptor over {@code data} with the given offset (in elements), sizes and strides. */
  public static MemRefDescriptor of(Arena arena, MemorySegment data, long offset, long[] sizes, long[] strides) {
    if (sizes.length != strides.length) {
      throw new IllegalArgumentException("sizes and strides differ in rank");
    }
    int rank = sizes.length;
    MemorySegment d = arena.allocate(24 + 16L * rank, 8);
    d.set(ADDRESS, 0, data);
    d.set(ADDRESS, 8, data);
    d.set(JAVA_LONG, 16, offset);
    for (int i = 0; i < rank; i++) {
      d.set(JAVA_LONG, 24 + 8L * i, sizes[i]);
      d.set(JAVA_LONG, 24 + 8L * rank + 8L * i, strides[i]);
    }
    return new MemRefDescriptor(d, data, rank);
  }

  /** A contiguous row-major descriptor over {@code data}. */
  public static MemRefDescriptor of(Arena arena, MemorySegment data, long... shape) {
    long[] strides = new long[shape.length];
    long s = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = s;
      s *= shape[i];
    }
    return of(arena, data, 0, shape, strides);
  }

  /** A contiguous memref holding a copy of {@code array} (float[], double[], int[], long[], short[], byte[]). */
  public static MemRefDescriptor ofArray(Arena arena, Object array, long... shape) {
    MemorySegment data = switch (array) {
      case float[] a -> arena.allocateFrom(ValueLayout.JAVA_FLOAT, a);
      case double[] a -> arena.allocateFrom(ValueLayout.JAVA_DOUBLE, a);
      case int[] a -> arena.allocateFrom(ValueLayout.JAVA_INT, a);
      case long[] a -> arena.allocateFrom(ValueLayout.JAVA_LONG, a);
      case short[] a -> arena.allocateFrom(ValueLayout.JAVA_SHORT, a);
      case byte[] a -> arena.allocateFrom(ValueLayout.JAVA_BYTE, a);
      default -> throw new IllegalArgumentException("not a primitive numeric array: " + array);
    };
    return of(arena, data, shape);
  }

  /** Copies the data back into {@code array} (of the type given to {@link #ofArray}). */
  public void copyTo(Object array) {
    switch (array) {
      case float[] a -> MemorySegment.copy(data, ValueLayout.JAVA_FLOAT, 0, a, 0, a.length);
      case double[] a -> MemorySegment.copy(data, ValueLayout.JAVA_DOUBLE, 0, a, 0, a.length);
      case int[] a -> MemorySegment.copy(data, ValueLayout.JAVA_INT, 0, a, 0, a.length);
      case long[] a -> MemorySegment.copy(data, ValueLayout.JAVA_LONG, 0, a, 0, a.length);
      case short[] a -> MemorySegment.copy(data, ValueLayout.JAVA_SHORT, 0, a, 0, a.length);
      case byte[] a -> MemorySegment.copy(data, ValueLayout.JAVA_BYTE, 0, a, 0, a.length);
      default -> throw new IllegalArgumentException("not a primitive numeric array: " + array);
    }
  }

  /** The descriptor struct (what {@code _mlir_ciface_} functions take a pointer to). */
  public MemorySegment descriptor() {
    return descriptor;
  }

  /** The data. */
  public MemorySegment data() {
    return data;
  }

  public int rank() {
    return rank;
  }

  /** An unranked memref {@code {rank, descriptor*}} over this one. */
  public MemorySegment unranked(Arena arena) {
    MemorySegment u = arena.allocate(16, 8);
    u.set(JAVA_LONG, 0, rank);
    u.set(ADDRESS, 8, descriptor);
    return u;
  }

  /**
   * The descriptor's fields as the arguments of a function without the C interface takes them
   * (MLIR's default calling convention expands a memref into {@code 3 + 2 * rank} arguments):
   * allocated, aligned, offset, sizes..., strides....
   */
  public Object[] expanded() {
    Object[] args = new Object[3 + 2 * rank];
    args[0] = descriptor.get(ADDRESS, 0);
    args[1] = descriptor.get(ADDRESS, 8);
    for (int i = 0; i < 1 + 2 * rank; i++) {
      args[2 + i] = descriptor.get(JAVA_LONG, 16 + 8L * i);
    }
    return args;
  }
}
