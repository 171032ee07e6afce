// scf-for-loop-peeling{peel-front}: the first iteration runs in a copy of the loop up to lb + step.
// RUN: jopt -allow-unregistered-dialect %s -scf-for-loop-peeling=peel-front=true | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @peel(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %c4]
// CHECK-NEXT: scf.for %arg3 = %arg0 to %0 step %c4 {
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %c4 {
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @peel_static(%arg0: memref<?xf32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c4 iter_args(%arg2 = %c0_i32) -> (i32) {
// CHECK-NEXT: %2 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg1 = %c4 to %c17 step %c4 iter_args(%arg2 = %0) -> (i32) {
// CHECK-NEXT: %2 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exact(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c4 to %c16 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c3 {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %c5]
// CHECK-NEXT: scf.for %arg3 = %arg2 to %0 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c3 to %arg0 step %c3 {
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %c5]
// CHECK-NEXT: scf.for %arg3 = %arg2 to %0 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @composed(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c4 to %0 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg1 = %c0 to %arg0 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ubuse(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg2]
// CHECK-NEXT: scf.for %arg3 = %arg0 to %0 step %arg2 {
// CHECK-NEXT: "test.op"(%arg3, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.op"(%arg3, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @peel(%lb: index, %ub: index, %m: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %c4 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @peel_static(%m: memref<?xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c17 step %c4 iter_args(%a = %z) -> i32 {
    %x = arith.index_cast %i : index to i32
    %y = arith.addi %a, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @exact(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c16 step %c4 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %n step %c3 {
    scf.for %j = %i to %m step %c5 {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
func.func @composed(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %ub = affine.apply affine_map<()[s0] -> (s0 * 8)>()[%n]
  scf.for %i = %c0 to %ub step %c4 {
    "test.op"(%i) : (index) -> ()
  }
  scf.for unsigned %i = %c0 to %n step %c4 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @ubuse(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    "test.op"(%i, %ub) : (index, index) -> ()
  }
  return
}
