// cmpf, casts and min/max on formats LLVM lacks, through jrun's APFloat runtime: the printed values
// are mlir-runner 22's with MLIR's libmlir_apfloat_wrappers for the same pipeline.
// RUN: jopt %s --convert-arith-to-apfloat --convert-to-llvm | jrun -e entry --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so --shared-libs=libmlir_apfloat_wrappers.so | jfilecheck %s

// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -2.25
// CHECK-NEXT: 3.5
// CHECK-NEXT: -2
// CHECK-NEXT: -7
// CHECK-NEXT: inf
// CHECK-NEXT: -2.25
// CHECK-NEXT: 1.5
// CHECK-NEXT: 3

func.func @vals() -> (f8E4M3FN, f8E4M3FN, f32, i32, f16) {
  %a = arith.constant 1.5 : f8E4M3FN
  %b = arith.constant -2.25 : f8E4M3FN
  %c = arith.constant 3.3 : f32
  %d = arith.constant -7 : i32
  %e = arith.constant 0.1 : f16
  return %a, %b, %c, %d, %e : f8E4M3FN, f8E4M3FN, f32, i32, f16
}
func.func @entry() {
  %a, %b, %c, %d, %e = func.call @vals() : () -> (f8E4M3FN, f8E4M3FN, f32, i32, f16)
  %0 = arith.cmpf olt, %a, %b : f8E4M3FN
  vector.print %0 : i1
  %1 = arith.cmpf oge, %a, %b : f8E4M3FN
  vector.print %1 : i1
  %2 = arith.cmpf une, %a, %a : f8E4M3FN
  vector.print %2 : i1
  %3 = arith.extf %b : f8E4M3FN to f32
  vector.print %3 : f32
  %4 = arith.truncf %c : f32 to f8E5M2
  vector.print %4 : f8E5M2
  %5 = arith.fptosi %b : f8E4M3FN to i32
  vector.print %5 : i32
  %6 = arith.sitofp %d : i32 to f8E4M3FN
  vector.print %6 : f8E4M3FN
  %7 = arith.uitofp %d : i32 to f16
  vector.print %7 : f16
  %8 = arith.minimumf %a, %b : f8E4M3FN
  vector.print %8 : f8E4M3FN
  %9 = arith.maxnumf %a, %b : f8E4M3FN
  vector.print %9 : f8E4M3FN
  %11 = arith.fptoui %c : f32 to i8
  vector.print %11 : i8
  return
}
