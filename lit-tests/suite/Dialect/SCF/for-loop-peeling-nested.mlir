// scf-for-loop-peeling{skip-partial=false}: loops inside the partial iteration are peeled too.
// RUN: jopt -allow-unregistered-dialect %s -scf-for-loop-peeling=skip-partial=false | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = affine.apply #map()[%c0, %arg0, %c3]
// CHECK-NEXT: scf.for %arg2 = %c0 to %0 step %c3 {
// CHECK-NEXT: %1 = affine.apply #map()[%arg2, %arg1, %c5]
// CHECK-NEXT: scf.for %arg3 = %arg2 to %1 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %1 to %arg1 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %0 to %arg0 step %c3 {
// CHECK-NEXT: %1 = affine.apply #map()[%arg2, %arg1, %c5]
// CHECK-NEXT: scf.for %arg3 = %arg2 to %1 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %1 to %arg1 step %c5 {
// CHECK-NEXT: "test.op"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @composed(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT: scf.for %arg1 = %c0 to %0 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg1 = %c0 to %arg0 step %c4 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ubuse(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT: scf.for %arg3 = %arg0 to %0 step %arg2 {
// CHECK-NEXT: "test.op"(%arg3, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.op"(%arg3, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

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

// RUN: not jopt -allow-unregistered-dialect %s -scf-for-loop-peeling=peel-front=maybe 2>&1 | jfilecheck %s --check-prefix=BADVALUE
// BADVALUE: for the --peel-front option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// RUN: not jopt -allow-unregistered-dialect %s -scf-for-loop-peeling=peel-back=1 2>&1 | jfilecheck %s --check-prefix=BADNAME
// BADNAME: error: <Pass-Options-Parser>: no such option peel-back
