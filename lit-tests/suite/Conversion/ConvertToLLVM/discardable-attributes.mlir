// Which lowerings keep an op's discardable attributes, as in MLIR 22: arith.constant and
// complex.constant (on llvm.mlir.constant), func.return (on llvm.return), the math intrinsics
// and every op of the rsqrt/expm1/log1p expansions except the constant 1 (per row when unrolled);
// cf.switch drops them while cf.br keeps them, and math.ctlz drops them.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

// CHECK-LABEL: llvm.func @keep
func.func @keep(%a: f32, %v: vector<2x2xf32>, %i: i32, %c: complex<f32>) -> i32 {
  // CHECK: llvm.mlir.constant(7 : i32) {k1} : i32
  %0 = arith.constant {k1} 7 : i32
  // CHECK: llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) {k2} : !llvm.struct<(f32, f32)>
  %1 = complex.constant [1.0 : f32, 2.0 : f32] {k2} : complex<f32>
  // CHECK: llvm.intr.exp(%arg0) {k3} : (f32) -> f32
  %2 = math.exp %a {k3} : f32
  // CHECK: llvm.intr.sqrt(%{{.*}}) {k4} : (vector<2xf32>) -> vector<2xf32>
  // CHECK: llvm.intr.sqrt(%{{.*}}) {k4} : (vector<2xf32>) -> vector<2xf32>
  %3 = math.sqrt %v {k4} : vector<2x2xf32>
  // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
  // CHECK: %[[S:.*]] = llvm.intr.sqrt(%arg0) {k5} : (f32) -> f32
  // CHECK: llvm.fdiv %[[ONE]], %[[S]] {k5} : f32
  %4 = math.rsqrt %a {k5} : f32
  // CHECK: "llvm.intr.ctlz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
  %5 = math.ctlz %i {k6} : i32
  // CHECK: llvm.br ^bb1 {k7}
  cf.br ^bb1 {k7}
^bb1:
  // CHECK: llvm.switch %arg2 : i32, ^bb2 [
  // CHECK-NEXT: 1: ^bb2
  // CHECK-NEXT: ]{{$}}
  cf.switch %i : i32, [default: ^bb2, 1: ^bb2] {k8}
^bb2:
  // CHECK: llvm.return {k9} %{{.*}} : i32
  func.return {k9} %0 : i32
}
