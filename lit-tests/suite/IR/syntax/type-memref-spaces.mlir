// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Memrefs with memory spaces, ranked and unranked.

// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> memref<4xf32, 1>
// CHECK-NEXT: %1 = "test.op"() : () -> memref<4xf32, "shared">
// CHECK-NEXT: %2 = "test.op"() : () -> memref<*xf32>
// CHECK-NEXT: %3 = "test.op"() : () -> memref<*xf32, 3>
// CHECK-NEXT: %4 = "test.op"() : () -> memref<f32>
// CHECK-NEXT: %5 = "test.op"() : () -> memref<2x?xi8, strided<[?, 1]>, 2>
// CHECK-NEXT: }

"test.op"() : () -> (memref<4xf32, 1>)
"test.op"() : () -> (memref<4xf32, "shared">)
"test.op"() : () -> (memref<*xf32>)
"test.op"() : () -> (memref<*xf32, 3>)
"test.op"() : () -> (memref<f32>)
"test.op"() : () -> (memref<2x?xi8, strided<[?, 1]>, 2>)
