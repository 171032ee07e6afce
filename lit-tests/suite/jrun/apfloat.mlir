// Float formats LLVM lacks, computed by jrun's APFloat runtime (libmlir_apfloat_wrappers): results
// rounded to nearest-even in the format, overflow to NaN in f8E4M3FN (no infinity), printed as doubles.
// RUN: jopt %s --convert-math-to-apfloat --convert-arith-to-apfloat --convert-to-llvm | jrun -e entry --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so --shared-libs=libmlir_apfloat_wrappers.so | jfilecheck %s

func.func @values() -> (f8E4M3FN, f8E4M3FN, f8E5M2, f16, bf16, f4E2M1FN) {
  %a = arith.constant 1.375 : f8E4M3FN
  %b = arith.constant 2.25 : f8E4M3FN
  %c = arith.constant 3.0 : f8E5M2
  %d = arith.constant 0.1 : f16
  %e = arith.constant 3.0 : bf16
  %f = arith.constant 1.5 : f4E2M1FN
  return %a, %b, %c, %d, %e, %f : f8E4M3FN, f8E4M3FN, f8E5M2, f16, bf16, f4E2M1FN
}

func.func @entry() {
  %a, %b, %c, %d, %e, %f = func.call @values() : () -> (f8E4M3FN, f8E4M3FN, f8E5M2, f16, bf16, f4E2M1FN)
  %0 = arith.addf %a, %b : f8E4M3FN
  // CHECK: 3.5
  vector.print %0 : f8E4M3FN
  %1 = arith.subf %a, %b : f8E4M3FN
  // CHECK-NEXT: -0.875
  vector.print %1 : f8E4M3FN
  %2 = arith.mulf %b, %b : f8E4M3FN
  // CHECK-NEXT: 5
  vector.print %2 : f8E4M3FN
  %3 = arith.divf %a, %b : f8E4M3FN
  // CHECK-NEXT: 0.625
  vector.print %3 : f8E4M3FN
  %big = arith.mulf %2, %2 : f8E4M3FN
  %huge = arith.mulf %big, %big : f8E4M3FN
  // CHECK-NEXT: nan
  vector.print %huge : f8E4M3FN
  %4 = arith.negf %a : f8E4M3FN
  // CHECK-NEXT: -1.375
  vector.print %4 : f8E4M3FN
  %5 = arith.mulf %c, %c : f8E5M2
  // CHECK-NEXT: 8
  vector.print %5 : f8E5M2
  %6 = arith.addf %d, %d : f16
  // CHECK-NEXT: 0.199951
  vector.print %6 : f16
  %7 = arith.divf %e, %e : bf16
  // CHECK-NEXT: 1
  vector.print %7 : bf16
  %8 = arith.addf %f, %f : f4E2M1FN
  // CHECK-NEXT: 3
  vector.print %8 : f4E2M1FN
  %9 = arith.remf %b, %a : f8E4M3FN
  // CHECK-NEXT: -0.5
  vector.print %9 : f8E4M3FN
  return
}

// RUN: jopt %s --convert-math-to-apfloat --convert-arith-to-apfloat --convert-to-llvm | jrun -e math --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so --shared-libs=libmlir_apfloat_wrappers.so | jfilecheck %s --check-prefix=MATH
func.func @math() {
  %a, %b, %c, %d, %e, %f = func.call @values() : () -> (f8E4M3FN, f8E4M3FN, f8E5M2, f16, bf16, f4E2M1FN)
  %n = arith.negf %b : f8E4M3FN
  %0 = math.absf %n : f8E4M3FN
  // MATH: 2.25
  vector.print %0 : f8E4M3FN
  %1 = math.fma %a, %b, %a : f8E4M3FN
  // MATH-NEXT: 4.5
  vector.print %1 : f8E4M3FN
  %x = arith.constant 4.0 : f8E8M0FNU
  %y = arith.constant 2.0 : f8E8M0FNU
  %2 = math.fma %x, %y, %x : f8E8M0FNU
  // MATH-NEXT: 16
  vector.print %2 : f8E8M0FNU
  %tiny = arith.constant 0.001953125 : f8E4M3FN
  %3 = math.isnormal %tiny : f8E4M3FN
  // MATH-NEXT: 0
  vector.print %3 : i1
  %4 = math.isfinite %a : f8E4M3FN
  // MATH-NEXT: 1
  vector.print %4 : i1
  %inf = arith.constant 0x7C : f8E5M2
  %5 = math.isinf %inf : f8E5M2
  // MATH-NEXT: 1
  vector.print %5 : i1
  return
}
