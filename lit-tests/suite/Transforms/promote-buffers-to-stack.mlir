// promote-buffers-to-stack turns small memref.alloc ops into memref.alloca (operands and
// attributes kept) when an enclosing allocation scope is reached without crossing a loop and no
// alias of the buffer leaves it; buffers with a dealloc, big ones and escaping ones stay on the heap.
// RUN: jopt %s -allow-unregistered-dialect -promote-buffers-to-stack | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect -promote-buffers-to-stack=max-alloc-size-in-bytes=8 | jfilecheck %s --check-prefix=SIZE8
// RUN: jopt %s -allow-unregistered-dialect "-promote-buffers-to-stack=max-rank-of-allocated-memref=2 max-alloc-size-in-bytes=4096" | jfilecheck %s --check-prefix=RANK2

// SIZE8: %alloca = memref.alloca() {alignment = 16 : i64} : memref<2xi32>
// SIZE8: %alloc = memref.alloc() : memref<256xf32>
// SIZE8: %alloc_0 = memref.alloc() : memref<257xf32>
// SIZE8: %alloca_1 = memref.alloca() : memref<64xi1>
// SIZE8: %alloc_2 = memref.alloc() : memref<8x8xindex>
// SIZE8: %alloc_3 = memref.alloc() : memref<3xcomplex<f16>>
// SIZE8: %alloc_4 = memref.alloc() : memref<2xvector<3xf32>>
// SIZE8: "test.keep"(%alloca, %alloc, %alloc_0, %alloca_1, %alloc_2, %alloc_3, %alloc_4) : (memref<2xi32>, memref<256xf32>, memref<257xf32>, memref<64xi1>, memref<8x8xindex>, memref<3xcomplex<f16>>, memref<2xvector<3xf32>>) -> ()
// SIZE8: %alloc = memref.alloc() : memref<3xi8>
// SIZE8: memref.dealloc %alloc : memref<3xi8>
// SIZE8: %alloca = memref.alloca() : memref<6xi8>
// SIZE8: %subview = memref.subview %alloca[3] [3] [1] : memref<6xi8> to memref<3xi8, strided<[1], offset: 3>>
// SIZE8: %alloc_0 = memref.alloc() : memref<3xi8>
// SIZE8: memref.copy %cast, %alloc_0 : memref<3xi8, strided<[1], offset: ?>> to memref<3xi8>
// SIZE8: return %alloc_0 : memref<3xi8>
// SIZE8: %alloca = memref.alloca(%0) : memref<?xi64>
// SIZE8: %alloc = memref.alloc(%0, %0) : memref<?x?xi64>
// SIZE8: %alloc_0 = memref.alloc(%arg1) : memref<?xi64>
// SIZE8: "test.keep"(%alloca, %alloc, %alloc_0) : (memref<?xi64>, memref<?x?xi64>, memref<?xi64>) -> ()
// SIZE8: %alloc = memref.alloc() : memref<4xf32>
// SIZE8: %alloc_0 = memref.alloc() : memref<4xf32>
// SIZE8: "test.keep"(%alloc_0) : (memref<4xf32>) -> ()
// SIZE8: scf.yield %alloc : memref<4xf32>
// SIZE8: %alloc = memref.alloc() : memref<4xf32>
// SIZE8: scf.yield %alloc : memref<4xf32>
// SIZE8: %alloc = memref.alloc() : memref<4xf32>
// SIZE8: %alloc_0 = memref.alloc() : memref<4xf32>
// SIZE8: "test.keep"(%alloc_0) : (memref<4xf32>) -> ()
// SIZE8: "test.keep"(%alloc) : (memref<4xf32>) -> ()
// SIZE8: %alloc = memref.alloc() : memref<2xf32>
// SIZE8: %alloca = memref.alloca() : memref<2xf32>
// SIZE8: cf.cond_br %arg0, ^bb1(%alloc : memref<2xf32>), ^bb2
// SIZE8: "test.keep"(%alloca) : (memref<2xf32>) -> ()
// SIZE8: return %alloc : memref<2xf32>

