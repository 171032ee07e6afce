// Host emulation after kernel outlining: a gpu.launch on a 4x2 block with dynamic shared memory
// (each thread writes its linear id as a byte, a barrier, then reads its neighbour's), a value
// kept across the barrier, and shuffles down/up/idx within segments of 4 lanes with their
// validity flags (an invalid shuffle gives the thread's own value).
// RUN: jopt %s -gpu-kernel-outlining -gpu-emulate-on-host -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts | jrun -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4,  5,  6,  7,  0]
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  103,  5,  6,  7,  107]
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [100,  0,  1,  2,  104,  4,  5,  6]
// CHECK: sizes = [8] strides = [1] data =
// CHECK-NEXT: [2,  2,  2,  2,  6,  6,  6,  6]
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %shmem = arith.constant 8 : i32
  %neighbour = memref.alloc() : memref<8xi32>
  %down = memref.alloc() : memref<8xi32>
  %up = memref.alloc() : memref<8xi32>
  %idx = memref.alloc() : memref<8xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c2, %sz = %c1)
             dynamic_shared_memory_size %shmem {
    %row = arith.muli %ty, %sx : index
    %lin = arith.addi %row, %tx : index
    %lin32 = arith.index_cast %lin : index to i32
    %byte = arith.trunci %lin32 : i32 to i8
    %buf = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    memref.store %byte, %buf[%lin] : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.barrier
    %one = arith.constant 1 : index
    %eight = arith.constant 8 : index
    %next = arith.addi %lin, %one : index
    %wrapped = arith.remui %next, %eight : index
    %nb = memref.load %buf[%wrapped] : memref<?xi8, #gpu.address_space<workgroup>>
    %nb32 = arith.extui %nb : i8 to i32
    memref.store %nb32, %neighbour[%lin] : memref<8xi32>
    %o1 = arith.constant 1 : i32
    %w4 = arith.constant 4 : i32
    %hundred = arith.constant 100 : i32
    %d, %dv = gpu.shuffle down %lin32, %o1, %w4 : i32
    %d100 = arith.addi %d, %hundred : i32
    %dr = arith.select %dv, %d, %d100 : i32
    memref.store %dr, %down[%lin] : memref<8xi32>
    %u, %uv = gpu.shuffle up %lin32, %o1, %w4 : i32
    %u100 = arith.addi %u, %hundred : i32
    %ur = arith.select %uv, %u, %u100 : i32
    memref.store %ur, %up[%lin] : memref<8xi32>
    %o2 = arith.constant 2 : i32
    %i, %iv = gpu.shuffle idx %lin32, %o2, %w4 : i32
    memref.store %i, %idx[%lin] : memref<8xi32>
    gpu.terminator
  }
  %p0 = memref.cast %neighbour : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%p0) : (memref<*xi32>) -> ()
  %p1 = memref.cast %down : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
  %p2 = memref.cast %up : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
  %p3 = memref.cast %idx : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%p3) : (memref<*xi32>) -> ()
  return
}
