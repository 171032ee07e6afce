// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Function types as types and results.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> ((i32) -> f32)
// CHECK-NEXT: %1 = "test.op"() : () -> (() -> ())
// CHECK-NEXT: %2 = "test.op"() : () -> ((i32, f32) -> (i1, i1))
// CHECK-NEXT: %3 = "test.op"() : () -> (((i32) -> i32) -> ())
// CHECK-NEXT: }

"test.op"() : () -> ((i32) -> f32)
"test.op"() : () -> (() -> ())
"test.op"() : () -> ((i32, f32) -> (i1, i1))
"test.op"() : () -> (((i32) -> i32) -> ())
