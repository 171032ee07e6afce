// Conversions that LLVM's x86 code makes calls of compiler-rt's helpers (f64 to f16 has no instruction,
// even with F16C): they link from libgcc_s as in mlir-runner, and round as it does.
// RUN: jopt %s -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts \
// RUN: | jrun -e main --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

func.func @narrow(%d: f64) -> f16 {
  %h = arith.truncf %d : f64 to f16
  return %h : f16
}

func.func @main() {
  %a = arith.constant 3.14159265358979 : f64
  %b = arith.constant -65519.0 : f64
  %c = arith.constant 1.0e+10 : f64
  %d = arith.constant 5.9604644775390625e-08 : f64
  %ha = call @narrow(%a) : (f64) -> f16
  %hb = call @narrow(%b) : (f64) -> f16
  %hc = call @narrow(%c) : (f64) -> f16
  %hd = call @narrow(%d) : (f64) -> f16
  // CHECK: 3.14062
  vector.print %ha : f16
  // CHECK-NEXT: -65504
  vector.print %hb : f16
  // CHECK-NEXT: inf
  vector.print %hc : f16
  // CHECK-NEXT: 5.96046e-08
  vector.print %hd : f16
  return
}