// RANK2: %alloca = memref.alloca() {alignment = 16 : i64} : memref<2xi32>
// RANK2: %alloca_0 = memref.alloca() : memref<256xf32>
// RANK2: %alloca_1 = memref.alloca() : memref<257xf32>
// RANK2: %alloca_2 = memref.alloca() : memref<64xi1>
// RANK2: %alloca_3 = memref.alloca() : memref<8x8xindex>
// RANK2: %alloca_4 = memref.alloca() : memref<3xcomplex<f16>>
// RANK2: %alloca_5 = memref.alloca() : memref<2xvector<3xf32>>
// RANK2: "test.keep"(%alloca, %alloca_0, %alloca_1, %alloca_2, %alloca_3, %alloca_4, %alloca_5) : (memref<2xi32>, memref<256xf32>, memref<257xf32>, memref<64xi1>, memref<8x8xindex>, memref<3xcomplex<f16>>, memref<2xvector<3xf32>>) -> ()
// RANK2: %alloc = memref.alloc() : memref<3xi8>
// RANK2: memref.dealloc %alloc : memref<3xi8>
// RANK2: %alloca = memref.alloca() : memref<6xi8>
// RANK2: %subview = memref.subview %alloca[3] [3] [1] : memref<6xi8> to memref<3xi8, strided<[1], offset: 3>>
// RANK2: %alloc_0 = memref.alloc() : memref<3xi8>
// RANK2: memref.copy %cast, %alloc_0 : memref<3xi8, strided<[1], offset: ?>> to memref<3xi8>
// RANK2: return %alloc_0 : memref<3xi8>
// RANK2: %alloca = memref.alloca(%0) : memref<?xi64>
// RANK2: %alloca_0 = memref.alloca(%0, %0) : memref<?x?xi64>
// RANK2: %alloc = memref.alloc(%arg1) : memref<?xi64>
// RANK2: "test.keep"(%alloca, %alloca_0, %alloc) : (memref<?xi64>, memref<?x?xi64>, memref<?xi64>) -> ()
// RANK2: %alloc = memref.alloc() : memref<4xf32>
// RANK2: %alloca = memref.alloca() : memref<4xf32>
// RANK2: "test.keep"(%alloca) : (memref<4xf32>) -> ()
// RANK2: scf.yield %alloc : memref<4xf32>
// RANK2: %alloc = memref.alloc() : memref<4xf32>
// RANK2: scf.yield %alloc : memref<4xf32>
// RANK2: %alloca = memref.alloca() : memref<4xf32>
// RANK2: %alloca_0 = memref.alloca() : memref<4xf32>
// RANK2: "test.keep"(%alloca_0) : (memref<4xf32>) -> ()
// RANK2: "test.keep"(%alloca) : (memref<4xf32>) -> ()
// RANK2: %alloc = memref.alloc() : memref<2xf32>
// RANK2: %alloca = memref.alloca() : memref<2xf32>
// RANK2: cf.cond_br %arg0, ^bb1(%alloc : memref<2xf32>), ^bb2
// RANK2: "test.keep"(%alloca) : (memref<2xf32>) -> ()
// RANK2: return %alloc : memref<2xf32>

