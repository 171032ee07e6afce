// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Ranked, dynamic, unranked and encoded tensor types.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> tensor<4x?xf32>
// CHECK-NEXT: %1 = "test.op"() : () -> tensor<f32>
// CHECK-NEXT: %2 = "test.op"() : () -> tensor<*xi32>
// CHECK-NEXT: %3 = "test.op"() : () -> tensor<0x4xf32>
// CHECK-NEXT: %4 = "test.op"() : () -> tensor<4xf32, "sparse">
// CHECK-NEXT: %5 = "test.op"() : () -> tensor<?xi8, 42 : i64>
// CHECK-NEXT: }

"test.op"() : () -> (tensor<4x?xf32>)
"test.op"() : () -> (tensor<f32>)
"test.op"() : () -> (tensor<*xi32>)
"test.op"() : () -> (tensor<0x4xf32>)
"test.op"() : () -> (tensor<4xf32, "sparse">)
"test.op"() : () -> (tensor<?xi8, 42 : i64>)
