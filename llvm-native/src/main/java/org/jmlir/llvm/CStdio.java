package org.jmlir.llvm;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import org.bytedeco.javacpp.BytePointer;

/**
 * The C library's standard streams and number formatting. The runtime writes through C's
 * {@code stdout} (not Java's), so its output interleaves with the JIT-compiled program's own
 * {@code printf}s exactly as in a C program, and numbers are formatted by C's {@code printf} itself
 * ({@code %g} as C++ streams print floats).
 *
 * <p>While an {@link ExecutionEngine} runs a program ({@link #useJit}), the C calls go through its
 * JIT-compiled support functions ({@code __jmlir_write}, {@code __jmlir_format}, {@code __jmlir_flush},
 * called over JavaCPP's JNI); otherwise through FFM downcalls, whose handles are made on first use
 * (making them spins classes: ~50 ms of a JIT run, which the support functions avoid).
 */
final class CStdio {
  private CStdio() {}

  /** C's {@code stdout} and {@code stderr}, as the support function {@code __jmlir_write} numbers them. */
  static final int STDOUT = 1;
  static final int STDERR = 2;

  /** The engine whose support functions make the C calls; null: FFM downcalls. */
  private static volatile ExecutionEngine jit;
  /** The support functions' frame (five 64-bit words) and text buffer; guarded by the class. */
  private static BytePointer frame;
  private static BytePointer text;

  /** Makes the C calls through {@code engine}'s support functions, until {@link #releaseJit}. */
  static void useJit(ExecutionEngine engine) {
    jit = engine;
  }

  /** Stops using {@code engine} (closed) for the C calls. */
  static void releaseJit(ExecutionEngine engine) {
    if (jit == engine) {
      jit = null;
    }
  }

  /** The text buffer, at least {@code n} bytes. */
  private static BytePointer text(long n) {
    if (frame == null) {
      frame = new BytePointer(40);
    }
    if (text == null || text.capacity() < n) {
      if (text != null) {
        text.close();
      }
      text = new BytePointer(Math.max(n, 512));
    }
    return text;
  }

  /** Writes {@code n} bytes of {@code bytes} to C's {@link #STDOUT} or {@link #STDERR}. */
  static void write(int stream, byte[] bytes, int n) {
    if (n == 0) {
      return;
    }
    ExecutionEngine e = jit;
    if (e == null) {
      Ffm.write(stream == STDERR ? Ffm.STDERR : Ffm.STDOUT, bytes, n);
      return;
    }
    synchronized (CStdio.class) {
      BytePointer t = text(n);
      t.position(0).put(bytes, 0, n);
      frame.putLong(0, t.address());
      frame.putLong(8, n);
      frame.putLong(16, stream);
      call(e, "__jmlir_write");
    }
  }

  private static void call(ExecutionEngine e, String support) {
    try {
      e.callSupport(support, frame);
    } catch (LlvmException ex) {
      throw new IllegalStateException(ex);
    }
  }

  /** Flushes C's {@code stdout} and {@code stderr}. */
  static void flush() {
    ExecutionEngine e = jit;
    if (e == null) {
      Ffm.flush();
      return;
    }
    try {
      e.flushOutput();
    } catch (LlvmException ex) {
      throw new IllegalStateException(ex);
    }
  }

  /** {@code d} as C's {@code printf("%g")} writes it (and C++'s {@code ostream << double}). */
  static String g(double d) {
    return format(0, d);
  }

  /** {@code d} as C's {@code printf("%e")} writes it. */
  static String e(double d) {
    return format(1, d);
  }

  /** {@code d} as C's {@code printf("%lf")} writes it. */
  static String lf(double d) {
    return format(2, d);
  }

  /** {@code d} formatted by C's {@code snprintf} with {@code %g} (0), {@code %e} (1) or {@code %lf} (2). */
  private static String format(int kind, double d) {
    ExecutionEngine e = jit;
    if (e == null) {
      return Ffm.format(kind == 1 ? Ffm.FORMAT_E : kind == 2 ? Ffm.FORMAT_LF : Ffm.FORMAT_G, d);
    }
    synchronized (CStdio.class) {
      long size = 512;
      while (true) {
        BytePointer t = text(size);
        frame.putLong(0, kind);
        frame.putDouble(8, d);
        frame.putLong(16, t.address());
        frame.putLong(24, t.capacity());
        call(e, "__jmlir_format");
        long n = frame.getLong(32);
        if (n < t.capacity()) {
          byte[] b = new byte[(int) n];
          t.position(0).get(b, 0, (int) n);
          return new String(b, StandardCharsets.US_ASCII);
        }
        size = n + 1;
      }
    }
  }

  /** The same C calls through FFM downcalls (no engine runs), made on first use. */
  private static final class Ffm {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LIBC = LINKER.defaultLookup();
    private static final MethodHandle FWRITE = handle("fwrite",
        FunctionDescriptor.of(JAVA_LONG, ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS));
    private static final MethodHandle FFLUSH = handle("fflush", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    private static final MethodHandle SNPRINTF_DOUBLE = LINKER.downcallHandle(
        LIBC.find("snprintf").orElseThrow(),
        FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, ADDRESS, JAVA_DOUBLE),
        Linker.Option.firstVariadicArg(3));
    static final MemorySegment STDOUT = stream("stdout");
    static final MemorySegment STDERR = stream("stderr");
    static final MemorySegment FORMAT_G = Arena.global().allocateFrom("%g");
    static final MemorySegment FORMAT_LF = Arena.global().allocateFrom("%lf");
    static final MemorySegment FORMAT_E = Arena.global().allocateFrom("%e");
    private static final ThreadLocal<MemorySegment> SCRATCH =
        ThreadLocal.withInitial(() -> Arena.global().allocate(512));

    private static MethodHandle handle(String name, FunctionDescriptor fd) {
      return LINKER.downcallHandle(LIBC.find(name).orElseThrow(), fd);
    }

    private static MemorySegment stream(String name) {
      MemorySegment var = LIBC.find(name).orElseThrow().reinterpret(ADDRESS.byteSize());
      return var.get(ADDRESS, 0);
    }

    static void write(MemorySegment file, byte[] bytes, int n) {
      try (Arena a = Arena.ofConfined()) {
        MemorySegment buf = a.allocate(n);
        MemorySegment.copy(bytes, 0, buf, java.lang.foreign.ValueLayout.JAVA_BYTE, 0, n);
        long unused = (long) FWRITE.invokeExact(buf, 1L, (long) n, file);
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    }

    static void flush() {
      try {
        int unused = (int) FFLUSH.invokeExact(STDOUT);
        unused = (int) FFLUSH.invokeExact(STDERR);
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    }

    static String format(MemorySegment fmt, double d) {
      MemorySegment buf = SCRATCH.get();
      try {
        int n = (int) SNPRINTF_DOUBLE.invokeExact(buf, buf.byteSize(), fmt, d);
        if (n >= buf.byteSize()) {
          try (Arena a = Arena.ofConfined()) {
            MemorySegment big = a.allocate(n + 1L);
            int unused = (int) SNPRINTF_DOUBLE.invokeExact(big, big.byteSize(), fmt, d);
            return big.getString(0, StandardCharsets.US_ASCII);
          }
        }
        return buf.getString(0, StandardCharsets.US_ASCII);
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    }
  }
}
