// normalize-memrefs: memref.dim and memref.cast are normalizable users (the cast's result
// type is normalized too, a dynamic size makes every layout result using it dynamic); memref.copy blocks
// the function; strided layouts and offsets give a flat buffer one past the last element; a layout with
// symbols stays.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @dim() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<16x4xf32>
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<16x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<64xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xf32, #map>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<64xf32> to memref<64xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<16x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<16x4xf32> to memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<56xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<56xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc_1 = memref.alloc()[%c3] : memref<4x8xf32, #map1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<8x4xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<61xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @dim() -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32, #tile>
  %d = memref.dim %a, %c0 : memref<64xf32, #tile>
  return %d : index
}
func.func @copy(%b: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32, #tile>
  memref.copy %b, %a : memref<64xf32> to memref<64xf32, #tile>
  return
}
func.func @cast() {
  %a = memref.alloca() : memref<64xf32, #tile>
  %c = memref.cast %a : memref<64xf32, #tile> to memref<?xf32, #tile>
  return
}
func.func @strided() {
  %a = memref.alloc() : memref<4x8xf32, strided<[16, 1]>>
  %b = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>
  %s = arith.constant 3 : index
  %c = memref.alloc()[%s] : memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>>
  %e = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %f = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 5)>>
  return
}
