// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Memrefs with strided and affine-map layouts.

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: module {
// CHECK-NEXT: %0 = "test.op"() : () -> memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %1 = "test.op"() : () -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = "test.op"() : () -> memref<4x8xf32, strided<[1, 4], offset: 2>>
// CHECK-NEXT: %3 = "test.op"() : () -> memref<4x4xf32, #map>
// CHECK-NEXT: }

"test.op"() : () -> (memref<4x4xf32, strided<[4, 1]>>)
"test.op"() : () -> (memref<?xf32, strided<[?], offset: ?>>)
"test.op"() : () -> (memref<4x8xf32, strided<[1, 4], offset: 2>>)
"test.op"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
