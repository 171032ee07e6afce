package org.jmlir.hlo.interpret;

import java.math.BigInteger;
import java.util.Arrays;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * A tensor value of the interpreter: a static shape, an {@link ElementKind} and its elements in
 * row-major order in one primitive array ({@code long[]}, {@code float[]} or {@code double[]},
 * complex as interleaved (re, im) pairs). Tensors are immutable once a kernel has returned them.
 */
public final class Tensor implements RuntimeValue {
  private final ElementKind kind;
  private final long[] shape;
  private final int size;
  final long[] l;
  final float[] f;
  final double[] d;

  private Tensor(ElementKind kind, long[] shape, long[] l, float[] f, double[] d) {
    this.kind = kind;
    this.shape = shape;
    this.size = checkedSize(shape);
    this.l = l;
    this.f = f;
    this.d = d;
  }

  static int checkedSize(long[] shape) {
    long n = 1;
    for (long s : shape) {
      if (s < 0) {
        throw new InterpreterException("dynamic or negative dimension " + s + " in a run-time shape");
      }
      n = Math.multiplyExact(n, s);
    }
    if (n > Integer.MAX_VALUE - 16) {
      throw new InterpreterException("tensor of " + n + " elements is too large for the interpreter");
    }
    return (int) n;
  }

  /** A zero-filled tensor. */
  public static Tensor zeros(ElementKind kind, long[] shape) {
    int n = checkedSize(shape) * kind.lanes();
    return switch (kind.storage()) {
      case LONG -> new Tensor(kind, shape.clone(), new long[n], null, null);
      case FLOAT -> new Tensor(kind, shape.clone(), null, new float[n], null);
      case DOUBLE -> new Tensor(kind, shape.clone(), null, null, new double[n]);
    };
  }

  /** Wraps {@code data} (taken over, not copied): integer, boolean or index elements, already wrapped. */
  public static Tensor ofLongs(ElementKind kind, long[] shape, long[] data) {
    return new Tensor(kind, shape.clone(), data, null, null);
  }

  /** Wraps {@code data} (taken over): elements of a float kind stored as float, already rounded. */
  public static Tensor ofFloats(ElementKind kind, long[] shape, float[] data) {
    return new Tensor(kind, shape.clone(), null, data, null);
  }

  /** Wraps {@code data} (taken over): f64 or complex&lt;f64&gt; elements. */
  public static Tensor ofDoubles(ElementKind kind, long[] shape, double[] data) {
    return new Tensor(kind, shape.clone(), null, null, data);
  }

  public ElementKind kind() {
    return kind;
  }

  public Type elementType() {
    return kind.type();
  }

  /** The shape (a copy). */
  public long[] shape() {
    return shape.clone();
  }

  long[] shapeRef() {
    return shape;
  }

  public int rank() {
    return shape.length;
  }

  public long dim(int i) {
    return shape[i];
  }

  /** Number of elements. */
  public int size() {
    return size;
  }

  public RankedTensorType type(MLIRContext ctx) {
    return RankedTensorType.get(ctx, shape.clone(), kind.type());
  }

  /** The backing array: long[], float[] or double[] (not copied; do not modify). */
  public Object data() {
    return l != null ? l : f != null ? f : d;
  }

  // ---- element access ------------------------------------------------------------------------

  /** Element {@code i} as an integer (floats truncated; unsigned as their bit pattern). */
  public long getLong(int i) {
    if (l != null) {
      return l[i];
    }
    return f != null ? (long) f[i] : (long) d[i];
  }

  /** Element {@code i} (the real part for complex) as a double; ui64 read unsigned. */
  public double getDouble(int i) {
    int lanes = kind.lanes();
    if (f != null) {
      return f[i * lanes];
    }
    if (d != null) {
      return d[i * lanes];
    }
    long v = l[i];
    if (kind.isUnsigned() && v < 0) {
      return (double) (v >>> 1) * 2.0 + (v & 1);
    }
    return v;
  }

  /** The imaginary part of complex element {@code i}. */
  public double getImag(int i) {
    return f != null ? f[2 * i + 1] : d[2 * i + 1];
  }

