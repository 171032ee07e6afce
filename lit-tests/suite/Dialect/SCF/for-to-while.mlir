// scf-for-to-while: the induction variable becomes the first carried value of an scf.while (slt, or
// ult for an unsigned loop, whose attribute is carried over), the body steps it first; nested loops
// are all rewritten.
// RUN: jopt -allow-unregistered-dialect %s -scf-for-to-while | jfilecheck %s

// CHECK-LABEL: func.func @simple(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %0 = scf.while (%arg4 = %arg0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg4 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %1 = arith.addi %arg4, %arg2 : index
// CHECK-NEXT: %2 = memref.load %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: memref.store %2, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: i64) -> (f32, i64) {
// CHECK-NEXT: %0:3 = scf.while (%arg5 = %arg0, %arg6 = %arg3, %arg7 = %arg4) : (i32, f32, i64) -> (i32, f32, i64) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg5, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg5, %arg6, %arg7 : i32, f32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg5: i32, %arg6: f32, %arg7: i64):
// CHECK-NEXT: %1 = arith.addi %arg5, %arg2 : i32
// CHECK-NEXT: %2 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT: scf.yield %1, %2, %arg7 : i32, f32, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#2 : f32, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsigned(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg3 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } attributes {unsignedCmp}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c0, %arg2 = %c0) : (index, index) -> (index, index) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1, %arg2 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %2:2 = scf.while (%arg3 = %c0, %arg4 = %arg2) : (index, index) -> (index, index) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%3) %arg3, %arg4 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: %3 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: %4 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT: scf.yield %3, %4 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1, %2#1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : index
// CHECK-NEXT: }

func.func @simple(%lb: index, %ub: index, %st: index, %m: memref<?xf32>) {
  scf.for %i = %lb to %ub step %st {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @iter(%lb: i32, %ub: i32, %st: i32, %a: f32, %b: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (f32, i64) : i32 {
    %z = arith.addf %x, %x : f32
    scf.yield %z, %y : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}
func.func @unsigned(%lb: index, %ub: index, %st: index) {
  scf.for unsigned %i = %lb to %ub step %st {
    "test.op"(%i) : (index) -> ()
  }
  return
}
func.func @nested(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %s = scf.for %j = %c0 to %i step %c1 iter_args(%a2 = %acc) -> index {
      %t = arith.addi %a2, %j : index
      scf.yield %t : index
    }
    scf.yield %s : index
  }
  return %r : index
}
