// -buffer-deallocation (ours; MLIR 22 has only -ownership-based-buffer-deallocation): a dealloc
// right after the op that holds the last use, in the allocation's block; buffers that leave it
// (returned, yielded) get none.
// RUN: jopt %s -buffer-deallocation | jfilecheck %s

// CHECK-LABEL: func.func @straight
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %[[A]]
// CHECK-NEXT: memref.copy %[[A]], %[[B]]
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[B]][0] [2] [1]
// CHECK-NEXT: %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[R]]
// CHECK-NEXT: memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT:   memref.store %{{.*}}, %[[V]][%{{.*}}]
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[B]] : memref<4xf32>
// CHECK-NEXT: return %[[R]] : memref<4xf32>
func.func @straight(%src: memref<4xf32>, %c: i1, %f: f32, %i: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %src, %a : memref<4xf32> to memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %v = memref.subview %b[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %r = memref.alloc() : memref<4xf32>
  memref.copy %a, %r : memref<4xf32> to memref<4xf32>
  scf.if %c {
    memref.store %f, %v[%i] : memref<2xf32, strided<[1]>>
  }
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @yielded
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @yielded(%c: i1) -> memref<2xf32> {
  %0 = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %0 : memref<2xf32>
}
