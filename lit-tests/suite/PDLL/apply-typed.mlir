// RUN: jopt %s --pdll=%S/Inputs/typed-rules.pdll -split-input-file -allow-unregistered-dialect | jfilecheck %s

// CHECK-LABEL: func.func @add_self
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[S:.*]] = arith.shli %arg0, %[[C]] : i64
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %[[S]], %[[A]]
func.func @add_self(%a: i64, %b: i32) -> (i64, i32) {
  %0 = arith.addi %a, %a : i64
  %1 = arith.addi %b, %b : i32
  return %0, %1 : i64, i32
}

// -----

// CHECK-LABEL: func.func @drop
// CHECK-NEXT: "test.keep"(%arg0)
// CHECK-NEXT: return
func.func @drop(%a: i32) {
  "test.effect"(%a, %a) {drop.me} : (i32, i32) -> ()
  "test.other"() {drop.me} : () -> ()
  "test.keep"(%a) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @or_self
// CHECK-NEXT: return %arg0
func.func @or_self(%a: i32) -> i32 {
  %0 = arith.ori %a, %a : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @add_f16
// CHECK-NEXT: %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = arith.addf %arg1, %[[C]] : f32
// CHECK-NEXT: return %arg0, %[[A]]
func.func @add_f16(%a: f16, %b: f32) -> (f16, f32) {
  %c = arith.constant 1.0 : f16
  %d = arith.constant 1.0 : f32
  %0 = arith.addf %a, %c : f16
  %1 = arith.addf %b, %d : f32
  return %0, %1 : f16, f32
}