  /** Sets element {@code i} from an integer, wrapped to the type. */
  void setLong(int i, long v) {
    l[i] = kind.wrap(v);
  }

  /** Sets element {@code i} from a double, rounded to the type (real part for complex). */
  void setDouble(int i, double v) {
    int lanes = kind.lanes();
    if (f != null) {
      f[i * lanes] = (float) kind.round(v);
    } else {
      d[i * lanes] = v;
    }
  }

  void setComplex(int i, double re, double im) {
    if (f != null) {
      f[2 * i] = (float) re;
      f[2 * i + 1] = (float) im;
    } else {
      d[2 * i] = re;
      d[2 * i + 1] = im;
    }
  }

  /** Copies element {@code from} of {@code src} (same kind) to element {@code to} of this. */
  void copyFrom(Tensor src, int from, int to) {
    int lanes = kind.lanes();
    if (l != null) {
      l[to] = src.l[from];
    } else if (f != null) {
      f[to * lanes] = src.f[from * lanes];
      if (lanes == 2) {
        f[to * 2 + 1] = src.f[from * 2 + 1];
      }
    } else {
      d[to * lanes] = src.d[from * lanes];
      if (lanes == 2) {
        d[to * 2 + 1] = src.d[from * 2 + 1];
      }
    }
  }

  /** Copies {@code n} elements starting at {@code from} of {@code src} (same kind) to {@code to}. */
  void copyRange(Tensor src, int from, int to, int n) {
    int lanes = kind.lanes();
    if (l != null) {
      System.arraycopy(src.l, from, l, to, n);
    } else if (f != null) {
      System.arraycopy(src.f, from * lanes, f, to * lanes, n * lanes);
    } else {
      System.arraycopy(src.d, from * lanes, d, to * lanes, n * lanes);
    }
  }

