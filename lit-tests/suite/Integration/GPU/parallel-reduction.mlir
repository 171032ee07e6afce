// A row sum as nested scf.parallel loops with an scf.reduce, mapped to blocks and threads: the
// reduction becomes a gpu.all_reduce across each block's threads, run under host emulation.
// RUN: jopt %s -gpu-map-parallel-loops -convert-parallel-loops-to-gpu -lower-affine | jrun --gpu-emulate -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// Row r holds r * 100 + c for c < 16: its sum is 1600 r + 120.
// CHECK: sizes = [4] strides = [1] data =
// CHECK-NEXT: [120,  1720,  3320,  4920]
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4x16xf32>
  %out = memref.alloc() : memref<4xf32>
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %c = %c0 to %c16 step %c1 {
      %rr = arith.muli %r, %c100 : index
      %v = arith.addi %rr, %c : index
      %i = arith.index_cast %v : index to i32
      %f = arith.sitofp %i : i32 to f32
      memref.store %f, %a[%r, %c] : memref<4x16xf32>
    }
  }
  scf.parallel (%r) = (%c0) to (%c4) step (%c1) {
    %s = scf.parallel (%c) = (%c0) to (%c16) step (%c1) init (%zero) -> f32 {
      %x = memref.load %a[%r, %c] : memref<4x16xf32>
      scf.reduce(%x : f32) {
      ^bb0(%l: f32, %q: f32):
        %t = arith.addf %l, %q : f32
        scf.reduce.return %t : f32
      }
    }
    memref.store %s, %out[%r] : memref<4xf32>
    scf.reduce
  }
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x16xf32>
  memref.dealloc %out : memref<4xf32>
  return
}