// CHECK-LABEL: func.func @sizes() {
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 16 : i64} : memref<2xi32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<256xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<257xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<64xi1>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<8x8xindex>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<3xcomplex<f16>>
// CHECK-NEXT: %alloca_4 = memref.alloca() : memref<2xvector<3xf32>>
// CHECK-NEXT: "test.keep"(%alloca, %alloca_0, %alloc, %alloca_1, %alloca_2, %alloca_3, %alloca_4) : (memref<2xi32>, memref<256xf32>, memref<257xf32>, memref<64xi1>, memref<8x8xindex>, memref<3xcomplex<f16>>, memref<2xvector<3xf32>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @freed_or_returned() -> memref<3xi8> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi8>
// CHECK-NEXT: memref.dealloc %alloc : memref<3xi8>
// CHECK-NEXT: %alloca = memref.alloca() : memref<6xi8>
// CHECK-NEXT: %subview = memref.subview %alloca[3] [3] [1] : memref<6xi8> to memref<3xi8, strided<[1], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<3xi8, strided<[1], offset: 3>> to memref<3xi8, strided<[1], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xi8>
// CHECK-NEXT: memref.copy %cast, %alloc_0 : memref<3xi8, strided<[1], offset: ?>> to memref<3xi8>
// CHECK-NEXT: return %alloc_0 : memref<3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic(%arg0: memref<?x?x?xf32>, %arg1: index) {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x?x?xf32>
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: %alloc = memref.alloc(%0, %0) : memref<?x?xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xi64>
// CHECK-NEXT: "test.keep"(%alloca, %alloc, %alloc_0) : (memref<?xi64>, memref<?x?xi64>, memref<?xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: index, %arg2: index) -> memref<4xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.keep"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.keep"(%alloca_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.keep"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @blocks(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%alloc : memref<2xf32>), ^bb2
// CHECK-NEXT: ^bb1(%0: memref<2xf32>):  // pred: ^bb0
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.keep"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }


func.func @sizes() {
  %a = memref.alloc() {alignment = 16 : i64} : memref<2xi32>
  %b = memref.alloc() : memref<256xf32>
  %c = memref.alloc() : memref<257xf32>
  %d = memref.alloc() : memref<64xi1>
  %e = memref.alloc() : memref<8x8xindex>
  %f = memref.alloc() : memref<3xcomplex<f16>>
  %g = memref.alloc() : memref<2xvector<3xf32>>
  "test.keep"(%a, %b, %c, %d, %e, %f, %g) : (memref<2xi32>, memref<256xf32>, memref<257xf32>, memref<64xi1>, memref<8x8xindex>, memref<3xcomplex<f16>>, memref<2xvector<3xf32>>) -> ()
  return
}
func.func @freed_or_returned() -> memref<3xi8> {
  %a = memref.alloc() : memref<3xi8>
  memref.dealloc %a : memref<3xi8>
  %b = memref.alloc() : memref<6xi8>
  %v = memref.subview %b[3] [3] [1] : memref<6xi8> to memref<3xi8, strided<[1], offset: 3>>
  %w = memref.cast %v : memref<3xi8, strided<[1], offset: 3>> to memref<3xi8, strided<[1], offset: ?>>
  %c = memref.alloc() : memref<3xi8>
  memref.copy %w, %c : memref<3xi8, strided<[1], offset: ?>> to memref<3xi8>
  return %c : memref<3xi8>
}
func.func @dynamic(%m: memref<?x?x?xf32>, %n: index) {
  %r = memref.rank %m : memref<?x?x?xf32>
  %a = memref.alloc(%r) : memref<?xi64>
  %b = memref.alloc(%r, %r) : memref<?x?xi64>
  %c = memref.alloc(%n) : memref<?xi64>
  "test.keep"(%a, %b, %c) : (memref<?xi64>, memref<?x?xi64>, memref<?xi64>) -> ()
  return
}
func.func @regions(%c: i1, %lb: index, %ub: index) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %yielded = memref.alloc() : memref<4xf32>
    %local = memref.alloc() : memref<4xf32>
    "test.keep"(%local) : (memref<4xf32>) -> ()
    scf.yield %yielded : memref<4xf32>
  } else {
    %other = memref.alloc() : memref<4xf32>
    scf.yield %other : memref<4xf32>
  }
  scf.for %i = %lb to %ub step %lb {
    %body = memref.alloc() : memref<4xf32>
    scf.if %c {
      %inner = memref.alloc() : memref<4xf32>
      "test.keep"(%inner) : (memref<4xf32>) -> ()
    }
    "test.keep"(%body) : (memref<4xf32>) -> ()
  }
  return %r : memref<4xf32>
}
func.func @blocks(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2
^bb1(%x: memref<2xf32>):
  return %x : memref<2xf32>
^bb2:
  "test.keep"(%b) : (memref<2xf32>) -> ()
  return %a : memref<2xf32>
}