  /** Whether element {@code i} is equal to element {@code j} of {@code o}, bit for bit in value. */
  boolean sameElement(int i, Tensor o, int j) {
    int lanes = kind.lanes();
    if (l != null) {
      return l[i] == o.l[j];
    }
    for (int k = 0; k < lanes; k++) {
      double a = f != null ? f[i * lanes + k] : d[i * lanes + k];
      double b = o.f != null ? o.f[j * lanes + k] : o.d[j * lanes + k];
      if (!(a == b && (a != 0 || Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b)) || (a != a && b != b))) {
        return false;
      }
    }
    return true;
  }

  // ---- Java arrays ---------------------------------------------------------------------------

  /** The elements as doubles (complex: interleaved re, im; ui64 read unsigned). */
  public double[] toDoubles() {
    int lanes = kind.lanes();
    double[] r = new double[size * lanes];
    for (int i = 0; i < size; i++) {
      r[i * lanes] = getDouble(i);
      if (lanes == 2) {
        r[i * 2 + 1] = getImag(i);
      }
    }
    return r;
  }

  /** The elements as floats (complex: interleaved re, im). */
  public float[] toFloats() {
    double[] d = toDoubles();
    float[] r = new float[d.length];
    for (int i = 0; i < d.length; i++) {
      r[i] = (float) d[i];
    }
    return r;
  }

  /** The elements as longs (integers, booleans as 0/1; floats truncated). */
  public long[] toLongs() {
    long[] r = new long[size];
    for (int i = 0; i < size; i++) {
      r[i] = getLong(i);
    }
    return r;
  }

  /** A tensor of {@code elementType} and {@code shape} from doubles, each rounded or wrapped to the type. */
  public static Tensor of(org.jmlir.ir.type.Type elementType, long[] shape, double... values) {
    ElementKind k = ElementKind.of(elementType);
    Tensor t = zeros(k, shape);
    int lanes = k.lanes();
    if (values.length != t.size * lanes) {
      throw new InterpreterException(values.length + " values given for " + t.size + " elements");
    }
    for (int i = 0; i < t.size; i++) {
      if (k.isComplex()) {
        t.setComplex(i, k.round(values[2 * i]), k.round(values[2 * i + 1]));
      } else if (k.isFloat()) {
        t.setDouble(i, values[i]);
      } else {
        t.setLong(i, (long) values[i]);
      }
    }
    return t;
  }

  /** A tensor of an integer, index or i1 {@code elementType} from longs, each wrapped to the type. */
  public static Tensor ofIntegers(org.jmlir.ir.type.Type elementType, long[] shape, long... values) {
    ElementKind k = ElementKind.of(elementType);
    if (k.storage() != ElementKind.Storage.LONG) {
      throw new InterpreterException("not an integer type: " + k);
    }
    Tensor t = zeros(k, shape);
    if (values.length != t.size) {
      throw new InterpreterException(values.length + " values given for " + t.size + " elements");
    }
    for (int i = 0; i < t.size; i++) {
      t.setLong(i, values[i]);
    }
    return t;
  }

  /** An f32 tensor (the array is copied). */
  public static Tensor ofF32(org.jmlir.ir.MLIRContext ctx, long[] shape, float... values) {
    ElementKind k = ElementKind.of(org.jmlir.ir.type.FloatType.f32(ctx));
    if (values.length != checkedSize(shape)) {
      throw new InterpreterException(values.length + " values given for " + checkedSize(shape) + " elements");
    }
    return ofFloats(k, shape, values.clone());
  }

  // ---- shapes and indices --------------------------------------------------------------------

  /** Row-major strides of {@code shape} (in elements). */
  static long[] strides(long[] shape) {
    long[] s = new long[shape.length];
    long acc = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      s[i] = acc;
      acc *= shape[i];
    }
    return s;
  }

  /** A copy of this tensor with another shape of the same size (reshape). */
  Tensor withShape(long[] newShape) {
    if (checkedSize(newShape) != size) {
      throw new InterpreterException("cannot reshape " + Arrays.toString(shape) + " to " + Arrays.toString(newShape));
    }
    return new Tensor(kind, newShape.clone(), l, f, d);
  }

  /** A copy of this tensor as {@code kind} (same storage, e.g. a type change of the same family). */
  Tensor withKind(ElementKind k) {
    return new Tensor(k, shape, l, f, d);
  }

  // ---- conversion from and to attributes -----------------------------------------------------

  /** The tensor of a dense attribute of a static shape. */
  public static Tensor fromAttr(DenseIntOrFPElementsAttr attr) {
    if (!(attr.type() instanceof RankedTensorType rt)) {
      throw new InterpreterException("expected a ranked tensor constant, got " + attr.type());
    }
    ElementKind kind = ElementKind.of(rt.elementType());
    Tensor t = zeros(kind, rt.shape());
    int n = t.size;
    boolean splat = attr.isSplat();
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(kind.type());
    int lanes = kind.lanes();
    int scalarBits = bits / lanes;
    int bytes = scalarBits / 8;
    for (int i = 0; i < n; i++) {
      int src = splat ? 0 : i;
      switch (kind.category()) {
        case BOOL -> {
          byte[] raw = attr.rawData();
          t.l[i] = (raw[src >>> 3] >> (src & 7)) & 1;
        }
        case SIGNED, UNSIGNED -> t.l[i] = kind.wrap(attr.readLong((long) src * bytes, bytes));
        case FLOAT -> {
          long b = attr.readLong((long) src * bytes, bytes);
          double v = kind.bitsToFloat(b);
          if (t.f != null) {
            t.f[i] = (float) v;
          } else {
            t.d[i] = v;
          }
        }
        case COMPLEX -> {
          for (int k = 0; k < 2; k++) {
            long b = attr.readLong(((long) src * 2 + k) * bytes, bytes);
            double v = kind.bitsToFloat(b);
            if (t.f != null) {
              t.f[2 * i + k] = (float) v;
            } else {
              t.d[2 * i + k] = v;
            }
          }
        }
      }
    }
    return t;
  }

  /** This tensor as a dense attribute. */
  public DenseIntOrFPElementsAttr toAttr(MLIRContext ctx) {
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(kind.type());
    byte[] raw;
    if (bits == 1) {
      raw = new byte[(size + 7) / 8];
      for (int i = 0; i < size; i++) {
        if (l[i] != 0) {
          raw[i >>> 3] |= (byte) (1 << (i & 7));
        }
      }
      if (size == 1) {
        raw = new byte[] {(byte) (l[0] != 0 ? 1 : 0)};
      }
    } else {
      int lanes = kind.lanes();
      int bytes = bits / 8 / lanes;
      raw = new byte[size * lanes * bytes];
      for (int i = 0; i < size * lanes; i++) {
        long v;
        if (l != null) {
          v = l[i];
        } else {
          v = kind.floatToBits(f != null ? f[i] : d[i]);
        }
        for (int b = 0; b < bytes; b++) {
          raw[i * bytes + b] = (byte) (v >>> (8 * b));
        }
      }
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type(ctx), raw);
  }

  // ---- printing ------------------------------------------------------------------------------

  /** Element {@code i} as the reference interpreter prints it (an attribute value without its type). */
  public String elementToString(int i) {
    StringBuilder sb = new StringBuilder();
    appendElement(sb, i);
    return sb.toString();
  }

  void appendElement(StringBuilder sb, int i) {
    switch (kind.category()) {
      case BOOL -> sb.append(l[i] != 0 ? "true" : "false");
      case SIGNED -> sb.append(l[i]);
      case UNSIGNED -> sb.append(Long.toUnsignedString(l[i]));
      case FLOAT -> appendFloat(sb, kind, f != null ? f[i] : d[i]);
      case COMPLEX -> {
        sb.append('[');
        appendFloat(sb, kind, f != null ? f[2 * i] : d[2 * i]);
        sb.append(", ");
        appendFloat(sb, kind, f != null ? f[2 * i + 1] : d[2 * i + 1]);
        sb.append(']');
      }
    }
  }

  private static void appendFloat(StringBuilder sb, ElementKind kind, double v) {
    long bits = kind.floatToBits(v);
    // f64 patterns with the sign bit set are negative longs: read them as unsigned.
    BigInteger pattern = bits < 0 ? BigInteger.valueOf(bits).add(BigInteger.ONE.shiftLeft(64)) : BigInteger.valueOf(bits);
    FloatFormats.print(kind.floatKind(), pattern, sb);
  }

  /** As the reference interpreter prints a tensor: {@code tensor<2xi32> {\n  [1, 2]\n}}. */
  public String print(MLIRContext ctx) {
    if (kind.type() instanceof org.jmlir.dialect.quant.UniformQuantizedType q) {
      // As upstream, whose interpreter runs on the quantization lowered to the (signless) storage type.
      ElementKind storage = ElementKind.of(org.jmlir.ir.type.IntegerType.get(ctx, q.storageWidth()));
      long[] values = new long[size];
      for (int i = 0; i < size; i++) {
        values[i] = storage.wrap(l[i]);
      }
      return ofLongs(storage, shape, values).print(ctx);
    }
    StringBuilder sb = new StringBuilder();
    sb.append(org.jmlir.ir.print.AttrTypeText.type(type(ctx))).append(" {");
    printRec(sb, 0, 0, 1, true);
    sb.append('}');
    return sb.toString();
  }

  private int printRec(StringBuilder sb, int dim, int index, int indent, boolean last) {
    if (dim == shape.length) {
      appendElement(sb, index);
      if (!last) {
        sb.append(", ");
      }
      return index + 1;
    }
    sb.append('\n').append("  ".repeat(indent)).append('[');
    for (long k = 0; k < shape[dim]; k++) {
      index = printRec(sb, dim + 1, index, indent + 1, k + 1 == shape[dim]);
    }
    sb.append(']');
    if (!last) {
      sb.append(',');
    } else {
      sb.append('\n').append("  ".repeat(indent - 1));
    }
    return index;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("tensor<");
    for (long s : shape) {
      sb.append(s).append('x');
    }
    sb.append(kind).append("> [");
    for (int i = 0; i < Math.min(size, 16); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      appendElement(sb, i);
    }
    if (size > 16) {
      sb.append(", ...");
    }
    return sb.append(']').toString();
  }
}
