// The sparse runtime functions of MLIR's CUDA wrappers (mgpuCreateCsr, mgpuSpMV, mgpuSpMM,
// mgpuSDDMM, ...: what -gpu-to-llvm calls for the gpu dialect's sparse ops) have host versions that
// jrun --gpu-emulate links, with cuSPARSE's results for alpha = beta = 1 (y += A x, C += A B,
// C += (A B) at C's nonzeros). A is the 3x4 CSR matrix [[1 0 2 0] [0 0 0 3] [4 5 0 0]].
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// y = [100 200 300] + A [1 2 3 4]
// CHECK: data =
// CHECK-NEXT: [107,  212,  314]
// A^T [1 1 1] into zeros (transpose mode 1)
// CHECK: data =
// CHECK-NEXT: [5,  5,  2,  3]
// A B, B = [[1 0] [0 1] [1 1] [2 0]]
// CHECK: data =
// CHECK-NEXT: [3,   2],
// CHECK-NEXT: [6,   0],
// CHECK-NEXT: [4,   5]
// SDDMM: C has A's pattern and values; D E = [[1 2 1 2] [3 4 3 4] [5 6 5 6]] added at its nonzeros
// CHECK: data =
// CHECK-NEXT: [2,  3,  7,  9,  11]
// rows, cols, nnz of the CSR descriptor
// CHECK: data =
// CHECK-NEXT: [3,  4,  5]
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @mgpuCreateSparseEnv()
func.func private @mgpuDestroySparseEnv()
func.func private @mgpuCreateCsr(i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
func.func private @mgpuCreateDnVec(i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
func.func private @mgpuCreateDnMat(i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
func.func private @mgpuDestroySpMat(!llvm.ptr, !llvm.ptr)
func.func private @mgpuDestroyDnVec(!llvm.ptr, !llvm.ptr)
func.func private @mgpuDestroyDnMat(!llvm.ptr, !llvm.ptr)
func.func private @mgpuSpMVBufferSize(i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
func.func private @mgpuSpMV(i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr)
func.func private @mgpuSpMM(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr)
func.func private @mgpuSDDMM(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr)
func.func private @mgpuSpMatGetSize(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)

memref.global "private" @pos : memref<4xi32> = dense<[0, 2, 3, 5]>
memref.global "private" @idx : memref<5xi32> = dense<[0, 2, 3, 0, 1]>
memref.global "private" @val : memref<5xf32> = dense<[1.0, 2.0, 3.0, 4.0, 5.0]>
memref.global "private" @cval : memref<5xf32> = dense<[1.0, 2.0, 3.0, 4.0, 5.0]>
memref.global "private" @x : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @y : memref<3xf32> = dense<[100.0, 200.0, 300.0]>
memref.global "private" @ones : memref<3xf32> = dense<1.0>
memref.global "private" @t : memref<4xf32> = dense<0.0>
memref.global "private" @b : memref<4x2xf32> = dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, 0.0]]>
memref.global "private" @c : memref<3x2xf32> = dense<0.0>
memref.global "private" @d : memref<3x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]>
memref.global "private" @e : memref<2x4xf32> = dense<[[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0]]>
memref.global "private" @sizes : memref<3xi64> = dense<0>

func.func @main() {
  %null = llvm.mlir.zero : !llvm.ptr
  %f32 = arith.constant 0 : i32
  %i32 = arith.constant 2 : i32
  %n = arith.constant 0 : i32
  %tr = arith.constant 1 : i32
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  %pos = memref.get_global @pos : memref<4xi32>
  %idx = memref.get_global @idx : memref<5xi32>
  %val = memref.get_global @val : memref<5xf32>
  %cval = memref.get_global @cval : memref<5xf32>
  %x = memref.get_global @x : memref<4xf32>
  %y = memref.get_global @y : memref<3xf32>
  %ones = memref.get_global @ones : memref<3xf32>
  %t = memref.get_global @t : memref<4xf32>
  %b = memref.get_global @b : memref<4x2xf32>
  %c = memref.get_global @c : memref<3x2xf32>
  %d = memref.get_global @d : memref<3x2xf32>
  %e = memref.get_global @e : memref<2x4xf32>
  %sizes = memref.get_global @sizes : memref<3xi64>
  %ppos = call @pi32(%pos) : (memref<4xi32>) -> !llvm.ptr
  %pidx = call @pi32b(%idx) : (memref<5xi32>) -> !llvm.ptr
  %pval = call @pf5(%val) : (memref<5xf32>) -> !llvm.ptr
  %pcval = call @pf5(%cval) : (memref<5xf32>) -> !llvm.ptr
  %px = call @pf4(%x) : (memref<4xf32>) -> !llvm.ptr
  %py = call @pf3(%y) : (memref<3xf32>) -> !llvm.ptr
  %pones = call @pf3(%ones) : (memref<3xf32>) -> !llvm.ptr
  %pt = call @pf4(%t) : (memref<4xf32>) -> !llvm.ptr
  call @mgpuCreateSparseEnv() : () -> ()
  %a = call @mgpuCreateCsr(%c3, %c4, %c5, %ppos, %pidx, %pval, %i32, %i32, %f32, %null)
    : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
  %vx = call @mgpuCreateDnVec(%c4, %px, %f32, %null) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %vy = call @mgpuCreateDnVec(%c3, %py, %f32, %null) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %bs = call @mgpuSpMVBufferSize(%n, %a, %vx, %vy, %f32, %null) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
  call @mgpuSpMV(%n, %a, %vx, %vy, %f32, %null, %null) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
  %uy = memref.cast %y : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%uy) : (memref<*xf32>) -> ()
  %vo = call @mgpuCreateDnVec(%c3, %pones, %f32, %null) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %vt = call @mgpuCreateDnVec(%c4, %pt, %f32, %null) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  call @mgpuSpMV(%tr, %a, %vo, %vt, %f32, %null, %null) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
  %ut = memref.cast %t : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %pb = call @pm42(%b) : (memref<4x2xf32>) -> !llvm.ptr
  %pc = call @pm32(%c) : (memref<3x2xf32>) -> !llvm.ptr
  %mb = call @mgpuCreateDnMat(%c4, %c2, %pb, %f32, %null) : (i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %mc = call @mgpuCreateDnMat(%c3, %c2, %pc, %f32, %null) : (i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  call @mgpuSpMM(%n, %n, %a, %mb, %mc, %f32, %null, %null) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
  %uc = memref.cast %c : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %s = call @mgpuCreateCsr(%c3, %c4, %c5, %ppos, %pidx, %pcval, %i32, %i32, %f32, %null)
    : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
  %pd = call @pm32(%d) : (memref<3x2xf32>) -> !llvm.ptr
  %pe = call @pm24(%e) : (memref<2x4xf32>) -> !llvm.ptr
  %md = call @mgpuCreateDnMat(%c3, %c2, %pd, %f32, %null) : (i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %me = call @mgpuCreateDnMat(%c2, %c4, %pe, %f32, %null) : (i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  call @mgpuSDDMM(%n, %n, %md, %me, %s, %f32, %null, %null) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
  %ucv = memref.cast %cval : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%ucv) : (memref<*xf32>) -> ()
  %psz = call @pi64(%sizes) : (memref<3xi64>) -> !llvm.ptr
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %pcol = llvm.getelementptr %psz[%one] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %pnnz = llvm.getelementptr %psz[%two] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  call @mgpuSpMatGetSize(%a, %psz, %pcol, %pnnz, %null) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  %us = memref.cast %sizes : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%us) : (memref<*xi64>) -> ()
  call @mgpuDestroySpMat(%a, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  call @mgpuDestroySpMat(%s, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  call @mgpuDestroyDnVec(%vx, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  call @mgpuDestroyDnVec(%vy, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  call @mgpuDestroyDnMat(%mb, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  call @mgpuDestroyDnMat(%mc, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  call @mgpuDestroySparseEnv() : () -> ()
  return
}

func.func @pi32(%m: memref<4xi32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<4xi32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pi32b(%m: memref<5xi32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<5xi32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pf5(%m: memref<5xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<5xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pf4(%m: memref<4xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pf3(%m: memref<3xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<3xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pm42(%m: memref<4x2xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<4x2xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pm32(%m: memref<3x2xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<3x2xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pm24(%m: memref<2x4xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<2x4xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @pi64(%m: memref<3xi64>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<3xi64> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}
