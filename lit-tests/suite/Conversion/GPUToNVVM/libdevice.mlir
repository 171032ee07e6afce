// Every math op with a libdevice function, on f32, f64 and f16 (through f32), with the
// fast variants under afn, in func.func (which gets a C interface).
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  func.func @u_f32(%x: f32, %y: f32, %n: i32) -> f32 {
    %u0 = math.absf %x : f32
    %u1 = math.acos %u0 : f32
    %u2 = math.acosh %u1 : f32
    %u3 = math.asin %u2 : f32
    %u4 = math.asinh %u3 : f32
    %u5 = math.atan %u4 : f32
    %u6 = math.atanh %u5 : f32
    %u7 = math.cbrt %u6 : f32
    %u8 = math.ceil %u7 : f32
    %u9 = math.cos %u8 : f32
    %u10 = math.cosh %u9 : f32
    %u11 = math.erf %u10 : f32
    %u12 = math.erfc %u11 : f32
    %u13 = math.exp %u12 : f32
    %u14 = math.exp2 %u13 : f32
    %u15 = math.expm1 %u14 : f32
    %u16 = math.floor %u15 : f32
    %u17 = math.log %u16 : f32
    %u18 = math.log10 %u17 : f32
    %u19 = math.log1p %u18 : f32
    %u20 = math.log2 %u19 : f32
    %u21 = math.round %u20 : f32
    %u22 = math.roundeven %u21 : f32
    %u23 = math.rsqrt %u22 : f32
    %u24 = math.sin %u23 : f32
    %u25 = math.sinh %u24 : f32
    %u26 = math.sqrt %u25 : f32
    %u27 = math.tan %u26 : f32
    %u28 = math.tanh %u27 : f32
    %u29 = math.floor %u28 : f32
    %u30 = math.atan2 %u29, %y : f32
    %u31 = math.copysign %u30, %y : f32
    %u32 = math.powf %u31, %y : f32
    %u33 = math.fma %u32, %y, %x : f32
    %u34 = arith.remf %u33, %y : f32
    %u35 = arith.maxnumf %u34, %y : f32
    %u36 = arith.minnumf %u35, %y : f32
    %u37 = math.fpowi %u36, %n : f32, i32
    %pisfinite = math.isfinite %u37 : f32
    %u38 = arith.select %pisfinite, %u37, %x : f32
    %pisinf = math.isinf %u38 : f32
    %u39 = arith.select %pisinf, %u38, %x : f32
    %pisnan = math.isnan %u39 : f32
    %u40 = arith.select %pisnan, %u39, %x : f32
    %u41 = math.cos %u40 fastmath<afn> : f32
    %u42 = math.exp %u41 fastmath<afn> : f32
    %u43 = math.log %u42 fastmath<afn> : f32
    %u44 = math.log10 %u43 fastmath<afn> : f32
    %u45 = math.log2 %u44 fastmath<afn> : f32
    %u46 = math.sin %u45 fastmath<afn> : f32
    %u47 = math.tan %u46 fastmath<afn> : f32
    %u48 = math.powf %u47, %y fastmath<fast> : f32
    return %u48 : f32
  }
  func.func @u_f64(%x: f64, %y: f64, %n: i32) -> f64 {
    %u0 = math.absf %x : f64
    %u1 = math.acos %u0 : f64
    %u2 = math.acosh %u1 : f64
    %u3 = math.asin %u2 : f64
    %u4 = math.asinh %u3 : f64
    %u5 = math.atan %u4 : f64
    %u6 = math.atanh %u5 : f64
    %u7 = math.cbrt %u6 : f64
    %u8 = math.ceil %u7 : f64
    %u9 = math.cos %u8 : f64
    %u10 = math.cosh %u9 : f64
    %u11 = math.erf %u10 : f64
    %u12 = math.erfc %u11 : f64
    %u13 = math.exp %u12 : f64
    %u14 = math.exp2 %u13 : f64
    %u15 = math.expm1 %u14 : f64
    %u16 = math.floor %u15 : f64
    %u17 = math.log %u16 : f64
    %u18 = math.log10 %u17 : f64
    %u19 = math.log1p %u18 : f64
    %u20 = math.log2 %u19 : f64
    %u21 = math.round %u20 : f64
    %u22 = math.roundeven %u21 : f64
    %u23 = math.rsqrt %u22 : f64
    %u24 = math.sin %u23 : f64
    %u25 = math.sinh %u24 : f64
    %u26 = math.sqrt %u25 : f64
    %u27 = math.tan %u26 : f64
    %u28 = math.tanh %u27 : f64
    %u29 = math.floor %u28 : f64
    %u30 = math.atan2 %u29, %y : f64
    %u31 = math.copysign %u30, %y : f64
    %u32 = math.powf %u31, %y : f64
    %u33 = math.fma %u32, %y, %x : f64
    %u34 = arith.remf %u33, %y : f64
    %u35 = arith.maxnumf %u34, %y : f64
    %u36 = arith.minnumf %u35, %y : f64
    %u37 = math.fpowi %u36, %n : f64, i32
    %pisfinite = math.isfinite %u37 : f64
    %u38 = arith.select %pisfinite, %u37, %x : f64
    %pisinf = math.isinf %u38 : f64
    %u39 = arith.select %pisinf, %u38, %x : f64
    %pisnan = math.isnan %u39 : f64
    %u40 = arith.select %pisnan, %u39, %x : f64
    %u41 = math.cos %u40 fastmath<afn> : f64
    %u42 = math.exp %u41 fastmath<afn> : f64
    %u43 = math.log %u42 fastmath<afn> : f64
    %u44 = math.log10 %u43 fastmath<afn> : f64
    %u45 = math.log2 %u44 fastmath<afn> : f64
    %u46 = math.sin %u45 fastmath<afn> : f64
    %u47 = math.tan %u46 fastmath<afn> : f64
    %u48 = math.powf %u47, %y fastmath<fast> : f64
    return %u48 : f64
  }
  func.func @u_f16(%x: f16, %y: f16, %n: i32) -> f16 {
    %u0 = math.absf %x : f16
    %u1 = math.acos %u0 : f16
    %u2 = math.acosh %u1 : f16
    %u3 = math.asin %u2 : f16
    %u4 = math.asinh %u3 : f16
    %u5 = math.atan %u4 : f16
    %u6 = math.atanh %u5 : f16
    %u7 = math.cbrt %u6 : f16
    %u8 = math.ceil %u7 : f16
    %u9 = math.cos %u8 : f16
    %u10 = math.cosh %u9 : f16
    %u11 = math.erf %u10 : f16
    %u12 = math.erfc %u11 : f16
    %u13 = math.exp %u12 : f16
    %u14 = math.exp2 %u13 : f16
    %u15 = math.expm1 %u14 : f16
    %u16 = math.floor %u15 : f16
    %u17 = math.log %u16 : f16
    %u18 = math.log10 %u17 : f16
    %u19 = math.log1p %u18 : f16
    %u20 = math.log2 %u19 : f16
    %u21 = math.round %u20 : f16
    %u22 = math.roundeven %u21 : f16
    %u23 = math.rsqrt %u22 : f16
    %u24 = math.sin %u23 : f16
    %u25 = math.sinh %u24 : f16
    %u26 = math.sqrt %u25 : f16
    %u27 = math.tan %u26 : f16
    %u28 = math.tanh %u27 : f16
    %u29 = math.floor %u28 : f16
    %u30 = math.atan2 %u29, %y : f16
    %u31 = math.copysign %u30, %y : f16
    %u32 = math.powf %u31, %y : f16
    %u33 = math.fma %u32, %y, %x : f16
    %u34 = arith.remf %u33, %y : f16
    %u35 = arith.maxnumf %u34, %y : f16
    %u36 = arith.minnumf %u35, %y : f16
    %pisfinite = math.isfinite %u36 : f16
    %u37 = arith.select %pisfinite, %u36, %x : f16
    %pisinf = math.isinf %u37 : f16
    %u38 = arith.select %pisinf, %u37, %x : f16
    %pisnan = math.isnan %u38 : f16
    %u39 = arith.select %pisnan, %u38, %x : f16
    %u40 = math.cos %u39 fastmath<afn> : f16
    %u41 = math.exp %u40 fastmath<afn> : f16
    %u42 = math.log %u41 fastmath<afn> : f16
    %u43 = math.log10 %u42 fastmath<afn> : f16
    %u44 = math.log2 %u43 fastmath<afn> : f16
    %u45 = math.sin %u44 fastmath<afn> : f16
    %u46 = math.tan %u45 fastmath<afn> : f16
    %u47 = math.powf %u46, %y fastmath<fast> : f16
    return %u47 : f16
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.func @__nv_fabsf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_acosf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_acoshf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_asinf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_asinhf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_atanf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_atanhf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_cbrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_ceilf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_cosf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_coshf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_erff(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_erfcf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_expf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_exp2f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_expm1f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_floorf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_logf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_log10f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_log1pf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_log2f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_roundf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_rintf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_rsqrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_sinf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_sinhf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_tanf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_tanhf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_atan2f(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_copysignf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fmaf(f32, f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fmodf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fmaxf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fminf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powif(f32, i32) -> f32
// CHECK-NEXT: llvm.func @__nv_finitef(f32) -> i32
// CHECK-NEXT: llvm.func @__nv_isinff(f32) -> i32
// CHECK-NEXT: llvm.func @__nv_isnanf(f32) -> i32
// CHECK-NEXT: llvm.func @__nv_fast_cosf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_expf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_logf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_log10f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_log2f(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_sinf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_tanf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_powf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @u_f32(%arg0: f32, %arg1: f32, %arg2: i32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @__nv_fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.call @__nv_acosf(%0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.call @__nv_acoshf(%1) : (f32) -> f32
// CHECK-NEXT: %3 = llvm.call @__nv_asinf(%2) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.call @__nv_asinhf(%3) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.call @__nv_atanf(%4) : (f32) -> f32
// CHECK-NEXT: %6 = llvm.call @__nv_atanhf(%5) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.call @__nv_cbrtf(%6) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.call @__nv_ceilf(%7) : (f32) -> f32
// CHECK-NEXT: %9 = llvm.call @__nv_cosf(%8) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.call @__nv_coshf(%9) : (f32) -> f32
// CHECK-NEXT: %11 = llvm.call @__nv_erff(%10) : (f32) -> f32
// CHECK-NEXT: %12 = llvm.call @__nv_erfcf(%11) : (f32) -> f32
// CHECK-NEXT: %13 = llvm.call @__nv_expf(%12) : (f32) -> f32
// CHECK-NEXT: %14 = llvm.call @__nv_exp2f(%13) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.call @__nv_expm1f(%14) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.call @__nv_floorf(%15) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.call @__nv_logf(%16) : (f32) -> f32
// CHECK-NEXT: %18 = llvm.call @__nv_log10f(%17) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.call @__nv_log1pf(%18) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.call @__nv_log2f(%19) : (f32) -> f32
// CHECK-NEXT: %21 = llvm.call @__nv_roundf(%20) : (f32) -> f32
// CHECK-NEXT: %22 = llvm.call @__nv_rintf(%21) : (f32) -> f32
// CHECK-NEXT: %23 = llvm.call @__nv_rsqrtf(%22) : (f32) -> f32
// CHECK-NEXT: %24 = llvm.call @__nv_sinf(%23) : (f32) -> f32
// CHECK-NEXT: %25 = llvm.call @__nv_sinhf(%24) : (f32) -> f32
// CHECK-NEXT: %26 = llvm.call @__nv_sqrtf(%25) : (f32) -> f32
// CHECK-NEXT: %27 = llvm.call @__nv_tanf(%26) : (f32) -> f32
// CHECK-NEXT: %28 = llvm.call @__nv_tanhf(%27) : (f32) -> f32
// CHECK-NEXT: %29 = llvm.call @__nv_floorf(%28) : (f32) -> f32
// CHECK-NEXT: %30 = llvm.call @__nv_atan2f(%29, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %31 = llvm.call @__nv_copysignf(%30, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %32 = llvm.call @__nv_powf(%31, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %33 = llvm.call @__nv_fmaf(%32, %arg1, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: %34 = llvm.call @__nv_fmodf(%33, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %35 = llvm.call @__nv_fmaxf(%34, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %36 = llvm.call @__nv_fminf(%35, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %37 = llvm.call @__nv_powif(%36, %arg2) : (f32, i32) -> f32
// CHECK-NEXT: %38 = llvm.call @__nv_finitef(%37) : (f32) -> i32
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %40 = llvm.icmp "ne" %38, %39 : i32
// CHECK-NEXT: %41 = llvm.select %40, %37, %arg0 : i1, f32
// CHECK-NEXT: %42 = llvm.call @__nv_isinff(%41) : (f32) -> i32
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %44 = llvm.icmp "ne" %42, %43 : i32
// CHECK-NEXT: %45 = llvm.select %44, %41, %arg0 : i1, f32
// CHECK-NEXT: %46 = llvm.call @__nv_isnanf(%45) : (f32) -> i32
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %48 = llvm.icmp "ne" %46, %47 : i32
// CHECK-NEXT: %49 = llvm.select %48, %45, %arg0 : i1, f32
// CHECK-NEXT: %50 = llvm.call @__nv_fast_cosf(%49) : (f32) -> f32
// CHECK-NEXT: %51 = llvm.call @__nv_fast_expf(%50) : (f32) -> f32
// CHECK-NEXT: %52 = llvm.call @__nv_fast_logf(%51) : (f32) -> f32
// CHECK-NEXT: %53 = llvm.call @__nv_fast_log10f(%52) : (f32) -> f32
// CHECK-NEXT: %54 = llvm.call @__nv_fast_log2f(%53) : (f32) -> f32
// CHECK-NEXT: %55 = llvm.call @__nv_fast_sinf(%54) : (f32) -> f32
// CHECK-NEXT: %56 = llvm.call @__nv_fast_tanf(%55) : (f32) -> f32
// CHECK-NEXT: %57 = llvm.call @__nv_fast_powf(%56, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: llvm.return %57 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_u_f32(%arg0: f32, %arg1: f32, %arg2: i32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @u_f32(%arg0, %arg1, %arg2) : (f32, f32, i32) -> f32
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__nv_fabs(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_acos(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_acosh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_asin(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_asinh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_atan(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_atanh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_cbrt(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_ceil(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_cos(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_cosh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_erf(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_erfc(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_exp(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_exp2(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_expm1(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_floor(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_log(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_log10(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_log1p(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_log2(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_round(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_rint(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_rsqrt(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_sin(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_sinh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_sqrt(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_tan(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_tanh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_atan2(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_copysign(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_pow(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_fma(f64, f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_fmod(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_fmax(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_fmin(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_powi(f64, i32) -> f64
// CHECK-NEXT: llvm.func @__nv_isfinited(f64) -> i32
// CHECK-NEXT: llvm.func @__nv_isinfd(f64) -> i32
// CHECK-NEXT: llvm.func @__nv_isnand(f64) -> i32
// CHECK-NEXT: llvm.func @u_f64(%arg0: f64, %arg1: f64, %arg2: i32) -> f64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @__nv_fabs(%arg0) : (f64) -> f64
// CHECK-NEXT: %1 = llvm.call @__nv_acos(%0) : (f64) -> f64
// CHECK-NEXT: %2 = llvm.call @__nv_acosh(%1) : (f64) -> f64
// CHECK-NEXT: %3 = llvm.call @__nv_asin(%2) : (f64) -> f64
// CHECK-NEXT: %4 = llvm.call @__nv_asinh(%3) : (f64) -> f64
// CHECK-NEXT: %5 = llvm.call @__nv_atan(%4) : (f64) -> f64
// CHECK-NEXT: %6 = llvm.call @__nv_atanh(%5) : (f64) -> f64
// CHECK-NEXT: %7 = llvm.call @__nv_cbrt(%6) : (f64) -> f64
// CHECK-NEXT: %8 = llvm.call @__nv_ceil(%7) : (f64) -> f64
// CHECK-NEXT: %9 = llvm.call @__nv_cos(%8) : (f64) -> f64
// CHECK-NEXT: %10 = llvm.call @__nv_cosh(%9) : (f64) -> f64
// CHECK-NEXT: %11 = llvm.call @__nv_erf(%10) : (f64) -> f64
// CHECK-NEXT: %12 = llvm.call @__nv_erfc(%11) : (f64) -> f64
// CHECK-NEXT: %13 = llvm.call @__nv_exp(%12) : (f64) -> f64
// CHECK-NEXT: %14 = llvm.call @__nv_exp2(%13) : (f64) -> f64
// CHECK-NEXT: %15 = llvm.call @__nv_expm1(%14) : (f64) -> f64
// CHECK-NEXT: %16 = llvm.call @__nv_floor(%15) : (f64) -> f64
// CHECK-NEXT: %17 = llvm.call @__nv_log(%16) : (f64) -> f64
// CHECK-NEXT: %18 = llvm.call @__nv_log10(%17) : (f64) -> f64
// CHECK-NEXT: %19 = llvm.call @__nv_log1p(%18) : (f64) -> f64
// CHECK-NEXT: %20 = llvm.call @__nv_log2(%19) : (f64) -> f64
// CHECK-NEXT: %21 = llvm.call @__nv_round(%20) : (f64) -> f64
// CHECK-NEXT: %22 = llvm.call @__nv_rint(%21) : (f64) -> f64
// CHECK-NEXT: %23 = llvm.call @__nv_rsqrt(%22) : (f64) -> f64
// CHECK-NEXT: %24 = llvm.call @__nv_sin(%23) : (f64) -> f64
// CHECK-NEXT: %25 = llvm.call @__nv_sinh(%24) : (f64) -> f64
// CHECK-NEXT: %26 = llvm.call @__nv_sqrt(%25) : (f64) -> f64
// CHECK-NEXT: %27 = llvm.call @__nv_tan(%26) : (f64) -> f64
// CHECK-NEXT: %28 = llvm.call @__nv_tanh(%27) : (f64) -> f64
// CHECK-NEXT: %29 = llvm.call @__nv_floor(%28) : (f64) -> f64
// CHECK-NEXT: %30 = llvm.call @__nv_atan2(%29, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %31 = llvm.call @__nv_copysign(%30, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %32 = llvm.call @__nv_pow(%31, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %33 = llvm.call @__nv_fma(%32, %arg1, %arg0) : (f64, f64, f64) -> f64
// CHECK-NEXT: %34 = llvm.call @__nv_fmod(%33, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %35 = llvm.call @__nv_fmax(%34, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %36 = llvm.call @__nv_fmin(%35, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %37 = llvm.call @__nv_powi(%36, %arg2) : (f64, i32) -> f64
// CHECK-NEXT: %38 = llvm.call @__nv_isfinited(%37) : (f64) -> i32
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %40 = llvm.icmp "ne" %38, %39 : i32
// CHECK-NEXT: %41 = llvm.select %40, %37, %arg0 : i1, f64
// CHECK-NEXT: %42 = llvm.call @__nv_isinfd(%41) : (f64) -> i32
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %44 = llvm.icmp "ne" %42, %43 : i32
// CHECK-NEXT: %45 = llvm.select %44, %41, %arg0 : i1, f64
// CHECK-NEXT: %46 = llvm.call @__nv_isnand(%45) : (f64) -> i32
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %48 = llvm.icmp "ne" %46, %47 : i32
// CHECK-NEXT: %49 = llvm.select %48, %45, %arg0 : i1, f64
// CHECK-NEXT: %50 = llvm.call @__nv_cos(%49) : (f64) -> f64
// CHECK-NEXT: %51 = llvm.call @__nv_exp(%50) : (f64) -> f64
// CHECK-NEXT: %52 = llvm.call @__nv_log(%51) : (f64) -> f64
// CHECK-NEXT: %53 = llvm.call @__nv_log10(%52) : (f64) -> f64
// CHECK-NEXT: %54 = llvm.call @__nv_log2(%53) : (f64) -> f64
// CHECK-NEXT: %55 = llvm.call @__nv_sin(%54) : (f64) -> f64
// CHECK-NEXT: %56 = llvm.call @__nv_tan(%55) : (f64) -> f64
// CHECK-NEXT: %57 = llvm.call @__nv_pow(%56, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: llvm.return %57 : f64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_u_f64(%arg0: f64, %arg1: f64, %arg2: i32) -> f64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @u_f64(%arg0, %arg1, %arg2) : (f64, f64, i32) -> f64
// CHECK-NEXT: llvm.return %0 : f64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @u_f16(%arg0: f16, %arg1: f16, %arg2: i32) -> f16 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.fpext %arg0 : f16 to f32
// CHECK-NEXT: %1 = llvm.call @__nv_fabsf(%0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.fptrunc %1 : f32 to f16
// CHECK-NEXT: %3 = llvm.fpext %2 : f16 to f32
// CHECK-NEXT: %4 = llvm.call @__nv_acosf(%3) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.fptrunc %4 : f32 to f16
// CHECK-NEXT: %6 = llvm.fpext %5 : f16 to f32
// CHECK-NEXT: %7 = llvm.call @__nv_acoshf(%6) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.fptrunc %7 : f32 to f16
// CHECK-NEXT: %9 = llvm.fpext %8 : f16 to f32
// CHECK-NEXT: %10 = llvm.call @__nv_asinf(%9) : (f32) -> f32
// CHECK-NEXT: %11 = llvm.fptrunc %10 : f32 to f16
// CHECK-NEXT: %12 = llvm.fpext %11 : f16 to f32
// CHECK-NEXT: %13 = llvm.call @__nv_asinhf(%12) : (f32) -> f32
// CHECK-NEXT: %14 = llvm.fptrunc %13 : f32 to f16
// CHECK-NEXT: %15 = llvm.fpext %14 : f16 to f32
// CHECK-NEXT: %16 = llvm.call @__nv_atanf(%15) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.fptrunc %16 : f32 to f16
// CHECK-NEXT: %18 = llvm.fpext %17 : f16 to f32
// CHECK-NEXT: %19 = llvm.call @__nv_atanhf(%18) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.fptrunc %19 : f32 to f16
// CHECK-NEXT: %21 = llvm.fpext %20 : f16 to f32
// CHECK-NEXT: %22 = llvm.call @__nv_cbrtf(%21) : (f32) -> f32
// CHECK-NEXT: %23 = llvm.fptrunc %22 : f32 to f16
// CHECK-NEXT: %24 = llvm.fpext %23 : f16 to f32
// CHECK-NEXT: %25 = llvm.call @__nv_ceilf(%24) : (f32) -> f32
// CHECK-NEXT: %26 = llvm.fptrunc %25 : f32 to f16
// CHECK-NEXT: %27 = llvm.fpext %26 : f16 to f32
// CHECK-NEXT: %28 = llvm.call @__nv_cosf(%27) : (f32) -> f32
// CHECK-NEXT: %29 = llvm.fptrunc %28 : f32 to f16
// CHECK-NEXT: %30 = llvm.fpext %29 : f16 to f32
// CHECK-NEXT: %31 = llvm.call @__nv_coshf(%30) : (f32) -> f32
// CHECK-NEXT: %32 = llvm.fptrunc %31 : f32 to f16
// CHECK-NEXT: %33 = llvm.fpext %32 : f16 to f32
// CHECK-NEXT: %34 = llvm.call @__nv_erff(%33) : (f32) -> f32
// CHECK-NEXT: %35 = llvm.fptrunc %34 : f32 to f16
// CHECK-NEXT: %36 = llvm.fpext %35 : f16 to f32
// CHECK-NEXT: %37 = llvm.call @__nv_erfcf(%36) : (f32) -> f32
// CHECK-NEXT: %38 = llvm.fptrunc %37 : f32 to f16
// CHECK-NEXT: %39 = llvm.fpext %38 : f16 to f32
// CHECK-NEXT: %40 = llvm.call @__nv_expf(%39) : (f32) -> f32
// CHECK-NEXT: %41 = llvm.fptrunc %40 : f32 to f16
// CHECK-NEXT: %42 = llvm.fpext %41 : f16 to f32
// CHECK-NEXT: %43 = llvm.call @__nv_exp2f(%42) : (f32) -> f32
// CHECK-NEXT: %44 = llvm.fptrunc %43 : f32 to f16
// CHECK-NEXT: %45 = llvm.fpext %44 : f16 to f32
// CHECK-NEXT: %46 = llvm.call @__nv_expm1f(%45) : (f32) -> f32
// CHECK-NEXT: %47 = llvm.fptrunc %46 : f32 to f16
// CHECK-NEXT: %48 = llvm.fpext %47 : f16 to f32
// CHECK-NEXT: %49 = llvm.call @__nv_floorf(%48) : (f32) -> f32
// CHECK-NEXT: %50 = llvm.fptrunc %49 : f32 to f16
// CHECK-NEXT: %51 = llvm.fpext %50 : f16 to f32
// CHECK-NEXT: %52 = llvm.call @__nv_logf(%51) : (f32) -> f32
// CHECK-NEXT: %53 = llvm.fptrunc %52 : f32 to f16
// CHECK-NEXT: %54 = llvm.fpext %53 : f16 to f32
// CHECK-NEXT: %55 = llvm.call @__nv_log10f(%54) : (f32) -> f32
// CHECK-NEXT: %56 = llvm.fptrunc %55 : f32 to f16
// CHECK-NEXT: %57 = llvm.fpext %56 : f16 to f32
// CHECK-NEXT: %58 = llvm.call @__nv_log1pf(%57) : (f32) -> f32
// CHECK-NEXT: %59 = llvm.fptrunc %58 : f32 to f16
// CHECK-NEXT: %60 = llvm.fpext %59 : f16 to f32
// CHECK-NEXT: %61 = llvm.call @__nv_log2f(%60) : (f32) -> f32
// CHECK-NEXT: %62 = llvm.fptrunc %61 : f32 to f16
// CHECK-NEXT: %63 = llvm.fpext %62 : f16 to f32
// CHECK-NEXT: %64 = llvm.call @__nv_roundf(%63) : (f32) -> f32
// CHECK-NEXT: %65 = llvm.fptrunc %64 : f32 to f16
// CHECK-NEXT: %66 = llvm.fpext %65 : f16 to f32
// CHECK-NEXT: %67 = llvm.call @__nv_rintf(%66) : (f32) -> f32
// CHECK-NEXT: %68 = llvm.fptrunc %67 : f32 to f16
// CHECK-NEXT: %69 = llvm.fpext %68 : f16 to f32
// CHECK-NEXT: %70 = llvm.call @__nv_rsqrtf(%69) : (f32) -> f32
// CHECK-NEXT: %71 = llvm.fptrunc %70 : f32 to f16
// CHECK-NEXT: %72 = llvm.fpext %71 : f16 to f32
// CHECK-NEXT: %73 = llvm.call @__nv_sinf(%72) : (f32) -> f32
// CHECK-NEXT: %74 = llvm.fptrunc %73 : f32 to f16
// CHECK-NEXT: %75 = llvm.fpext %74 : f16 to f32
// CHECK-NEXT: %76 = llvm.call @__nv_sinhf(%75) : (f32) -> f32
// CHECK-NEXT: %77 = llvm.fptrunc %76 : f32 to f16
// CHECK-NEXT: %78 = llvm.fpext %77 : f16 to f32
// CHECK-NEXT: %79 = llvm.call @__nv_sqrtf(%78) : (f32) -> f32
// CHECK-NEXT: %80 = llvm.fptrunc %79 : f32 to f16
// CHECK-NEXT: %81 = llvm.fpext %80 : f16 to f32
// CHECK-NEXT: %82 = llvm.call @__nv_tanf(%81) : (f32) -> f32
// CHECK-NEXT: %83 = llvm.fptrunc %82 : f32 to f16
// CHECK-NEXT: %84 = llvm.fpext %83 : f16 to f32
// CHECK-NEXT: %85 = llvm.call @__nv_tanhf(%84) : (f32) -> f32
// CHECK-NEXT: %86 = llvm.fptrunc %85 : f32 to f16
// CHECK-NEXT: %87 = llvm.fpext %86 : f16 to f32
// CHECK-NEXT: %88 = llvm.call @__nv_floorf(%87) : (f32) -> f32
// CHECK-NEXT: %89 = llvm.fptrunc %88 : f32 to f16
// CHECK-NEXT: %90 = llvm.fpext %89 : f16 to f32
// CHECK-NEXT: %91 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %92 = llvm.call @__nv_atan2f(%90, %91) : (f32, f32) -> f32
// CHECK-NEXT: %93 = llvm.fptrunc %92 : f32 to f16
// CHECK-NEXT: %94 = llvm.fpext %93 : f16 to f32
// CHECK-NEXT: %95 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %96 = llvm.call @__nv_copysignf(%94, %95) : (f32, f32) -> f32
// CHECK-NEXT: %97 = llvm.fptrunc %96 : f32 to f16
// CHECK-NEXT: %98 = llvm.fpext %97 : f16 to f32
// CHECK-NEXT: %99 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %100 = llvm.call @__nv_powf(%98, %99) : (f32, f32) -> f32
// CHECK-NEXT: %101 = llvm.fptrunc %100 : f32 to f16
// CHECK-NEXT: %102 = llvm.fpext %101 : f16 to f32
// CHECK-NEXT: %103 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %104 = llvm.fpext %arg0 : f16 to f32
// CHECK-NEXT: %105 = llvm.call @__nv_fmaf(%102, %103, %104) : (f32, f32, f32) -> f32
// CHECK-NEXT: %106 = llvm.fptrunc %105 : f32 to f16
// CHECK-NEXT: %107 = llvm.fpext %106 : f16 to f32
// CHECK-NEXT: %108 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %109 = llvm.call @__nv_fmodf(%107, %108) : (f32, f32) -> f32
// CHECK-NEXT: %110 = llvm.fptrunc %109 : f32 to f16
// CHECK-NEXT: %111 = llvm.fpext %110 : f16 to f32
// CHECK-NEXT: %112 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %113 = llvm.call @__nv_fmaxf(%111, %112) : (f32, f32) -> f32
// CHECK-NEXT: %114 = llvm.fptrunc %113 : f32 to f16
// CHECK-NEXT: %115 = llvm.fpext %114 : f16 to f32
// CHECK-NEXT: %116 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %117 = llvm.call @__nv_fminf(%115, %116) : (f32, f32) -> f32
// CHECK-NEXT: %118 = llvm.fptrunc %117 : f32 to f16
// CHECK-NEXT: %119 = llvm.fpext %118 : f16 to f32
// CHECK-NEXT: %120 = llvm.call @__nv_finitef(%119) : (f32) -> i32
// CHECK-NEXT: %121 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %122 = llvm.icmp "ne" %120, %121 : i32
// CHECK-NEXT: %123 = llvm.select %122, %118, %arg0 : i1, f16
// CHECK-NEXT: %124 = llvm.fpext %123 : f16 to f32
// CHECK-NEXT: %125 = llvm.call @__nv_isinff(%124) : (f32) -> i32
// CHECK-NEXT: %126 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %127 = llvm.icmp "ne" %125, %126 : i32
// CHECK-NEXT: %128 = llvm.select %127, %123, %arg0 : i1, f16
// CHECK-NEXT: %129 = llvm.fpext %128 : f16 to f32
// CHECK-NEXT: %130 = llvm.call @__nv_isnanf(%129) : (f32) -> i32
// CHECK-NEXT: %131 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %132 = llvm.icmp "ne" %130, %131 : i32
// CHECK-NEXT: %133 = llvm.select %132, %128, %arg0 : i1, f16
// CHECK-NEXT: %134 = llvm.fpext %133 : f16 to f32
// CHECK-NEXT: %135 = llvm.call @__nv_fast_cosf(%134) : (f32) -> f32
// CHECK-NEXT: %136 = llvm.fptrunc %135 : f32 to f16
// CHECK-NEXT: %137 = llvm.fpext %136 : f16 to f32
// CHECK-NEXT: %138 = llvm.call @__nv_fast_expf(%137) : (f32) -> f32
// CHECK-NEXT: %139 = llvm.fptrunc %138 : f32 to f16
// CHECK-NEXT: %140 = llvm.fpext %139 : f16 to f32
// CHECK-NEXT: %141 = llvm.call @__nv_fast_logf(%140) : (f32) -> f32
// CHECK-NEXT: %142 = llvm.fptrunc %141 : f32 to f16
// CHECK-NEXT: %143 = llvm.fpext %142 : f16 to f32
// CHECK-NEXT: %144 = llvm.call @__nv_fast_log10f(%143) : (f32) -> f32
// CHECK-NEXT: %145 = llvm.fptrunc %144 : f32 to f16
// CHECK-NEXT: %146 = llvm.fpext %145 : f16 to f32
// CHECK-NEXT: %147 = llvm.call @__nv_fast_log2f(%146) : (f32) -> f32
// CHECK-NEXT: %148 = llvm.fptrunc %147 : f32 to f16
// CHECK-NEXT: %149 = llvm.fpext %148 : f16 to f32
// CHECK-NEXT: %150 = llvm.call @__nv_fast_sinf(%149) : (f32) -> f32
// CHECK-NEXT: %151 = llvm.fptrunc %150 : f32 to f16
// CHECK-NEXT: %152 = llvm.fpext %151 : f16 to f32
// CHECK-NEXT: %153 = llvm.call @__nv_fast_tanf(%152) : (f32) -> f32
// CHECK-NEXT: %154 = llvm.fptrunc %153 : f32 to f16
// CHECK-NEXT: %155 = llvm.fpext %154 : f16 to f32
// CHECK-NEXT: %156 = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %157 = llvm.call @__nv_fast_powf(%155, %156) : (f32, f32) -> f32
// CHECK-NEXT: %158 = llvm.fptrunc %157 : f32 to f16
// CHECK-NEXT: llvm.return %158 : f16
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_u_f16(%arg0: f16, %arg1: f16, %arg2: i32) -> f16 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @u_f16(%arg0, %arg1, %arg2) : (f16, f16, i32) -> f16
// CHECK-NEXT: llvm.return %0 : f16
// CHECK-NEXT: }
// CHECK-NEXT: }
