// jmlir's cuBLAS calls (our runtime's mgpuCublasSgemm, row-major as CBLAS) run on the host under
// emulation: gpu-emulate-on-host gives the declaration a blocked sgemm body.
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @mgpuCublasSgemm(i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr)

func.func @ptr(%m: memref<?x?xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<?x?xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

// m[i][j] = i * cols + j + base
func.func @fill(%m: memref<?x?xf32>, %base: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %k = arith.muli %i, %c : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i32
      %f = arith.sitofp %n : i32 to f32
      %v = arith.addf %f, %base : f32
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @set(%m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c300 = arith.constant 300 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i300 = arith.constant 300 : i32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %null = llvm.mlir.zero : !llvm.ptr
  // A 2x3, B 3x2: C = A B, C's garbage (NaN) not read with beta 0.
  // A = [[1 2 3] [4 5 6]], B = [[0 1] [2 3] [4 5]]: A B = [[16 22] [34 49]].
  %a = memref.alloc(%c2, %c3) : memref<?x?xf32>
  %b = memref.alloc(%c3, %c2) : memref<?x?xf32>
  %c = memref.alloc(%c2, %c2) : memref<?x?xf32>
  func.call @fill(%a, %one) : (memref<?x?xf32>, f32) -> ()
  func.call @fill(%b, %zero) : (memref<?x?xf32>, f32) -> ()
  func.call @set(%c, %nan) : (memref<?x?xf32>, f32) -> ()
  %pa = func.call @ptr(%a) : (memref<?x?xf32>) -> !llvm.ptr
  %pb = func.call @ptr(%b) : (memref<?x?xf32>) -> !llvm.ptr
  %pc = func.call @ptr(%c) : (memref<?x?xf32>) -> !llvm.ptr
  func.call @mgpuCublasSgemm(%i0, %i0, %i2, %i2, %i3, %one, %pa, %i3, %pb, %i2, %zero, %pc, %i2, %null)
    : (i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr) -> ()
  %uc = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [16,   22],
  // CHECK-NEXT: [34,   49]
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // Both transposed, alpha 0.5, beta 2: C = 0.5 A' B' + 2 C with A' the transpose of B (3x2 read as
  // 2x3 transposed: lda 2) and B' the transpose of A (lda 3): (B^T A^T) = (A B)^T = [[16 34] [22 49]];
  // 0.5 of it plus 2 [[16 22] [34 49]] = [[40 61] [79 122.5]].
  func.call @mgpuCublasSgemm(%i1, %i1, %i2, %i2, %i3, %half, %pb, %i2, %pa, %i3, %two, %pc, %i2, %null)
    : (i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr) -> ()
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [40,   61],
  // CHECK-NEXT: [79,   122.5]
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // k larger than a block (300 > 64): row r of the 1x300 by 300x1 product of ones sums to 300.
  %x = memref.alloc(%c2, %c300) : memref<?x?xf32>
  %y = memref.alloc(%c300, %c2) : memref<?x?xf32>
  func.call @set(%x, %one) : (memref<?x?xf32>, f32) -> ()
  func.call @set(%y, %one) : (memref<?x?xf32>, f32) -> ()
  %px = func.call @ptr(%x) : (memref<?x?xf32>) -> !llvm.ptr
  %py = func.call @ptr(%y) : (memref<?x?xf32>) -> !llvm.ptr
  func.call @mgpuCublasSgemm(%i0, %i0, %i2, %i2, %i300, %one, %px, %i300, %py, %i2, %zero, %pc, %i2, %null)
    : (i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr) -> ()
  // CHECK: sizes = [2, 2] strides = [2, 1] data =
  // CHECK-NEXT: [300,   300],
  // CHECK-NEXT: [300,   300]
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
