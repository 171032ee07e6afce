// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Tuple types, empty and nested.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> tuple<>
// CHECK-NEXT: %1 = "test.op"() : () -> tuple<i32, f32>
// CHECK-NEXT: %2 = "test.op"() : () -> tuple<tuple<i1>, tensor<2xf32>>
// CHECK-NEXT: }

"test.op"() : () -> (tuple<>)
"test.op"() : () -> (tuple<i32, f32>)
"test.op"() : () -> (tuple<tuple<i1>, tensor<2xf32>>)
