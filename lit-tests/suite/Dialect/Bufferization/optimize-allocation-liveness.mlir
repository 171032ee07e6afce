// -optimize-allocation-liveness: a memref.dealloc in the allocation's block moves right after the
// last op of that block using the buffer or an alias (subview, scf.if containing a use, calls);
// buffers freed twice or in another block, and buffers without other users, stay.
// RUN: jopt %s '-optimize-allocation-liveness' | jfilecheck %s

// CHECK-LABEL: func.func private @ext(memref<4xf32>)
// CHECK-LABEL: func.func @simple(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %0 = memref.load %subview[%c0] : memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: memref<4xf32>, %arg1: i1, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: call @ext(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: %0 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: memref.store %0, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_deallocs(%arg0: f32, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @other_block(%arg0: f32, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone(%arg0: memref<4xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %0, %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_use(%arg0: f32) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @ext(memref<4xf32>)
func.func @simple(%a: memref<4xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  memref.store %f, %0[%c0] : memref<4xf32>
  memref.copy %0, %a : memref<4xf32> to memref<4xf32>
  memref.store %f, %1[%c0] : memref<4xf32>
  %v = memref.subview %1[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %l = memref.load %v[%c0] : memref<2xf32, strided<[1]>>
  %s = arith.addf %l, %f : f32
  memref.store %s, %a[%c0] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  memref.dealloc %1 : memref<4xf32>
  return
}
func.func @nested(%a: memref<4xf32>, %c: i1, %f: f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.store %f, %0[%c0] : memref<4xf32>
  }
  %2 = memref.alloc() : memref<4xf32>
  func.call @ext(%2) : (memref<4xf32>) -> ()
  %x = arith.addf %f, %f : f32
  memref.store %x, %a[%c0] : memref<4xf32>
  memref.dealloc %2 : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @two_deallocs(%f: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.store %f, %0[%c0] : memref<4xf32>
  %x = arith.addf %f, %f : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %0 : memref<4xf32>
  return
^bb2:
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @other_block(%f: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  memref.store %f, %0[%c0] : memref<4xf32>
  cf.br ^bb1
^bb1:
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @clone(%a: memref<4xf32>) {
  %0 = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.copy %0, %a : memref<4xf32> to memref<4xf32>
  %x = arith.constant 1.0 : f32
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @no_use(%f: f32) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %x = arith.addf %f, %f : f32
  memref.dealloc %0 : memref<4xf32>
  return %x : f32
}
