// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Dense arrays of every element type.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = array<i32: 1, 2, 3>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<i1: true, false>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<i64>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<f32: 1.000000e+00, 2.500000e+00>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<f64: -5.000000e-01>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<i8: -128, 127>} : () -> ()
// CHECK-NEXT: "test.op"() {a = array<i16: 7>} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = array<i32: 1, 2, 3>} : () -> ()
"test.op"() {a = array<i1: true, false>} : () -> ()
"test.op"() {a = array<i64>} : () -> ()
"test.op"() {a = array<f32: 1.0, 2.5>} : () -> ()
"test.op"() {a = array<f64: -0.5>} : () -> ()
"test.op"() {a = array<i8: -128, 127>} : () -> ()
"test.op"() {a = array<i16: 7>} : () -> ()
