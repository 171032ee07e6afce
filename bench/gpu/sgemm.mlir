// cuBLAS alone (bench/gpu/run-device-checks.sh): REPS calls of our runtime's mgpuCublasSgemm on
// 4096x4096 f32 device buffers filled with ones (no copies), timed with rtclock; prints the seconds.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @mgpuCublasSgemm(i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr)

func.func @ptr(%m: memref<4096x4096xf32>) -> !llvm.ptr {
  %i = memref.extract_aligned_pointer_as_index %m : memref<4096x4096xf32> -> index
  %w = arith.index_cast %i : index to i64
  %p = llvm.inttoptr %w : i64 to !llvm.ptr
  return %p : !llvm.ptr
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 20 : index
  %n = arith.constant 4096 : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %null = llvm.mlir.zero : !llvm.ptr
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] () : memref<4096x4096xf32>
  %b, %t2 = gpu.alloc async [%t1] () : memref<4096x4096xf32>
  %c, %t3 = gpu.alloc async [%t2] () : memref<4096x4096xf32>
  %t4 = gpu.memset async [%t3] %a, %one : memref<4096x4096xf32>, f32
  %t5 = gpu.memset async [%t4] %b, %one : memref<4096x4096xf32>, f32
  gpu.wait [%t5]
  %pa = func.call @ptr(%a) : (memref<4096x4096xf32>) -> !llvm.ptr
  %pb = func.call @ptr(%b) : (memref<4096x4096xf32>) -> !llvm.ptr
  %pc = func.call @ptr(%c) : (memref<4096x4096xf32>) -> !llvm.ptr
  func.call @mgpuCublasSgemm(%z, %z, %n, %n, %n, %one, %pa, %n, %pb, %n, %zero, %pc, %n, %null)
    : (i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr) -> ()
  %start = func.call @rtclock() : () -> f64
  scf.for %r = %c0 to %reps step %c1 {
    func.call @mgpuCublasSgemm(%z, %z, %n, %n, %n, %one, %pa, %n, %pb, %n, %zero, %pc, %n, %null)
      : (i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32, !llvm.ptr) -> ()
  }
  %end = func.call @rtclock() : () -> f64
  %dt = arith.subf %end, %start : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %t6 = gpu.wait async
  %t7 = gpu.dealloc async [%t6] %a : memref<4096x4096xf32>
  %t8 = gpu.dealloc async [%t7] %b : memref<4096x4096xf32>
  %t9 = gpu.dealloc async [%t8] %c : memref<4096x4096xf32>
  gpu.wait [%t9]
  return
}
