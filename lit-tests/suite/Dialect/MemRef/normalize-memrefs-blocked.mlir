// normalize-memrefs: a function whose non-identity memref reaches an op that is not
// MemRefsNormalizable (memref.copy, an unregistered op) is left as is, and so are its callers and
// callees, transitively; other functions are still normalized.
// RUN: jopt %s -allow-unregistered-dialect -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @leaf(%arg0: memref<16xf32, #map>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<16xf32, #map> to memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mid(%arg0: memref<16xf32, #map>) {
// CHECK-NEXT: call @leaf(%arg0) : (memref<16xf32, #map>) -> ()
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: "foo.use"(%alloc) : (memref<16xf32, #map>) -> ()
// CHECK-NEXT: %alloca = memref.alloca() : memref<32xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fine() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<8x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map1()
// CHECK-NEXT: %1 = affine.apply #map1()
// CHECK-NEXT: %2 = memref.load %alloca[%0, %1] : memref<8x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @leaf(%m: memref<16xf32, #tile>) {
  %c = memref.alloc() : memref<16xf32>
  memref.copy %m, %c : memref<16xf32, #tile> to memref<16xf32>
  return
}
func.func @mid(%m: memref<16xf32, #tile>) {
  call @leaf(%m) : (memref<16xf32, #tile>) -> ()
  %a = memref.alloc() : memref<16xf32, #tile>
  return
}
func.func @other() {
  %a = memref.alloc() : memref<16xf32, #tile>
  "foo.use"(%a) : (memref<16xf32, #tile>) -> ()
  %b = memref.alloca() : memref<32xf32, #tile>
  return
}
func.func @fine() {
  %b = memref.alloca() : memref<32xf32, #tile>
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<32xf32, #tile>
  return
}
