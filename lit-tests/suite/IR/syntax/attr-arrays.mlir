// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Array attributes, nested and mixed.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = []} : () -> ()
// CHECK-NEXT: "test.op"() {a = [1, 2, 3]} : () -> ()
// CHECK-NEXT: "test.op"() {a = {{\[\[}}1], ["x", 2.000000e+00 : f32]]} : () -> ()
// CHECK-NEXT: "test.op"() {a = [i32, unit, @sym]} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = []} : () -> ()
"test.op"() {a = [1, 2, 3]} : () -> ()
"test.op"() {a = [[1], ["x", 2.0 : f32]]} : () -> ()
"test.op"() {a = [i32, unit, @sym]} : () -> ()
