// scf-for-loop-peeling decides that a range is a multiple of the step by composing the bounds' affine.apply
// producers: a bound computed as n * 8 with step 4 is not peeled, while equal but unrelated operands are
// not compared (the loop from %a to %a is peeled, as mlir-opt does).
// RUN: jopt -allow-unregistered-dialect %s -scf-for-loop-peeling | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @same_bounds(%arg0: index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg0, %c2]
// CHECK-NEXT: scf.for %arg1 = %arg0 to %0 step %c2 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %0 to %arg0 step %c2 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @composed_exact(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT: scf.for %arg1 = %c0 to %0 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @same_bounds(%a: index) {
  %c2 = arith.constant 2 : index
  scf.for %i = %a to %a step %c2 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @composed_exact(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %ub = affine.apply affine_map<()[s0] -> (s0 * 8)>()[%n]
  scf.for %i = %c0 to %ub step %c4 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
