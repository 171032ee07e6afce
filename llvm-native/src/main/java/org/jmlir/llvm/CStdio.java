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

/**
 * The C library's standard streams and number formatting, reached through the Foreign Function &amp;
 * Memory API. The runtime writes through C's {@code stdout} (not Java's), so its output interleaves
 * with the JIT-compiled program's own {@code printf}s exactly as in a C program, and numbers are
 * formatted by C's {@code printf} itself ({@code %g} as C++ streams print floats).
 */
final class CStdio {
  private CStdio() {}

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
  private static final MemorySegment FORMAT_G = Arena.global().allocateFrom("%g");
  private static final MemorySegment FORMAT_LF = Arena.global().allocateFrom("%lf");
  private static final MemorySegment FORMAT_E = Arena.global().allocateFrom("%e");
  private static final ThreadLocal<MemorySegment> SCRATCH =
      ThreadLocal.withInitial(() -> Arena.global().allocate(512));

  private static MethodHandle handle(String name, FunctionDescriptor fd) {
    return LINKER.downcallHandle(LIBC.find(name).orElseThrow(), fd);
  }

  private static MemorySegment stream(String name) {
    MemorySegment var = LIBC.find(name).orElseThrow().reinterpret(ADDRESS.byteSize());
    return var.get(ADDRESS, 0);
  }

  /** The address of a C library function (malloc, free, ...). */
  static MemorySegment libc(String name) {
    return LIBC.find(name).orElseThrow();
  }

  /** Writes {@code n} bytes of {@code bytes} to the C stream {@code file}. */
  static void write(MemorySegment file, byte[] bytes, int n) {
    if (n == 0) {
      return;
    }
    try (Arena a = Arena.ofConfined()) {
      MemorySegment buf = a.allocate(n);
      MemorySegment.copy(bytes, 0, buf, java.lang.foreign.ValueLayout.JAVA_BYTE, 0, n);
      long unused = (long) FWRITE.invokeExact(buf, 1L, (long) n, file);
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  /** Flushes C's {@code stdout} and {@code stderr}. */
  static void flush() {
    try {
      int unused = (int) FFLUSH.invokeExact(STDOUT);
      unused = (int) FFLUSH.invokeExact(STDERR);
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  /** {@code d} as C's {@code printf("%g")} writes it (and C++'s {@code ostream << double}). */
  static String g(double d) {
    return format(FORMAT_G, d);
  }

  /** {@code d} as C's {@code printf("%e")} writes it. */
  static String e(double d) {
    return format(FORMAT_E, d);
  }

  /** {@code d} as C's {@code printf("%lf")} writes it. */
  static String lf(double d) {
    return format(FORMAT_LF, d);
  }

  private static String format(MemorySegment fmt, double d) {
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
