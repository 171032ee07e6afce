// Three thread blocks of 8 threads run a kernel of several blocks with barriers in its branches
// (see GpuEmulationTest); main returns sum((i + 1) * out[i]).
func.func @main() -> i32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c24 = arith.constant 24 : index
  %in = memref.alloc() : memref<24xf32>
  %out = memref.alloc() : memref<24xf32>
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
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c24 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %out[%i] : memref<24xf32>
    %n = arith.addi %i, %c1 : index
    %ni = arith.index_cast %n : index to i32
    %nf = arith.sitofp %ni : i32 to f32
    %p = arith.mulf %v, %nf : f32
    %a = arith.addf %acc, %p : f32
    scf.yield %a : f32
  }
  %r = arith.fptosi %sum : f32 to i32
  memref.dealloc %in : memref<24xf32>
  memref.dealloc %out : memref<24xf32>
  return %r : i32
}
