// Host emulation of kernels of several blocks (unstructured control flow) with barriers, launched
// with several thread blocks, each with its own workgroup memory: each thread runs from its resume
// point to the next barrier, all threads of a block before any goes on.
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// Rotations through workgroup memory in two branches, each behind a barrier, then thread 0's value
// added to each element after two more barriers (block 0 and 2 rotate right, block 1 left).
// CHECK: sizes = [24] strides = [1] data =
// CHECK-NEXT: [14,  7,  8,  9,  10,  11,  12,  13,  18,  19,  20,  21,  22,  23,  24,  17,  46,  39,  40,  41,  42,  43,  44,  45]
// A tree reduction of squares per block (0..7 and 8..15), the loop in cf form with the barrier in it.
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [140,  1100]
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %in = memref.alloc() : memref<24xf32>
  %out = memref.alloc() : memref<24xf32>
  %sums = memref.alloc() : memref<2xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<24xf32>
  }
  // Blocks with an odd id rotate their 8 elements left by one through shared memory, even ones right by
  // one, each after a barrier; then every thread adds thread 0's value, read after a second barrier.
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c8 : index
    %g = arith.addi %base, %tx : index
    %v = memref.load %in[%g] : memref<24xf32>
    memref.store %v, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
    %two = arith.constant 2 : index
    %odd = arith.remui %bx, %two : index
    %isodd = arith.cmpi ne, %odd, %c0 : index
    cf.cond_br %isodd, ^left, ^right
  ^left:
    gpu.barrier
    %n1 = arith.addi %tx, %c1 : index
    %l = arith.remui %n1, %c8 : index
    %lv = memref.load %sh[%l] : memref<8xf32, #gpu.address_space<workgroup>>
    cf.br ^join(%lv : f32)
  ^right:
    gpu.barrier
    %n7 = arith.addi %tx, %c8 : index
    %n7b = arith.subi %n7, %c1 : index
    %r = arith.remui %n7b, %c8 : index
    %rv = memref.load %sh[%r] : memref<8xf32, #gpu.address_space<workgroup>>
    cf.br ^join(%rv : f32)
  ^join(%x : f32):
    gpu.barrier
    memref.store %x, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %first = memref.load %sh[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
    %o = arith.addf %x, %first : f32
    memref.store %o, %out[%g] : memref<24xf32>
    gpu.terminator
  }
  // A tree reduction per block, its loop in cf form with the barrier in the loop body.
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xf32, #gpu.address_space<workgroup>>) {
    %bo = arith.muli %bx, %c8 : index
    %g = arith.addi %bo, %tx : index
    %v0 = memref.load %in[%g] : memref<24xf32>
    %v = arith.mulf %v0, %v0 : f32
    memref.store %v, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
    %c4 = arith.constant 4 : index
    cf.br ^loop(%c4 : index)
  ^loop(%stride : index):
    gpu.barrier
    %live = arith.cmpi ult, %tx, %stride : index
    cf.cond_br %live, ^add, ^next
  ^add:
    %o = arith.addi %tx, %stride : index
    %a = memref.load %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
    %b = memref.load %sh[%o] : memref<8xf32, #gpu.address_space<workgroup>>
    %s = arith.addf %a, %b : f32
    memref.store %s, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
    cf.br ^next
  ^next:
    %half = arith.divui %stride, %c2 : index
    %more = arith.cmpi ugt, %stride, %c1 : index
    cf.cond_br %more, ^loop(%half : index), ^done
  ^done:
    gpu.barrier
    %first = arith.cmpi eq, %tx, %c0 : index
    cf.cond_br %first, ^write, ^end
  ^write:
    %r = memref.load %sh[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %r, %sums[%bx] : memref<2xf32>
    cf.br ^end
  ^end:
    gpu.terminator
  }
  %u = memref.cast %out : memref<24xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %w = memref.cast %sums : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%w) : (memref<*xf32>) -> ()
  memref.dealloc %in : memref<24xf32>
  memref.dealloc %out : memref<24xf32>
  memref.dealloc %sums : memref<2xf32>
  return
}
