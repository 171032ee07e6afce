// An scf.parallel nest mapped to blocks and threads, converted to a gpu.launch, outlined and run
// under host emulation: every element of a 3x5 buffer gets 10 * i + j.
// RUN: jopt %s -gpu-map-parallel-loops -convert-parallel-loops-to-gpu -lower-affine | jrun --gpu-emulate -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK: sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4],
// CHECK-NEXT: [10,   11,   12,   13,   14],
// CHECK-NEXT: [20,   21,   22,   23,   24]]
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<3x5xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c5) step (%c1) {
      %t = arith.muli %i, %c10 : index
      %v = arith.addi %t, %j : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %m[%i, %j] : memref<3x5xf32>
      scf.reduce
    }
    scf.reduce
  }
  %u = memref.cast %m : memref<3x5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
