package org.jmlir.llvm;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The part of the runner-utils runtime that is plain C stdio (MLIR's CRunnerUtils: {@code printI64},
 * {@code printF32}, {@code printNewline}, {@code rtclock}, ...), as LLVM IR in jmlir's support module
 * (under {@link RuntimeSymbols#supportSymbol} names; object code made at build time, {@link SupportObject}): the same
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

  // ---- the memref printers and memrefCopy (MLIR's RunnerUtils), as the Java ones (RunnerUtils) print ----
  //
  // Native code, not Java upcalls: a program that prints memrefs then runs no Java at all (no wrapper, no
  // callback, no interpreted printing), and large prints are as fast as mlir-runner's. Element kinds are
  // RunnerUtils.Elem's ordinals (I8, I16, I32, I64, Ind, F16, BF16, F32, F64, C32, C64).

  /** Element type suffixes of the printers' names, in RunnerUtils.Elem's order (their kinds). */
  private static final String[] ELEMS = {"I8", "I16", "I32", "I64", "Ind", "F16", "BF16", "F32", "F64", "C32", "C64"};

  private static void memrefFunctions() {
    for (int k = 0; k < ELEMS.length; k++) {
      String e = ELEMS[k];
      FUNCTIONS.put("_mlir_ciface_printMemref" + e, "define void @_mlir_ciface_printMemref" + e + "(ptr %u) {\n"
          + "  %rank = load i64, ptr %u\n  %dp = getelementptr i8, ptr %u, i64 8\n  %d = load ptr, ptr %dp\n"
          + "  call void @__jmlir_mr_print(i64 " + k + ", ptr @.jmlir.mr.unranked, i64 %rank, ptr %d)\n  ret void\n}\n");
      FUNCTIONS.put("printMemref" + e, "define void @printMemref" + e + "(i64 %rank, ptr %d) {\n"
          + "  call void @__jmlir_mr_print(i64 " + k + ", ptr @.jmlir.mr.unranked, i64 %rank, ptr %d)\n  ret void\n}\n");
      FUNCTIONS.put("_mlir_ciface_printMemrefShape" + e, "define void @_mlir_ciface_printMemrefShape" + e + "(ptr %u) {\n"
          + "  %rank = load i64, ptr %u\n  %dp = getelementptr i8, ptr %u, i64 8\n  %d = load ptr, ptr %dp\n"
          + "  call void @__jmlir_mr_shape(i64 %rank, ptr %d)\n  ret void\n}\n");
      if (!e.equals("F16") && !e.equals("BF16") && !e.equals("I16")) {
        ranked("_mlir_ciface_printMemref1d" + e, k, 1);
      }
    }
    for (int r = 0; r <= 4; r++) {
      if (r != 1) {
        ranked("_mlir_ciface_printMemref" + r + "dF32", 7, r);
      }
    }
    // A 2-D memref of vector<4x4xf32> (MLIR's StridedMemRefType<Vector2D<4, 4, float>, 2>): kind 11.
    ranked("_mlir_ciface_printMemrefVector4x4xf32", 11, 2);
    FUNCTIONS.put("memrefCopy", MEMREF_COPY);
  }

  private static void ranked(String name, int kind, int rank) {
    FUNCTIONS.put(name, "define void @" + name + "(ptr %d) {\n  call void @__jmlir_mr_print(i64 " + kind
        + ", ptr @.jmlir.mr.ranked, i64 " + rank + ", ptr %d)\n  ret void\n}\n");
  }

  /** A private NUL-terminated string constant {@code @name} holding {@code text} (ASCII). */
  private static String cString(String name, String text) {
    StringBuilder sb = new StringBuilder("@").append(name).append(" = private constant [").append(text.length() + 1)
        .append(" x i8] c\"");
    for (char c : text.toCharArray()) {
      if (c == '\n') {
        sb.append("\\0A");
      } else {
        sb.append(c);
      }
    }
    return sb.append("\\00\"\n").toString();
  }

  /**
   * The printers' shared code: {@code __jmlir_mr_print(kind, prefix, rank, descriptor)} (a ranked
   * descriptor {@code {allocated, aligned, offset, sizes[rank], strides[rank]}}), the metadata line, the
   * nested data (MLIR's quirks kept: a size-0 dimension still prints its first element), each element
   * as C++'s {@code ostream <<} writes it (integers {@code %ld}, index {@code %lu}, i8 as a character,
   * floats {@code %g} of the value widened to double, complex {@code (re,im)}), then a flush, as
   * {@code std::endl} does.
   */
  private static final String MEMREF_HELPERS = cString(".jmlir.mr.ld", "%ld") + cString(".jmlir.mr.lu", "%lu")
      + cString(".jmlir.mr.g", "%g") + cString(".jmlir.mr.cplx", "(%g,%g)") + cString(".jmlir.mr.hex", "0x%lx")
      + cString(".jmlir.mr.base", "base@ = ") + cString(".jmlir.mr.rank", " rank = ")
      + cString(".jmlir.mr.offset", " offset = ") + cString(".jmlir.mr.sizes", " sizes = [")
      + cString(".jmlir.mr.strides", "] strides = [") + cString(".jmlir.mr.data", " data = \n")
      + cString(".jmlir.mr.sep", ", ") + cString(".jmlir.mr.unranked", "Unranked Memref ")
      + cString(".jmlir.mr.ranked", "Memref ")
      + cString(".jmlir.mr.v4x4", "((%g, %g, %g, %g),   (%g, %g, %g, %g),   (%g, %g, %g, %g),  (%g, %g, %g, %g))")
      + """
      @.jmlir.mr.esize = private constant [12 x i64] [i64 1, i64 2, i64 4, i64 8, i64 8, i64 2, i64 2, i64 4, i64 8, i64 8, i64 16, i64 64]
      declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
      declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
      define internal double @__jmlir_mr_half(i16 %h) {
      entry:
        %x = zext i16 %h to i64
        %sign = and i64 %x, 32768
        %s63 = shl i64 %sign, 48
        %e = lshr i64 %x, 10
        %exp = and i64 %e, 31
        %man = and i64 %x, 1023
        %isz = icmp eq i64 %exp, 0
        br i1 %isz, label %sub, label %norm
      sub:
        %mf = uitofp i64 %man to double
        %mv = fmul double %mf, 0x3E70000000000000
        %neg = icmp ne i64 %sign, 0
        %nv = fneg double %mv
        %sv = select i1 %neg, double %nv, double %mv
        ret double %sv
      norm:
        %isinf = icmp eq i64 %exp, 31
        %dexp = add i64 %exp, 1008
        %dexp2 = select i1 %isinf, i64 2047, i64 %dexp
        %eb = shl i64 %dexp2, 52
        %mb = shl i64 %man, 42
        %b1 = or i64 %s63, %eb
        %b2 = or i64 %b1, %mb
        %d = bitcast i64 %b2 to double
        ret double %d
      }
      define internal void @__jmlir_mr_elem(i64 %kind, ptr %p, ptr %f) {
      entry:
        switch i64 %kind, label %f64 [
          i64 0, label %i8
          i64 1, label %i16
          i64 2, label %i32
          i64 3, label %i64
          i64 4, label %ind
          i64 5, label %f16
          i64 6, label %bf16
          i64 7, label %f32
          i64 9, label %c32
          i64 10, label %c64
          i64 11, label %v44
        ]
      i8:
        %b = load i8, ptr %p
        %bi = zext i8 %b to i32
        %r0 = call i32 @fputc(i32 %bi, ptr %f)
        ret void
      i16:
        %h = load i16, ptr %p
        %hl = sext i16 %h to i64
        br label %int
      i32:
        %w = load i32, ptr %p
        %wl = sext i32 %w to i64
        br label %int
      i64:
        %q = load i64, ptr %p
        br label %int
      int:
        %iv = phi i64 [ %hl, %i16 ], [ %wl, %i32 ], [ %q, %i64 ]
        %r1 = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.ld, i64 %iv)
        ret void
      ind:
        %u = load i64, ptr %p
        %r2 = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.lu, i64 %u)
        ret void
      f16:
        %hb = load i16, ptr %p
        %hd = call double @__jmlir_mr_half(i16 %hb)
        br label %real
      bf16:
        %bb = load i16, ptr %p
        %bz = zext i16 %bb to i32
        %bs = shl i32 %bz, 16
        %bfl = bitcast i32 %bs to float
        %bd = fpext float %bfl to double
        br label %real
      f32:
        %fv = load float, ptr %p
        %fd = fpext float %fv to double
        br label %real
      f64:
        %dv = load double, ptr %p
        br label %real
      real:
        %rv = phi double [ %hd, %f16 ], [ %bd, %bf16 ], [ %fd, %f32 ], [ %dv, %f64 ]
        %r3 = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.g, double %rv)
        ret void
      c32:
        %re32 = load float, ptr %p
        %ip32 = getelementptr i8, ptr %p, i64 4
        %im32 = load float, ptr %ip32
        %red32 = fpext float %re32 to double
        %imd32 = fpext float %im32 to double
        br label %cplx
      c64:
        %re64 = load double, ptr %p
        %ip64 = getelementptr i8, ptr %p, i64 8
        %im64 = load double, ptr %ip64
        br label %cplx
      cplx:
        %cre = phi double [ %red32, %c32 ], [ %re64, %c64 ]
        %cim = phi double [ %imd32, %c32 ], [ %im64, %c64 ]
        %r4 = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.cplx, double %cre, double %cim)
        ret void
      v44:
        %vv = load <16 x float>, ptr %p
        %vd = fpext <16 x float> %vv to <16 x double>
        %x0 = extractelement <16 x double> %vd, i64 0
        %x1 = extractelement <16 x double> %vd, i64 1
        %x2 = extractelement <16 x double> %vd, i64 2
        %x3 = extractelement <16 x double> %vd, i64 3
        %x4 = extractelement <16 x double> %vd, i64 4
        %x5 = extractelement <16 x double> %vd, i64 5
        %x6 = extractelement <16 x double> %vd, i64 6
        %x7 = extractelement <16 x double> %vd, i64 7
        %x8 = extractelement <16 x double> %vd, i64 8
        %x9 = extractelement <16 x double> %vd, i64 9
        %x10 = extractelement <16 x double> %vd, i64 10
        %x11 = extractelement <16 x double> %vd, i64 11
        %x12 = extractelement <16 x double> %vd, i64 12
        %x13 = extractelement <16 x double> %vd, i64 13
        %x14 = extractelement <16 x double> %vd, i64 14
        %x15 = extractelement <16 x double> %vd, i64 15
        %r5 = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.v4x4, double %x0, double %x1, double %x2, double %x3, double %x4, double %x5, double %x6, double %x7, double %x8, double %x9, double %x10, double %x11, double %x12, double %x13, double %x14, double %x15)
        ret void
      }
      define internal void @__jmlir_mr_spaces(i64 %n, ptr %f) {
      entry:
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i1, %body ]
        %more = icmp slt i64 %i, %n
        br i1 %more, label %body, label %end
      body:
        %r = call i32 @fputc(i32 32, ptr %f)
        %i1 = add i64 %i, 1
        br label %loop
      end:
        ret void
      }
      define internal void @__jmlir_mr_sep(i1 %nested, ptr %f) {
      entry:
        %r = call i32 @fputs(ptr @.jmlir.mr.sep, ptr %f)
        br i1 %nested, label %nl, label %end
      nl:
        %n = call i32 @fputc(i32 10, ptr %f)
        br label %end
      end:
        ret void
      }
      define internal void @__jmlir_mr_data(i64 %kind, i64 %es, ptr %data, i64 %rank, ptr %sizes, ptr %strides, i64 %dim, i64 %off, i64 %at, ptr %f) {
      entry:
        %leaf = icmp eq i64 %dim, 0
        br i1 %leaf, label %elem, label %nest
      elem:
        %bo = mul i64 %off, %es
        %ep = getelementptr i8, ptr %data, i64 %bo
        call void @__jmlir_mr_elem(i64 %kind, ptr %ep, ptr %f)
        ret void
      nest:
        %szp = getelementptr i64, ptr %sizes, i64 %at
        %size = load i64, ptr %szp
        %stp = getelementptr i64, ptr %strides, i64 %at
        %stride = load i64, ptr %stp
        %d1 = sub i64 %dim, 1
        %at1 = add i64 %at, 1
        %ind = sub i64 %rank, %d1
        %nested = icmp sgt i64 %dim, 1
        %o = call i32 @fputc(i32 91, ptr %f)
        call void @__jmlir_mr_data(i64 %kind, i64 %es, ptr %data, i64 %rank, ptr %sizes, ptr %strides, i64 %d1, i64 %off, i64 %at1, ptr %f)
        %one = icmp sle i64 %size, 1
        br i1 %one, label %close, label %rest
      rest:
        call void @__jmlir_mr_sep(i1 %nested, ptr %f)
        br label %loop
      loop:
        %i = phi i64 [ 1, %rest ], [ %inext, %body ]
        %inext = add i64 %i, 1
        %more = icmp slt i64 %inext, %size
        br i1 %more, label %body, label %last
      body:
        call void @__jmlir_mr_spaces(i64 %ind, ptr %f)
        %io = mul i64 %i, %stride
        %oi = add i64 %off, %io
        call void @__jmlir_mr_data(i64 %kind, i64 %es, ptr %data, i64 %rank, ptr %sizes, ptr %strides, i64 %d1, i64 %oi, i64 %at1, ptr %f)
        call void @__jmlir_mr_sep(i1 %nested, ptr %f)
        br label %loop
      last:
        call void @__jmlir_mr_spaces(i64 %ind, ptr %f)
        %lm = sub i64 %size, 1
        %lo = mul i64 %lm, %stride
        %ol = add i64 %off, %lo
        call void @__jmlir_mr_data(i64 %kind, i64 %es, ptr %data, i64 %rank, ptr %sizes, ptr %strides, i64 %d1, i64 %ol, i64 %at1, ptr %f)
        br label %close
      close:
        %c = call i32 @fputc(i32 93, ptr %f)
        ret void
      }
      define internal void @__jmlir_mr_list(ptr %v, i64 %n, ptr %f) {
      entry:
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i1, %num ]
        %more = icmp slt i64 %i, %n
        br i1 %more, label %item, label %end
      item:
        %first = icmp eq i64 %i, 0
        br i1 %first, label %num, label %comma
      comma:
        %c = call i32 @fputs(ptr @.jmlir.mr.sep, ptr %f)
        br label %num
      num:
        %p = getelementptr i64, ptr %v, i64 %i
        %x = load i64, ptr %p
        %r = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.ld, i64 %x)
        %i1 = add i64 %i, 1
        br label %loop
      end:
        ret void
      }
      define internal void @__jmlir_mr_meta(ptr %f, i64 %rank, ptr %desc) {
      entry:
        %dp = getelementptr i8, ptr %desc, i64 8
        %data = load ptr, ptr %dp
        %op = getelementptr i8, ptr %desc, i64 16
        %off = load i64, ptr %op
        %sizes = getelementptr i8, ptr %desc, i64 24
        %strides = getelementptr i64, ptr %sizes, i64 %rank
        %a = call i32 @fputs(ptr @.jmlir.mr.base, ptr %f)
        %null = icmp eq ptr %data, null
        br i1 %null, label %zero, label %hex
      zero:
        %z = call i32 @fputc(i32 48, ptr %f)
        br label %rest
      hex:
        %di = ptrtoint ptr %data to i64
        %h = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.hex, i64 %di)
        br label %rest
      rest:
        %b = call i32 @fputs(ptr @.jmlir.mr.rank, ptr %f)
        %c = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.ld, i64 %rank)
        %d = call i32 @fputs(ptr @.jmlir.mr.offset, ptr %f)
        %e = call i32 (ptr, ptr, ...) @fprintf(ptr %f, ptr @.jmlir.mr.ld, i64 %off)
        %g = call i32 @fputs(ptr @.jmlir.mr.sizes, ptr %f)
        call void @__jmlir_mr_list(ptr %sizes, i64 %rank, ptr %f)
        %h2 = call i32 @fputs(ptr @.jmlir.mr.strides, ptr %f)
        call void @__jmlir_mr_list(ptr %strides, i64 %rank, ptr %f)
        %i = call i32 @fputc(i32 93, ptr %f)
        ret void
      }
      define internal void @__jmlir_mr_print(i64 %kind, ptr %prefix, i64 %rank, ptr %desc) {
      entry:
        %f = load ptr, ptr @stdout
        %a = call i32 @fputs(ptr %prefix, ptr %f)
        call void @__jmlir_mr_meta(ptr %f, i64 %rank, ptr %desc)
        %b = call i32 @fputs(ptr @.jmlir.mr.data, ptr %f)
        %dp = getelementptr i8, ptr %desc, i64 8
        %data = load ptr, ptr %dp
        %op = getelementptr i8, ptr %desc, i64 16
        %off = load i64, ptr %op
        %sizes = getelementptr i8, ptr %desc, i64 24
        %strides = getelementptr i64, ptr %sizes, i64 %rank
        %r0 = icmp eq i64 %rank, 0
        br i1 %r0, label %open, label %body
      open:
        %c = call i32 @fputc(i32 91, ptr %f)
        br label %body
      body:
        %esp = getelementptr i64, ptr @.jmlir.mr.esize, i64 %kind
        %es = load i64, ptr %esp
        call void @__jmlir_mr_data(i64 %kind, i64 %es, ptr %data, i64 %rank, ptr %sizes, ptr %strides, i64 %rank, i64 %off, i64 0, ptr %f)
        br i1 %r0, label %close, label %end
      close:
        %d = call i32 @fputc(i32 93, ptr %f)
        br label %end
      end:
        %e = call i32 @fputc(i32 10, ptr %f)
        %g = call i32 @fflush(ptr null)
        ret void
      }
      define internal void @__jmlir_mr_shape(i64 %rank, ptr %desc) {
      entry:
        %f = load ptr, ptr @stdout
        %a = call i32 @fputs(ptr @.jmlir.mr.unranked, ptr %f)
        call void @__jmlir_mr_meta(ptr %f, i64 %rank, ptr %desc)
        %b = call i32 @fputc(i32 10, ptr %f)
        ret void
      }
      """;

  /**
   * MLIR's {@code memrefCopy(elementSize, source, destination)} on unranked descriptors: nothing when a
   * size is 0, else every element copied in row-major order of the source's sizes, each through the
   * strides of its own descriptor.
   */
  private static final String MEMREF_COPY = """
      define void @memrefCopy(i64 %es, ptr %src, ptr %dst) {
      entry:
        %rank = load i64, ptr %src
        %sdp = getelementptr i8, ptr %src, i64 8
        %sd = load ptr, ptr %sdp
        %ddp = getelementptr i8, ptr %dst, i64 8
        %dd = load ptr, ptr %ddp
        %sdatap = getelementptr i8, ptr %sd, i64 8
        %sdata = load ptr, ptr %sdatap
        %soffp = getelementptr i8, ptr %sd, i64 16
        %soff = load i64, ptr %soffp
        %ssizes = getelementptr i8, ptr %sd, i64 24
        %sstrides = getelementptr i64, ptr %ssizes, i64 %rank
        %ddatap = getelementptr i8, ptr %dd, i64 8
        %ddata = load ptr, ptr %ddatap
        %doffp = getelementptr i8, ptr %dd, i64 16
        %doff = load i64, ptr %doffp
        %dsizes = getelementptr i8, ptr %dd, i64 24
        %dstrides = getelementptr i64, ptr %dsizes, i64 %rank
        br label %check
      check:
        %k = phi i64 [ 0, %entry ], [ %k1, %nonzero ]
        %checked = icmp sge i64 %k, %rank
        br i1 %checked, label %go, label %size
      size:
        %kp = getelementptr i64, ptr %ssizes, i64 %k
        %ks = load i64, ptr %kp
        %empty = icmp eq i64 %ks, 0
        br i1 %empty, label %done, label %nonzero
      nonzero:
        %k1 = add i64 %k, 1
        br label %check
      go:
        %sbo = mul i64 %soff, %es
        %sbase = getelementptr i8, ptr %sdata, i64 %sbo
        %dbo = mul i64 %doff, %es
        %dbase = getelementptr i8, ptr %ddata, i64 %dbo
        %scalar = icmp eq i64 %rank, 0
        br i1 %scalar, label %one, label %nd
      one:
        call void @llvm.memcpy.p0.p0.i64(ptr %dbase, ptr %sbase, i64 %es, i1 false)
        br label %done
      nd:
        %idx = alloca i64, i64 %rank
        %bytes = mul i64 %rank, 8
        call void @llvm.memset.p0.i64(ptr %idx, i8 0, i64 %bytes, i1 false)
        %last = sub i64 %rank, 1
        br label %copy
      copy:
        %rd = phi i64 [ 0, %nd ], [ %rdn, %next ]
        %wr = phi i64 [ 0, %nd ], [ %wrn, %next ]
        %from = getelementptr i8, ptr %sbase, i64 %rd
        %to = getelementptr i8, ptr %dbase, i64 %wr
        call void @llvm.memcpy.p0.p0.i64(ptr %to, ptr %from, i64 %es, i1 false)
        br label %axis
      axis:
        %ax = phi i64 [ %last, %copy ], [ %ax1, %reset ]
        %rda = phi i64 [ %rd, %copy ], [ %rdr, %reset ]
        %wra = phi i64 [ %wr, %copy ], [ %wrr, %reset ]
        %ip = getelementptr i64, ptr %idx, i64 %ax
        %iv = load i64, ptr %ip
        %ni = add i64 %iv, 1
        store i64 %ni, ptr %ip
        %sstp = getelementptr i64, ptr %sstrides, i64 %ax
        %sst = load i64, ptr %sstp
        %sstb = mul i64 %sst, %es
        %rdn = add i64 %rda, %sstb
        %dstp = getelementptr i64, ptr %dstrides, i64 %ax
        %dst1 = load i64, ptr %dstp
        %dstb = mul i64 %dst1, %es
        %wrn = add i64 %wra, %dstb
        %sszp = getelementptr i64, ptr %ssizes, i64 %ax
        %ssz = load i64, ptr %sszp
        %valid = icmp ne i64 %ssz, %ni
        br i1 %valid, label %next, label %wrap
      next:
        br label %copy
      wrap:
        %outer = icmp eq i64 %ax, 0
        br i1 %outer, label %done, label %reset
      reset:
        store i64 0, ptr %ip
        %sspan = mul i64 %ssz, %sstb
        %rdr = sub i64 %rdn, %sspan
        %dszp = getelementptr i64, ptr %dsizes, i64 %ax
        %dsz = load i64, ptr %dszp
        %dspan = mul i64 %dsz, %dstb
        %wrr = sub i64 %wrn, %dspan
        %ax1 = sub i64 %ax, 1
        br label %axis
      done:
        ret void
      }
      """;

  static {
    memrefFunctions();
  }



  /**
   * A module defining those of {@code symbols} that are compiled with the program (not {@link
   * RuntimeSymbols#inSupport}), or null when there is none.
   */
  static String module(java.util.Collection<String> symbols) {
    StringBuilder sb = new StringBuilder(PRELUDE);
    boolean any = false;
    for (String s : symbols) {
      if (RuntimeSymbols.WITH_PROGRAM.contains(s)) {
        sb.append(FUNCTIONS.get(s));
        any = true;
      }
    }
    return any ? sb.toString() : null;
  }


  /** Every function here, named by {@link RuntimeSymbols#supportSymbol}, with the declarations they use. */
  private static String renamedFunctions(boolean memref) {
    StringBuilder sb = new StringBuilder(PRELUDE.replace("@stdout = external global ptr\n", "")
        .replace("@stderr = external global ptr\n", ""));
    for (Map.Entry<String, String> e : FUNCTIONS.entrySet()) {
      if (RuntimeSymbols.WITH_PROGRAM.contains(e.getKey()) || !memref && RuntimeSymbols.isMemrefFunction(e.getKey())) {
        continue;
      }
      sb.append(e.getValue().replace(" @" + e.getKey() + "(", " @" + RuntimeSymbols.supportSymbol(e.getKey()) + "("));
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
      declare i32 @sigaction(i32, ptr, ptr)
      declare i32 @sigaltstack(ptr, ptr)
      declare i32 @sigprocmask(i32, ptr, ptr)
      declare i64 @write(i32, ptr, i64)
      declare void @_exit(i32)
      @.jmlir.prev_actions = internal global [32 x [152 x i8]] zeroinitializer, align 16
      @.jmlir.fault = internal global i32 0
      @.jmlir.stack_lo = internal global i64 0
      @.jmlir.altstack = internal global [65536 x i8] zeroinitializer, align 16
      @.jmlir.crash.4 = private constant [58 x i8] c"jrun: the program crashed: Illegal instruction (signal 4)\\0A"
      @.jmlir.crash.5 = private constant [60 x i8] c"jrun: the program crashed: Trace/breakpoint trap (signal 5)\\0A"
      @.jmlir.crash.6 = private constant [46 x i8] c"jrun: the program crashed: Aborted (signal 6)\\0A"
      @.jmlir.crash.7 = private constant [48 x i8] c"jrun: the program crashed: Bus error (signal 7)\\0A"
      @.jmlir.crash.8 = private constant [63 x i8] c"jrun: the program crashed: Floating point exception (signal 8)\\0A"
      @.jmlir.crash.11 = private constant [58 x i8] c"jrun: the program crashed: Segmentation fault (signal 11)\\0A"
      define internal void @__jmlir_crash(i32 %sig) noreturn {
      entry:
        %1 = call i32 @fflush(ptr null)
        switch i32 %sig, label %say [ i32 4, label %ill
                                      i32 5, label %trap
                                      i32 7, label %bus
                                      i32 8, label %fpe
                                      i32 11, label %segv ]
      ill:
        br label %say
      trap:
        br label %say
      bus:
        br label %say
      fpe:
        br label %say
      segv:
        br label %say
      say:
        %msg = phi ptr [ @.jmlir.crash.6, %entry ], [ @.jmlir.crash.4, %ill ], [ @.jmlir.crash.5, %trap ],
                       [ @.jmlir.crash.7, %bus ], [ @.jmlir.crash.8, %fpe ], [ @.jmlir.crash.11, %segv ]
        %len = phi i64 [ 46, %entry ], [ 58, %ill ], [ 60, %trap ], [ 48, %bus ], [ 63, %fpe ], [ 58, %segv ]
        %w = call i64 @write(i32 2, ptr %msg, i64 %len)
        %2 = call ptr @signal(i32 %sig, ptr null)
        %set = alloca [16 x i64], align 8
        store [16 x i64] zeroinitializer, ptr %set
        %bit = sub i32 %sig, 1
        %bit64 = zext i32 %bit to i64
        %mask = shl i64 1, %bit64
        store i64 %mask, ptr %set
        %3 = call i32 @sigprocmask(i32 1, ptr %set, ptr null)
        %4 = call i32 @raise(i32 %sig)
        %status = add i32 %sig, 128
        call void @_exit(i32 %status)
        unreachable
      }
      define internal void @__jmlir_on_abort(i32 %sig) {
        %f = load volatile i32, ptr @.jmlir.fault
        %none = icmp eq i32 %f, 0
        %s = select i1 %none, i32 %sig, i32 %f
        call void @__jmlir_crash(i32 %s)
        unreachable
      }
      define internal void @__jmlir_on_fault(i32 %sig, ptr %info, ptr %uc) {
      entry:
        store volatile i32 %sig, ptr @.jmlir.fault
        %segv = icmp eq i32 %sig, 11
        br i1 %segv, label %check, label %find
      check:
        %ap = getelementptr i8, ptr %info, i64 16
        %a = load i64, ptr %ap
        %lo = load i64, ptr @.jmlir.stack_lo
        %from = sub i64 %lo, 65536
        %d = sub i64 %a, %from
        %near = icmp ult i64 %d, 131072
        %known = icmp ne i64 %lo, 0
        %overflow = and i1 %near, %known
        br i1 %overflow, label %die, label %find
      find:
        %i = sext i32 %sig to i64
        %prev = getelementptr [32 x [152 x i8]], ptr @.jmlir.prev_actions, i64 0, i64 %i
        %h = load ptr, ptr %prev
        %hi = ptrtoint ptr %h to i64
        %own = icmp ult i64 %hi, 2
        br i1 %own, label %die, label %chain
      chain:
        %fp = getelementptr i8, ptr %prev, i64 136
        %flags = load i32, ptr %fp
        %siginfo = and i32 %flags, 4
        %three = icmp ne i32 %siginfo, 0
        br i1 %three, label %call3, label %call1
      call3:
        call void %h(i32 %sig, ptr %info, ptr %uc)
        br label %done
      call1:
        call void %h(i32 %sig)
        br label %done
      done:
        store volatile i32 0, ptr @.jmlir.fault
        ret void
      die:
        call void @__jmlir_crash(i32 %sig)
        unreachable
      }
      define internal void @__jmlir_catch(i32 %sig, ptr %handler) {
        %act = alloca [152 x i8], align 8
        store [19 x i64] zeroinitializer, ptr %act
        store ptr %handler, ptr %act
        %fp = getelementptr i8, ptr %act, i64 136
        store i32 402653188, ptr %fp
        %i = sext i32 %sig to i64
        %prev = getelementptr [32 x [152 x i8]], ptr @.jmlir.prev_actions, i64 0, i64 %i
        %r = call i32 @sigaction(i32 %sig, ptr %act, ptr %prev)
        ret void
      }
      declare i64 @pthread_self()
      declare i32 @pthread_getattr_np(i64, ptr)
      declare i32 @pthread_attr_getstack(ptr, ptr, ptr)
      declare i32 @pthread_attr_destroy(ptr)
      define void @__jmlir_install_crash_report() {
      entry:
        %attr = alloca [64 x i8], align 8
        %addr = alloca ptr, align 8
        %size = alloca i64, align 8
        %ss = alloca [24 x i8], align 8
        %self = call i64 @pthread_self()
        %g = call i32 @pthread_getattr_np(i64 %self, ptr %attr)
        %ok = icmp eq i32 %g, 0
        br i1 %ok, label %bounds, label %handlers
      bounds:
        %s1 = call i32 @pthread_attr_getstack(ptr %attr, ptr %addr, ptr %size)
        %lo = load i64, ptr %addr
        store i64 %lo, ptr @.jmlir.stack_lo
        %s2 = call i32 @pthread_attr_destroy(ptr %attr)
        br label %handlers
      handlers:
        store ptr @.jmlir.altstack, ptr %ss
        %fl = getelementptr i8, ptr %ss, i64 8
        store i32 0, ptr %fl
        %sz = getelementptr i8, ptr %ss, i64 16
        store i64 65536, ptr %sz
        %r = call i32 @sigaltstack(ptr %ss, ptr null)
        call void @__jmlir_catch(i32 6, ptr @__jmlir_on_abort)
        call void @__jmlir_catch(i32 4, ptr @__jmlir_on_fault)
        call void @__jmlir_catch(i32 5, ptr @__jmlir_on_fault)
        call void @__jmlir_catch(i32 7, ptr @__jmlir_on_fault)
        call void @__jmlir_catch(i32 8, ptr @__jmlir_on_fault)
        call void @__jmlir_catch(i32 11, ptr @__jmlir_on_fault)
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
      declare double @llvm.fabs.f64(double)
      define bfloat @__truncsfbf2(float %x) {
        %b = bitcast float %x to i32
        %abs = and i32 %b, 2147483647
        %isnan = icmp ugt i32 %abs, 2139095040
        %hi = lshr i32 %b, 16
        %lsb = and i32 %hi, 1
        %bias = add i32 %lsb, 32767
        %sum = add i32 %b, %bias
        %rounded = lshr i32 %sum, 16
        %quiet = or i32 %hi, 64
        %sel = select i1 %isnan, i32 %quiet, i32 %rounded
        %t = trunc i32 %sel to i16
        %o = bitcast i16 %t to bfloat
        ret bfloat %o
      }
      define bfloat @__truncdfbf2(double %x) {
        %f = fptrunc double %x to float
        %fb = bitcast float %f to i32
        %fd = fpext float %f to double
        %ax = call double @llvm.fabs.f64(double %x)
        %afd = call double @llvm.fabs.f64(double %fd)
        %away = fcmp ogt double %afd, %ax
        %dec = sub i32 %fb, 1
        %tz = select i1 %away, i32 %dec, i32 %fb
        %inexact = fcmp one double %fd, %x
        %odd = or i32 %tz, 1
        %r = select i1 %inexact, i32 %odd, i32 %tz
        %rf = bitcast i32 %r to float
        %o = call bfloat @__truncsfbf2(float %rf)
        ret bfloat %o
      }
      """;

  /**
   * jmlir's own support functions, in every JIT: flushing C's streams, and doing it on abort();
   * trampolines of C type {@code void(void*)} that call a {@code void()}, {@code i32()}, {@code i64()}
   * or {@code float()} function (the frame: the function's address, then its result at offset 8); the
   * C-stdio runtime functions under their {@link RuntimeSymbols#supportSymbol} names; and compiler-rt's
   * f32/f64 to bf16 truncations ({@code __truncsfbf2}, {@code __truncdfbf2}, round to nearest even,
   * NaN kept quiet), which LLVM's code calls on hosts without a bf16 conversion instruction and which
   * no library of the process defines (libgcc has them from GCC 13 on).
   */
  static String support() {
    return Support.TEXT;
  }

  /**
   * {@link #support()} without the memref printers and {@code memrefCopy}: what a JIT without the
   * runner-utils runtime ({@code Options.runnerUtils()} false: the HLO compiler's) and without the
   * object code compiles (a fifth of the text, as before the printers were native).
   */
  static String supportWithoutMemrefs() {
    return Support.CORE;
  }

  /** The support module's text, made on first use (build time, or a JIT without its object code). */
  private static final class Support {
    static final String TEXT = make(true);
    static final String CORE = make(false);
  }

  private static String make(boolean memref) {
    StringBuilder sb = new StringBuilder(SUPPORT_BASE).append(renamedFunctions(memref)).append(memref ? MEMREF_HELPERS : "");
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
