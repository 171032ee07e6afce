package org.jmlir.llvm;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The part of the runner-utils runtime that is plain C stdio (MLIR's CRunnerUtils: {@code printI64},
 * {@code printF32}, {@code printNewline}, {@code rtclock}, ...), as LLVM IR in jmlir's support module
 * (under {@link #supportSymbol} names; object code made at build time, {@link SupportObject}): the same
 * C library calls MLIR's library makes, so the output is the same byte for byte, and no Java upcall is
 * set up for them. A JIT binds the ones a program declares (two, {@link #module}, are compiled with the
 * program instead). The functions that walk memrefs are Java
 * ({@link RunnerUtils}).
 */
final class RuntimeIr {
  private RuntimeIr() {}

  private static final String PRELUDE = """
      @stdout = external global ptr
      @stderr = external global ptr
      @.jmlir.i64 = private constant [4 x i8] c"%ld\\00"
      @.jmlir.u64 = private constant [4 x i8] c"%lu\\00"
      @.jmlir.g = private constant [3 x i8] c"%g\\00"
      @.jmlir.s = private constant [3 x i8] c"%s\\00"
      @.jmlir.flops = private constant [12 x i8] c"%lf GFLOPS\\0A\\00"
      @.jmlir.open = private constant [3 x i8] c"( \\00"
      @.jmlir.close = private constant [3 x i8] c" )\\00"
      @.jmlir.comma = private constant [3 x i8] c", \\00"
      declare i32 @fprintf(ptr, ptr, ...)
      declare i32 @printf(ptr, ...)
      declare i32 @fputs(ptr, ptr)
      declare i32 @fputc(i32, ptr)
      declare i32 @gettimeofday(ptr, ptr)
      declare i32 @clock_gettime(i32, ptr)
      declare ptr @malloc(i64)
      declare ptr @aligned_alloc(i64, i64)
      declare void @free(ptr)
      """;

  /** Each function's definition, by symbol. */
  private static final Map<String, String> FUNCTIONS = new LinkedHashMap<>();

  private static void printf(String name, String type, String format, String convert) {
    FUNCTIONS.put(name, "define void @" + name + "(" + type + " %v) {\n"
        + convert
        + "  %f = load ptr, ptr @stdout\n"
        + "  %r = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr " + format + ", "
        + (convert.isEmpty() ? type + " %v" : "double %d") + ")\n  ret void\n}\n");
  }

  private static void puts(String name, String text) {
    FUNCTIONS.put(name, "define void @" + name + "() {\n  %f = load ptr, ptr @stdout\n"
        + "  %r = call i32 @fputs(ptr " + text + ", ptr %f)\n  ret void\n}\n");
  }

  static {
    printf("printI64", "i64", "@.jmlir.i64", "");
    printf("printU64", "i64", "@.jmlir.u64", "");
    printf("printF32", "float", "@.jmlir.g", "  %d = fpext float %v to double\n");
    printf("printF64", "double", "@.jmlir.g", "");
    printf("printF16", "i16", "@.jmlir.g", "  %h = bitcast i16 %v to half\n  %d = fpext half %h to double\n");
    printf("printBF16", "i16", "@.jmlir.g", "  %h = bitcast i16 %v to bfloat\n  %d = fpext bfloat %h to double\n");
    puts("printOpen", "@.jmlir.open");
    puts("printClose", "@.jmlir.close");
    puts("printComma", "@.jmlir.comma");
    FUNCTIONS.put("printNewline", """
        define void @printNewline() {
          %f = load ptr, ptr @stdout
          %r = call i32 @fputc(i32 10, ptr %f)
          ret void
        }
        """);
    FUNCTIONS.put("printString", """
        define void @printString(ptr %s) {
          %f = load ptr, ptr @stdout
          %r = call i32 @fputs(ptr %s, ptr %f)
          ret void
        }
        """);
    FUNCTIONS.put("printCString", """
        define void @printCString(ptr %s) {
          %r = call i32 (ptr, ...) @printf(ptr @.jmlir.s, ptr %s)
          ret void
        }
        """);
    FUNCTIONS.put("printFlops", """
        define void @printFlops(double %flops) {
          %g = fdiv double %flops, 1.000000e+09
          %f = load ptr, ptr @stderr
          %r = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.flops, double %g)
          ret void
        }
        """);
    FUNCTIONS.put("rtclock", """
        define double @rtclock() {
          %tv = alloca { i64, i64 }
          %r = call i32 @gettimeofday(ptr %tv, ptr null)
          %s = load i64, ptr %tv
          %up = getelementptr { i64, i64 }, ptr %tv, i32 0, i32 1
          %u = load i64, ptr %up
          %sd = sitofp i64 %s to double
          %ud = sitofp i64 %u to double
          %us = fmul double %ud, 1.000000e-06
          %t = fadd double %sd, %us
          ret double %t
        }
        """);
    FUNCTIONS.put("_mlir_ciface_nanoTime", """
        define i64 @_mlir_ciface_nanoTime() {
          %ts = alloca { i64, i64 }
          %r = call i32 @clock_gettime(i32 0, ptr %ts)
          %s = load i64, ptr %ts
          %np = getelementptr { i64, i64 }, ptr %ts, i32 0, i32 1
          %n = load i64, ptr %np
          %sn = mul i64 %s, 1000000000
          %t = add i64 %sn, %n
          ret i64 %t
        }
        """);
    FUNCTIONS.put("mlirAlloc", "define ptr @mlirAlloc(i64 %n) {\n  %p = call ptr @malloc(i64 %n)\n  ret ptr %p\n}\n");
    FUNCTIONS.put("mlirAlignedAlloc", "define ptr @mlirAlignedAlloc(i64 %a, i64 %n) {\n"
        + "  %p = call ptr @aligned_alloc(i64 %a, i64 %n)\n  ret ptr %p\n}\n");
    FUNCTIONS.put("mlirFree", "define void @mlirFree(ptr %p) {\n  call void @free(ptr %p)\n  ret void\n}\n");
    FUNCTIONS.put("mlirAlignedFree", "define void @mlirAlignedFree(ptr %p) {\n  call void @free(ptr %p)\n  ret void\n}\n");
  }

  /**
   * The functions compiled with the program that declares them, not in the support module: their
   * {@code fpext} from half is an instruction for hosts with F16C, but a call of compiler-rt's
   * {@code __extendhfsf2}, which no library of the process defines, in the support module's generic
   * x86-64 code.
   */
  private static final java.util.Set<String> WITH_PROGRAM = java.util.Set.of("printF16", "printBF16");

  /** Whether {@code symbol} is one of the functions in the support module ({@link #supportSymbol}). */
  static boolean inSupport(String symbol) {
    return FUNCTIONS.containsKey(symbol) && !WITH_PROGRAM.contains(symbol);
  }

  /**
   * A module defining those of {@code symbols} that are compiled with the program (not {@link
   * #inSupport}), or null when there is none.
   */
  static String module(java.util.Collection<String> symbols) {
    StringBuilder sb = new StringBuilder(PRELUDE);
    boolean any = false;
    for (String s : symbols) {
      if (WITH_PROGRAM.contains(s)) {
        sb.append(FUNCTIONS.get(s));
        any = true;
      }
    }
    return any ? sb.toString() : null;
  }

  /**
   * The symbol under which the support module defines the runtime function {@code symbol}: a JIT
   * binds a program's declaration of {@code symbol} to it (an absolute symbol), so the program never
   * compiles these functions itself and a program defining a function of the same name keeps its own.
   */
  static String supportSymbol(String symbol) {
    return "__jmlir_rt_" + symbol;
  }

  /** Every function here, named by {@link #supportSymbol}, with the declarations they use. */
  private static String renamedFunctions() {
    StringBuilder sb = new StringBuilder(PRELUDE.replace("@stdout = external global ptr\n", "")
        .replace("@stderr = external global ptr\n", ""));
    for (Map.Entry<String, String> e : FUNCTIONS.entrySet()) {
      if (WITH_PROGRAM.contains(e.getKey())) {
        continue;
      }
      sb.append(e.getValue().replace(" @" + e.getKey() + "(", " @" + supportSymbol(e.getKey()) + "("));
    }
    return sb.toString();
  }

  private static final String SUPPORT_BASE = """
      declare i32 @fflush(ptr)
      declare ptr @signal(i32, ptr)
      declare i32 @raise(i32)
      define void @__jmlir_flush() {
        %r = call i32 @fflush(ptr null)
        ret void
      }
      define void @__jmlir_flush_on_abort(i32 %sig) {
        %1 = call i32 @fflush(ptr null)
        %2 = call ptr @signal(i32 %sig, ptr null)
        %3 = call i32 @raise(i32 %sig)
        ret void
      }
      define void @__jmlir_install_flush_on_abort() {
        %1 = call ptr @signal(i32 6, ptr @__jmlir_flush_on_abort)
        ret void
      }
      @stdout = external global ptr
      @stderr = external global ptr
      @.jmlir.fmt.g = private constant [3 x i8] c"%g\\00"
      @.jmlir.fmt.e = private constant [3 x i8] c"%e\\00"
      @.jmlir.fmt.lf = private constant [4 x i8] c"%lf\\00"
      declare i64 @fwrite(ptr, i64, i64, ptr)
      declare i32 @snprintf(ptr, i64, ptr, ...)
      define void @__jmlir_write(ptr %frame) {
        %buf = load ptr, ptr %frame
        %np = getelementptr i64, ptr %frame, i64 1
        %n = load i64, ptr %np
        %sp = getelementptr i64, ptr %frame, i64 2
        %s = load i64, ptr %sp
        %err = icmp eq i64 %s, 2
        %which = select i1 %err, ptr @stderr, ptr @stdout
        %f = load ptr, ptr %which
        %r = call i64 @fwrite(ptr %buf, i64 1, i64 %n, ptr %f)
        ret void
      }
      define void @__jmlir_format(ptr %frame) {
        %k = load i64, ptr %frame
        %dp = getelementptr i64, ptr %frame, i64 1
        %d = load double, ptr %dp
        %bp = getelementptr i64, ptr %frame, i64 2
        %buf = load ptr, ptr %bp
        %zp = getelementptr i64, ptr %frame, i64 3
        %size = load i64, ptr %zp
        %is_e = icmp eq i64 %k, 1
        %is_lf = icmp eq i64 %k, 2
        %f1 = select i1 %is_e, ptr @.jmlir.fmt.e, ptr @.jmlir.fmt.g
        %fmt = select i1 %is_lf, ptr @.jmlir.fmt.lf, ptr %f1
        %n = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %buf, i64 %size, ptr %fmt, double %d)
        %n64 = sext i32 %n to i64
        %rp = getelementptr i64, ptr %frame, i64 4
        store i64 %n64, ptr %rp
        ret void
      }
      define void @__jmlir_call_void(ptr %fn) {
        call void %fn()
        ret void
      }
      """;

  /**
   * jmlir's own support functions, in every JIT: flushing C's streams, and doing it on abort();
   * trampolines of C type {@code void(void*)} that call a {@code void()}, {@code i32()}, {@code i64()}
   * or {@code float()} function (the frame: the function's address, then its result at offset 8); the
   * C-stdio runtime functions under their {@link #supportSymbol} names.
   */
  static final String SUPPORT = support();

  private static String support() {
    StringBuilder sb = new StringBuilder(SUPPORT_BASE).append(renamedFunctions());
    for (String[] t : new String[][] {{"i32", "i32"}, {"i64", "i64"}, {"f32", "float"}}) {
      sb.append("define void @__jmlir_call_").append(t[0]).append("(ptr %frame) {\n")
          .append("  %fn = load ptr, ptr %frame\n")
          .append("  %r = call ").append(t[1]).append(" %fn()\n")
          .append("  %at = getelementptr i8, ptr %frame, i64 8\n")
          .append("  store ").append(t[1]).append(" %r, ptr %at\n")
          .append("  ret void\n}\n");
    }
    return sb.toString();
  }

}
