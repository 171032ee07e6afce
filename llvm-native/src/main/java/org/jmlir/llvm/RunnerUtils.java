package org.jmlir.llvm;

import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * jmlir's runner-utils runtime: the functions MLIR's {@code libmlir_runner_utils} and
 * {@code libmlir_c_runner_utils} export to JIT-run programs ({@code printMemrefF32}, their
 * {@code _mlir_ciface_} forms, {@code printF32}, {@code printNewline}, {@code memrefCopy},
 * {@code rtclock}, {@code verifyMemRefF32}, ...), written in Java and called from JIT-compiled
 * wrappers through one JNI callback ({@link #upcallIr}). They print byte for byte what MLIR's
 * print, through C's {@code stdout}: memref metadata and data in the same layout (including MLIR's
 * quirks: a size-0 dimension still prints its first element, and {@code i8} elements print as
 * characters), numbers as C++ streams print them.
 */
public final class RunnerUtils {
  private RunnerUtils() {}

  /**
   * Reads of native memory at absolute addresses (elements and descriptors), through JavaCPP's
   * {@code BytePointer} getters (JNI; its classes are initialised with LLVM's): FFM's segment
   * accessors cost ~8 ms at their first use in a process (the segment implementation's
   * initialisation, a VarHandle spun per layout), most of a small memref-printing run's call into
   * the runtime (BENCHMARKS.md, issue 12).
   */
  private static final class Memory {
    /** A pointer at address 1 (JavaCPP refuses a null one), read at offset {@code address - 1}. */
    private static final org.bytedeco.javacpp.BytePointer AT = new org.bytedeco.javacpp.BytePointer() {
      {
        address = 1;
      }
    };

    static byte i8(long address) {
      return AT.get(address - 1);
    }

    static short i16(long address) {
      return AT.getShort(address - 1);
    }

    static int i32(long address) {
      return AT.getInt(address - 1);
    }

    static long i64(long address) {
      return AT.getLong(address - 1);
    }

    static float f32(long address) {
      return AT.getFloat(address - 1);
    }

    static double f64(long address) {
      return AT.getDouble(address - 1);
    }
  }

  /**
   * Every memory address as one segment, for bulk copies ({@code memrefCopy}, {@code stdSort}). In a
   * holder: making it initialises the FFM implementation, which the other functions do not use.
   */
  private static final class Segments {
    static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);
  }

  /** Element types of the memref printers, by the suffix of their names. */
  enum Elem {
    I8(1), I16(2), I32(4), I64(8), Ind(8), F16(2), BF16(2), F32(4), F64(8), C32(8), C64(16);

    final int size;

    Elem(int size) {
      this.size = size;
    }

    boolean isFloat() {
      return this == F16 || this == BF16 || this == F32 || this == F64;
    }

    /** The element at {@code address} as C++'s {@code ostream <<} writes it. */
    void print(Out out, long address) {
      switch (this) {
        case I8 -> out.raw(Memory.i8(address));
        case I16 -> out.str(Short.toString(Memory.i16(address)));
        case I32 -> out.str(Integer.toString(Memory.i32(address)));
        case I64 -> out.str(Long.toString(Memory.i64(address)));
        case Ind -> out.str(Long.toUnsignedString(Memory.i64(address)));
        case F16, BF16, F32, F64 -> out.str(CStdio.g(real(address)));
        case C32 -> out.str("(" + CStdio.g(Memory.f32(address)) + "," + CStdio.g(Memory.f32(address + 4)) + ")");
        case C64 -> out.str("(" + CStdio.g(Memory.f64(address)) + "," + CStdio.g(Memory.f64(address + 8)) + ")");
      }
    }

    /** A floating-point element, widened to double. */
    double real(long address) {
      return switch (this) {
        case F16 -> Float.float16ToFloat(Memory.i16(address));
        case BF16 -> Float.intBitsToFloat((Memory.i16(address) & 0xffff) << 16);
        case F32 -> Memory.f32(address);
        case F64 -> Memory.f64(address);
        default -> throw new IllegalStateException();
      };
    }

    /** MLIR's verifyElem: integers equal, floats within a relative error (1e-6 for f32 and narrower, 1e-12 for f64). */
    boolean same(long actual, long expected) {
      if (isFloat()) {
        double a = real(actual);
        double e = real(expected);
        if (!Double.isFinite(a) || !Double.isFinite(e)) {
          return false;
        }
        if (this == F64) {
          return Math.abs(a - e) <= 1e-12 * Math.abs(e);
        }
        float af = (float) a;
        float ef = (float) e;
        return Math.abs(af - ef) <= 1e-6f * Math.abs(ef);
      }
      for (int i = 0; i < size; i++) {
        if (Memory.i8(actual + i) != Memory.i8(expected + i)) {
          return false;
        }
      }
      return true;
    }
  }

  /** A byte buffer written to a C stream in one {@code fwrite}. */
  static final class Out {
    private byte[] buf = new byte[256];
    private int n;

    void raw(byte b) {
      if (n == buf.length) {
        buf = Arrays.copyOf(buf, n * 2);
      }
      buf[n++] = b;
    }

    Out str(String s) {
      for (int i = 0; i < s.length(); i++) {
        raw((byte) s.charAt(i));
      }
      return this;
    }

    void spaces(long count) {
      for (long i = 0; i < count; i++) {
        raw((byte) ' ');
      }
    }

    void flushTo(int file) {
      java.io.ByteArrayOutputStream sink = capture;
      if (sink != null) {
        synchronized (sink) {
          sink.write(buf, 0, n);
        }
      } else {
        CStdio.write(file, buf, n);
      }
      n = 0;
    }
  }

  /** Tests only: when set, the runtime's output (stdout and stderr) goes here instead of C's streams. */
  static volatile java.io.ByteArrayOutputStream capture;

  /** A memref descriptor read from memory: {@code {allocated, aligned, offset, sizes[rank], strides[rank]}}. */
  record Desc(long rank, long data, long offset, long[] sizes, long[] strides) {
    static Desc ranked(long address, long rank) {
      long[] sizes = new long[(int) rank];
      long[] strides = new long[(int) rank];
      for (int i = 0; i < rank; i++) {
        sizes[i] = Memory.i64(address + 24 + 8L * i);
        strides[i] = Memory.i64(address + 24 + 8L * rank + 8L * i);
      }
      return new Desc(rank, Memory.i64(address + 8), Memory.i64(address + 16), sizes, strides);
    }

    /** From an unranked memref {@code {rank, descriptor*}} at {@code address}. */
    static Desc unranked(long address) {
      return unranked(Memory.i64(address), Memory.i64(address + 8));
    }

    static Desc unranked(long rank, long descriptor) {
      return ranked(descriptor, rank);
    }
  }

  // ---- printing, as MLIR's RunnerUtils.h does it ----

  private static void metadata(Out out, Desc m) {
    out.str("base@ = ").str(m.data == 0 ? "0" : "0x" + Long.toHexString(m.data));
    out.str(" rank = ").str(Long.toString(m.rank)).str(" offset = ").str(Long.toString(m.offset));
    out.str(" sizes = [");
    list(out, m.sizes);
    out.str("] strides = [");
    list(out, m.strides);
    out.str("]");
  }

  private static void list(Out out, long[] values) {
    for (int i = 0; i < values.length; i++) {
      out.str(i == 0 ? "" : ", ").str(Long.toString(values[i]));
    }
  }

  private static void printData(Out out, Elem e, Desc m, int dim, long offset, int at) {
    if (dim == 0) {
      e.print(out, m.data + offset * e.size);
      return;
    }
    long size = m.sizes[at];
    long stride = m.strides[at];
    int rank = (int) m.rank;
    // The first element, printed whatever the size (as MLIR does).
    out.str("[");
    printData(out, e, m, dim - 1, offset, at + 1);
    if (size <= 1) {
      out.str("]");
      return;
    }
    out.str(", ");
    if (dim > 1) {
      out.str("\n");
    }
    for (long i = 1; i + 1 < size; i++) {
      out.spaces(rank - dim + 1);
      printData(out, e, m, dim - 1, offset + i * stride, at + 1);
      out.str(", ");
      if (dim > 1) {
        out.str("\n");
      }
    }
    out.spaces(rank - dim + 1);
    printData(out, e, m, dim - 1, offset + (size - 1) * stride, at + 1);
    out.str("]");
  }

  static void printMemref(String prefix, Elem e, Desc m) {
    Out out = new Out();
    out.str(prefix);
    metadata(out, m);
    out.str(" data = \n");
    if (m.rank == 0) {
      out.str("[");
    }
    printData(out, e, m, (int) m.rank, m.offset, 0);
    if (m.rank == 0) {
      out.str("]");
    }
    out.str("\n");
    out.flushTo(CStdio.STDOUT);
    CStdio.flush();
  }

  static void printShape(Desc m) {
    Out out = new Out();
    out.str("Unranked Memref ");
    metadata(out, m);
    out.str("\n").flushTo(CStdio.STDOUT);
  }

  static long verify(Elem e, Desc actual, Desc expected) {
    for (int i = 0; i < actual.rank; i++) {
      if (expected.rank != actual.rank || actual.offset != expected.offset
          || actual.sizes[i] != expected.sizes[i] || actual.strides[i] != expected.strides[i]) {
        Out out = new Out();
        metadata(out, actual);
        metadata(out, expected);
        out.flushTo(CStdio.STDERR);
        return -1;
      }
    }
    long[] printed = {0};
    Out out = new Out();
    long errors = verifyData(out, e, actual, expected, (int) actual.rank, actual.offset, 0, printed);
    out.flushTo(CStdio.STDERR);
    return errors;
  }

  private static long verifyData(Out out, Elem e, Desc a, Desc x, int dim, long offset, int at, long[] printed) {
    if (dim == 0) {
      long pa = a.data + offset * e.size;
      long px = x.data + offset * e.size;
      if (e.same(pa, px)) {
        return 0;
      }
      if (printed[0] < 10) {
        e.print(out, pa);
        out.str(" != ");
        e.print(out, px);
        out.str(" offset = ").str(Long.toString(offset)).str("\n");
        printed[0]++;
      }
      return 1;
    }
    long errors = 0;
    for (long i = 0; i < a.sizes[at]; i++) {
      errors += verifyData(out, e, a, x, dim - 1, offset + i * a.strides[at], at + 1, printed);
    }
    return errors;
  }

  // ---- the exported functions (upcall targets; an exception must never escape them) ----

  private static void guard(Runnable r) {
    try {
      r.run();
    } catch (Throwable t) { // an exception escaping an upcall would end the JVM
      System.err.println("jmlir runtime: " + t);
    }
  }

  static void memrefCopy(long elemSize, MemorySegment srcArg, MemorySegment dstArg) {
    guard(() -> {
      Desc src = Desc.unranked(srcArg.address());
      Desc dst = Desc.unranked(dstArg.address());
      int rank = (int) src.rank;
      for (long s : src.sizes) {
        if (s == 0) {
          return;
        }
      }
      long srcBase = src.data + src.offset * elemSize;
      long dstBase = dst.data + dst.offset * elemSize;
      if (rank == 0) {
        MemorySegment.copy(Segments.ALL, srcBase, Segments.ALL, dstBase, elemSize);
        return;
      }
      long[] index = new long[rank];
      long read = 0;
      long write = 0;
      while (true) {
        MemorySegment.copy(Segments.ALL, srcBase + read, Segments.ALL, dstBase + write, elemSize);
        int axis = rank - 1;
        for (; axis >= 0; axis--) {
          long next = ++index[axis];
          read += src.strides[axis] * elemSize;
          write += dst.strides[axis] * elemSize;
          if (src.sizes[axis] != next) {
            break;
          }
          if (axis == 0) {
            return;
          }
          index[axis] = 0;
          read -= src.sizes[axis] * src.strides[axis] * elemSize;
          write -= dst.sizes[axis] * dst.strides[axis] * elemSize;
        }
      }
    });
  }

  static void stdSort(Elem e, long n, MemorySegment desc) {
    guard(() -> {
      Desc m = Desc.ranked(desc.address(), 1);
      MemorySegment values = Segments.ALL.asSlice(m.data + m.offset * e.size, n * e.size);
      switch (e) {
        case I64 -> {
          long[] v = values.toArray(JAVA_LONG);
          Arrays.sort(v);
          MemorySegment.copy(v, 0, values, JAVA_LONG, 0, v.length);
        }
        case F64 -> {
          double[] v = values.toArray(JAVA_DOUBLE);
          Arrays.sort(v);
          MemorySegment.copy(v, 0, values, JAVA_DOUBLE, 0, v.length);
        }
        default -> {
          float[] v = values.toArray(JAVA_FLOAT);
          Arrays.sort(v);
          MemorySegment.copy(v, 0, values, JAVA_FLOAT, 0, v.length);
        }
      }
    });
  }

  // Memref printers: one Java method per shape of C signature, bound to each element type.

  static void printUnranked(Elem e, MemorySegment u) {
    guard(() -> printMemref("Unranked Memref ", e, Desc.unranked(u.address())));
  }

  static void printRankPtr(Elem e, long rank, MemorySegment desc) {
    guard(() -> printMemref("Unranked Memref ", e, Desc.unranked(rank, desc.address())));
  }

  static void printRanked(Elem e, int rank, MemorySegment desc) {
    guard(() -> printMemref("Memref ", e, Desc.ranked(desc.address(), rank)));
  }

  static void printShapeUnranked(Elem e, MemorySegment u) {
    guard(() -> printShape(Desc.unranked(u.address())));
  }

  static long verifyUnranked(Elem e, MemorySegment a, MemorySegment x) {
    try {
      return verify(e, Desc.unranked(a.address()), Desc.unranked(x.address()));
    } catch (Throwable t) {
      System.err.println("jmlir runtime: " + t);
      return -1;
    }
  }

  static long verifyRankPtr(Elem e, long rank, MemorySegment a, MemorySegment x) {
    try {
      return verify(e, Desc.unranked(rank, a.address()), Desc.unranked(rank, x.address()));
    } catch (Throwable t) {
      System.err.println("jmlir runtime: " + t);
      return -1;
    }
  }

  // ---- how JIT-compiled code calls them ----
  //
  // Not through FFM upcall stubs: making the first one spins classes for the Java side (~70 ms of CPU
  // time, and ~40 ms more at its first call, in a ~100 ms run). Instead each function the program
  // declares is defined in LLVM IR (upcallIr) as a wrapper of its C signature that stores an id and its
  // arguments in a frame of 64-bit words and calls one Java callback, a JavaCPP function pointer (JNI:
  // no class is spun), with the frame; the callback calls the Java function and stores its result in
  // the frame's last word, which the wrapper returns.

  /** A Java function's arguments as 64-bit words (addresses, integers sign-extended, booleans 0/1). */
  @FunctionalInterface
  private interface Invoker {
    long call(long[] a);
  }

  /**
   * A Java function of the runtime: its id (index in the table), its C signature ({@code ret:args}, one
   * letter a type: {@code v} void, {@code l} i64, {@code i} i32, {@code b} i8, {@code z} bool, {@code p}
   * pointer) and its invoker.
   */
  private record Fn(int id, String signature, Invoker invoker) {}

  private static volatile Map<String, Fn> table;
  private static volatile Fn[] byId;

  /** Whether {@code symbol} is one of the runtime's Java functions. */
  public static boolean has(String symbol) {
    return table().containsKey(symbol);
  }

  private static Map<String, Fn> table() {
    var t = table;
    if (t == null) {
      synchronized (RunnerUtils.class) {
        if (table == null) {
          Map<String, Fn> m = buildTable();
          Fn[] ids = new Fn[m.size()];
          for (Fn f : m.values()) {
            ids[f.id()] = f;
          }
          byId = ids;
          table = m;
        }
        t = table;
      }
    }
    return t;
  }

  private static MemorySegment seg(long address) {
    return MemorySegment.ofAddress(address);
  }

  private static Map<String, Fn> buildTable() {
    Map<String, Fn> m = new LinkedHashMap<>();
    class Adder {
      void add(String name, String signature, Invoker invoker) {
        m.put(name, new Fn(m.size(), signature, invoker));
      }
    }
    Adder t = new Adder();
    t.add("memrefCopy", "v:lpp", a -> {
      memrefCopy(a[0], seg(a[1]), seg(a[2]));
      return 0;
    });
    for (Elem e : Elem.values()) {
      t.add("_mlir_ciface_printMemref" + e, "v:p", a -> {
        printUnranked(e, seg(a[0]));
        return 0;
      });
      t.add("printMemref" + e, "v:lp", a -> {
        printRankPtr(e, a[0], seg(a[1]));
        return 0;
      });
      t.add("_mlir_ciface_printMemrefShape" + e, "v:p", a -> {
        printShapeUnranked(e, seg(a[0]));
        return 0;
      });
      t.add("_mlir_ciface_verifyMemRef" + e, "l:pp", a -> verifyUnranked(e, seg(a[0]), seg(a[1])));
      t.add("verifyMemRef" + e, "l:lpp", a -> verifyRankPtr(e, a[0], seg(a[1]), seg(a[2])));
      if (e != Elem.F16 && e != Elem.BF16 && e != Elem.I16) {
        t.add("_mlir_ciface_printMemref1d" + e, "v:p", a -> {
          printRanked(e, 1, seg(a[0]));
          return 0;
        });
      }
    }
    for (int r = 0; r <= 4; r++) {
      int rank = r;
      if (r != 1) {
        t.add("_mlir_ciface_printMemref" + r + "dF32", "v:p", a -> {
          printRanked(Elem.F32, rank, seg(a[0]));
          return 0;
        });
      }
    }
    for (Elem e : new Elem[] {Elem.I64, Elem.F64, Elem.F32}) {
      t.add("_mlir_ciface_stdSort" + e, "v:lp", a -> {
        stdSort(e, a[0], seg(a[1]));
        return 0;
      });
    }
    // MLIR's libmlir_apfloat_wrappers (ApFloatRuntime).
    t.add("_mlir_apfloat_add", "l:ill", a -> ApFloatRuntime.add((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_subtract", "l:ill", a -> ApFloatRuntime.subtract((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_multiply", "l:ill", a -> ApFloatRuntime.multiply((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_divide", "l:ill", a -> ApFloatRuntime.divide((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_remainder", "l:ill", a -> ApFloatRuntime.remainder((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_mod", "l:ill", a -> ApFloatRuntime.mod((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_minnum", "l:ill", a -> ApFloatRuntime.minnum((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_maxnum", "l:ill", a -> ApFloatRuntime.maxnum((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_minimum", "l:ill", a -> ApFloatRuntime.minimum((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_maximum", "l:ill", a -> ApFloatRuntime.maximum((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_compare", "b:ill", a -> ApFloatRuntime.compare((int) a[0], a[1], a[2]));
    t.add("_mlir_apfloat_convert", "l:iil", a -> ApFloatRuntime.convert((int) a[0], (int) a[1], a[2]));
    t.add("_mlir_apfloat_convert_to_int", "l:iizl",
        a -> ApFloatRuntime.convert_to_int((int) a[0], (int) a[1], a[2] != 0, a[3]));
    t.add("_mlir_apfloat_convert_from_int", "l:iizl",
        a -> ApFloatRuntime.convert_from_int((int) a[0], (int) a[1], a[2] != 0, a[3]));
    t.add("_mlir_apfloat_neg", "l:il", a -> ApFloatRuntime.neg((int) a[0], a[1]));
    t.add("_mlir_apfloat_abs", "l:il", a -> ApFloatRuntime.abs((int) a[0], a[1]));
    t.add("_mlir_apfloat_fused_multiply_add", "l:illl",
        a -> ApFloatRuntime.fused_multiply_add((int) a[0], a[1], a[2], a[3]));
    t.add("_mlir_apfloat_isinfinite", "z:il", a -> ApFloatRuntime.isinfinite((int) a[0], a[1]) ? 1 : 0);
    t.add("_mlir_apfloat_isnan", "z:il", a -> ApFloatRuntime.isnan((int) a[0], a[1]) ? 1 : 0);
    t.add("_mlir_apfloat_isfinite", "z:il", a -> ApFloatRuntime.isfinite((int) a[0], a[1]) ? 1 : 0);
    t.add("_mlir_apfloat_isnormal", "z:il", a -> ApFloatRuntime.isnormal((int) a[0], a[1]) ? 1 : 0);
    t.add("printApFloat", "v:il", a -> {
      ApFloatRuntime.printApFloat((int) a[0], a[1]);
      return 0;
    });
    return java.util.Collections.unmodifiableMap(m);
  }

  /**
   * LLVM IR defining the runtime's Java functions among {@code wanted} as wrappers that call the
   * callback at the address {@code callback} gives ({@link #upcallAddress()}; asked only when a
   * wrapper is made), a constant in the IR: no JIT symbol to define for it (defining one initialised
   * JavaCPP's symbol-map classes, ~0.5 ms of a memref-printing run); null when none is wanted.
   */
  static String upcallIr(java.util.Collection<String> wanted, java.util.function.LongSupplier callback) {
    // Most programs declare only the C-stdio functions (printI64, printNewline, ...): they do not make
    // the table (~100 entries and lambdas, ~0.5 ms of a small run, interpreted at this point).
    boolean any = false;
    for (String name : wanted) {
      any |= mayBeJava(name);
    }
    if (!any) {
      return null;
    }
    Map<String, Fn> t = table();
    StringBuilder sb = new StringBuilder();
    String callee = null;
    for (String name : wanted) {
      Fn f = t.get(name);
      if (f != null) {
        if (callee == null) {
          callee = "inttoptr (i64 " + callback.getAsLong() + " to ptr)";
        }
        wrapper(sb, name, f, callee);
      }
    }
    return sb.isEmpty() ? null : sb.toString();
  }

  /** The prefixes of every Java function's name (RunnerUtilsTest checks them against the table). */
  private static final String[] JAVA_PREFIXES = {"memrefCopy", "printMemref", "verifyMemRef", "printApFloat",
      "_mlir_ciface_", "_mlir_apfloat_"};

  /** Whether {@code symbol} may be one of the runtime's Java functions (false: it is not). */
  static boolean mayBeJava(String symbol) {
    for (String p : JAVA_PREFIXES) {
      if (symbol.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  /** The names of the runtime's Java functions. */
  static java.util.Set<String> javaFunctions() {
    return table().keySet();
  }

  private static String irType(char c) {
    return switch (c) {
      case 'v' -> "void";
      case 'l' -> "i64";
      case 'i' -> "i32";
      case 'b' -> "i8";
      case 'z' -> "i1";
      case 'p' -> "ptr";
      default -> throw new IllegalArgumentException("signature letter " + c);
    };
  }

  private static void wrapper(StringBuilder sb, String name, Fn f, String callee) {
    String sig = f.signature();
    char ret = sig.charAt(0);
    String args = sig.substring(2);
    int words = args.length() + 2;
    sb.append("define ").append(ret == 'z' ? "zeroext i1" : irType(ret)).append(" @").append(name).append('(');
    for (int i = 0; i < args.length(); i++) {
      sb.append(i == 0 ? "" : ", ").append(irType(args.charAt(i))).append(" %a").append(i);
    }
    sb.append(") {\n  %f = alloca [").append(words).append(" x i64]\n  store i64 ").append(f.id()).append(", ptr %f\n");
    for (int i = 0; i < args.length(); i++) {
      char c = args.charAt(i);
      String v = "%a" + i;
      if (c == 'i' || c == 'b') {
        sb.append("  %w").append(i).append(" = sext ").append(irType(c)).append(' ').append(v).append(" to i64\n");
        v = "%w" + i;
      } else if (c == 'z') {
        sb.append("  %w").append(i).append(" = zext i1 ").append(v).append(" to i64\n");
        v = "%w" + i;
      }
      sb.append("  %s").append(i).append(" = getelementptr i64, ptr %f, i64 ").append(i + 1).append('\n')
          .append("  store ").append(c == 'p' ? "ptr " : "i64 ").append(v).append(", ptr %s").append(i).append('\n');
    }
    sb.append("  call void ").append(callee).append("(ptr %f)\n");
    if (ret == 'v') {
      sb.append("  ret void\n}\n");
      return;
    }
    sb.append("  %rp = getelementptr i64, ptr %f, i64 ").append(words - 1).append("\n  %r = load i64, ptr %rp\n");
    if (ret == 'l') {
      sb.append("  ret i64 %r\n}\n");
    } else {
      sb.append("  %t = trunc i64 %r to ").append(irType(ret)).append("\n  ret ").append(irType(ret)).append(" %t\n}\n");
    }
  }

  /** The Java side of the wrappers' calls: a JavaCPP callback of C type {@code void(void*)}, made once. */
  private static final class Upcall extends org.bytedeco.llvm.LLVM.LLVMOrcDisposeCAPIDefinitionGeneratorFunction {
    static final Upcall INSTANCE = new Upcall();

    @Override
    public void call(org.bytedeco.javacpp.Pointer frame) {
      try {
        dispatch(new org.bytedeco.javacpp.LongPointer(frame));
      } catch (Throwable t) { // an exception must not cross back into the compiled program
        System.err.println("jmlir runtime: " + t);
      }
    }
  }

  private static void dispatch(org.bytedeco.javacpp.LongPointer frame) {
    table();
    Fn f = byId[(int) frame.get(0)];
    int n = f.signature().length() - 2;
    long[] a = new long[n];
    for (int i = 0; i < n; i++) {
      a[i] = frame.get(i + 1);
    }
    long r = f.invoker().call(a);
    frame.put(n + 1, r);
  }

  /** The address of the callback the wrappers call (made on first use). */
  static long upcallAddress() {
    Llvm.initialize(org.bytedeco.javacpp.LongPointer.class);
    // A JavaCPP function pointer object points at its C++ holder, whose first field is the function.
    return new org.bytedeco.javacpp.LongPointer(Upcall.INSTANCE).get(0);
  }

  /** {@code v} as LLVM's {@code raw_ostream << double} prints it ({@code %e}): mlir-runner's f32 results. */
  public static String formatE(double v) {
    return CStdio.e(v);
  }

  /** Flushes C's standard streams (the runtime writes through them). */
  public static void flush() {
    CStdio.flush();
  }
}
