// The README's main job: the bundled example canonicalized (same output as mlir-opt 22).
// RUN: jopt %S/../../../examples/hello.mlir -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @add_mul(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %c6_i32 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-LABEL: func.func @select_max
// CHECK-NEXT:    arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-LABEL: func.func @always_true(%arg0: i64) -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
