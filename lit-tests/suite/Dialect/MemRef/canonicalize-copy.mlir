// memref.copy under -canonicalize as mlir-opt 22: casts of ranked memrefs on either operand are
// bypassed (CopyOp::fold and FoldCopyOfCast, which lets even a cast between different static shapes
// go), a copy of a memref onto itself or from/to a memref with a zero dim is erased; allocs with
// constant sizes become static allocs and a cast.
// RUN: jopt %s -canonicalize | jfilecheck %s

func.func @f(%m: memref<5xf32>) -> memref<?xf32> {
  %c5 = arith.constant 5 : index
  %cast = memref.cast %m : memref<5xf32> to memref<?xf32>
  %a = memref.alloc(%c5) {alignment = 64 : i64} : memref<?xf32>
  memref.copy %cast, %a : memref<?xf32> to memref<?xf32>
  return %a : memref<?xf32>
}
func.func @g(%m: memref<5x?xf32>, %n: index) -> memref<?x?xf32> {
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c5, %n) : memref<?x?xf32>
  %b = memref.alloca(%n, %c5) : memref<?x?xf32>
  %cast = memref.cast %m : memref<5x?xf32> to memref<?x?xf32>
  memref.copy %cast, %b : memref<?x?xf32> to memref<?x?xf32>
  return %a : memref<?x?xf32>
}
func.func @empty(%m: memref<0x4xf32>, %n: memref<0x4xf32>, %k: memref<4xf32>) {
  memref.copy %m, %n : memref<0x4xf32> to memref<0x4xf32>
  memref.copy %k, %k : memref<4xf32> to memref<4xf32>
  return
}
// CHECK-LABEL: func.func @f(%arg0: memref<5xf32>) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<5x?xf32>, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<5x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<5x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?x5xf32>
// CHECK-NEXT: memref.copy %arg0, %alloca : memref<5x?xf32> to memref<?x5xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: memref<0x4xf32>, %arg1: memref<0x4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
