package org.jmlir.compiler.graph;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** Java arrays to and from native buffers, and the shape checks of feeds. */
final class Tensors {
  private Tensors() {}

  static String shapeText(long[] shape, String elementType) {
    StringBuilder s = new StringBuilder("[");
    for (int i = 0; i < shape.length; i++) {
      s.append(i > 0 ? ", " : "").append(shape[i] < 0 ? "?" : Long.toString(shape[i]));
    }
    return s.append("] (").append(elementType).append(')').toString();
  }

  /** The element type an array feeds: f32, f64, i32, i64 or i1; null for another array. */
  static String elementTypeOf(Object array) {
    return switch (array) {
      case float[] a -> "f32";
      case double[] a -> "f64";
      case int[] a -> "i32";
      case long[] a -> "i64";
      case boolean[] a -> "i1";
      default -> null;
    };
  }

  static int length(Object array) {
    return java.lang.reflect.Array.getLength(array);
  }

  /** Whether {@code elementType} is complex<f32> or complex<f64> (fed and fetched as interleaved float[]/double[]). */
  static boolean isComplex(String elementType) {
    return elementType.startsWith("complex<");
  }

  /**
   * The element type {@code array} feeds to an input of {@code expected}: complex<f32> from a float[]
   * and complex<f64> from a double[] (real and imaginary parts interleaved, TensorFlow-java's
   * layout), otherwise {@link #elementTypeOf}.
   */
  static String elementTypeFor(Object array, String expected) {
    String given = elementTypeOf(array);
    if (isComplex(expected) && given != null && expected.equals("complex<" + given + ">")) {
      return expected;
    }
    return given;
  }

  /** The elements of {@code elementType} an array of {@code length} values holds (two values a complex one). */
  static long elements(String elementType, int length) {
    return isComplex(elementType) ? length / 2 : length;
  }

  /** The bytes of one value of {@code array}. */
  static long arrayElementBytes(Object array) {
    return switch (array) {
      case double[] a -> 8;
      case long[] a -> 8;
      case boolean[] a -> 1;
      default -> 4;
    };
  }

  /** Copies {@code array} into {@code to} (of its size in bytes). */
  static void copyIn(Object array, MemorySegment to) {
    switch (array) {
      case float[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_FLOAT, 0, a.length);
      case double[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_DOUBLE, 0, a.length);
      case int[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_INT, 0, a.length);
      case long[] a -> MemorySegment.copy(a, 0, to, ValueLayout.JAVA_LONG, 0, a.length);
      case boolean[] a -> {
        for (int i = 0; i < a.length; i++) {
          to.set(ValueLayout.JAVA_BYTE, i, (byte) (a[i] ? 1 : 0));
        }
      }
      default -> throw new IllegalArgumentException("not a float[], double[], int[], long[] or boolean[]: " + array);
    }
  }

  /** Copies {@code count} elements of {@code elementType} at {@code data} into a new Java array. */
  static Object copyOut(MemorySegment data, String elementType, int count) {
    return switch (elementType) {
      case "f32" -> data.reinterpret(4L * count).toArray(ValueLayout.JAVA_FLOAT);
      case "f64" -> data.reinterpret(8L * count).toArray(ValueLayout.JAVA_DOUBLE);
      case "i32" -> data.reinterpret(4L * count).toArray(ValueLayout.JAVA_INT);
      case "i64" -> data.reinterpret(8L * count).toArray(ValueLayout.JAVA_LONG);
      case "complex<f32>" -> data.reinterpret(8L * count).toArray(ValueLayout.JAVA_FLOAT);
      case "complex<f64>" -> data.reinterpret(16L * count).toArray(ValueLayout.JAVA_DOUBLE);
      case "i1" -> {
        byte[] b = data.reinterpret(count).toArray(ValueLayout.JAVA_BYTE);
        boolean[] out = new boolean[count];
        for (int i = 0; i < count; i++) {
          out[i] = b[i] != 0;
        }
        yield out;
      }
      default -> throw new IllegalStateException("unsupported result element type " + elementType);
    };
  }

  /**
   * Copies {@code count} elements of {@code elementType} at {@code data} into the caller's array
   * {@code into} (of the type {@link #copyOut} would make, and exactly as long), or into a new array
   * when {@code into} is null; the array. A wrong length is an {@link IllegalArgumentException} naming {@code what}.
   */
  static Object copyOut(MemorySegment data, String elementType, int count, Object into, String what) {
    if (into == null) {
      return copyOut(data, elementType, count);
    }
    int values = isComplex(elementType) ? 2 * count : count;
    if (length(into) != values) {
      throw new IllegalArgumentException(what + " has " + count + " elements" + (values != count ? " (" + values + " values)" : "")
          + " but the array to fetch it into has " + length(into) + " values");
    }
    switch (into) {
      case float[] a -> MemorySegment.copy(data, ValueLayout.JAVA_FLOAT, 0, a, 0, values);
      case double[] a -> MemorySegment.copy(data, ValueLayout.JAVA_DOUBLE, 0, a, 0, values);
      case int[] a -> MemorySegment.copy(data, ValueLayout.JAVA_INT, 0, a, 0, values);
      case long[] a -> MemorySegment.copy(data, ValueLayout.JAVA_LONG, 0, a, 0, values);
      case boolean[] a -> {
        for (int i = 0; i < values; i++) {
          a[i] = data.get(ValueLayout.JAVA_BYTE, i) != 0;
        }
      }
      default -> throw new IllegalStateException("not an array of a result: " + into);
    }
    return into;
  }

  static long elementBytes(String elementType) {
    return switch (elementType) {
      case "f32", "i32" -> 4;
      case "f64", "i64", "complex<f32>" -> 8;
      case "complex<f64>" -> 16;
      default -> 1;
    };
  }
}
