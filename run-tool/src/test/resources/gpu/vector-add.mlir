// Vector add on a GPU: a = a + b over 64 elements in 2 blocks of 32 threads, copied to and from device
// memory with async tokens; main returns how many elements equal 3 * i (64 when the kernel ran).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %t : index
      %x = memref.load %a[%i] : memref<64xf32>
      %y = memref.load %b[%i] : memref<64xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %a[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %a = memref.alloc() : memref<64xf32>
    %b = memref.alloc() : memref<64xf32>
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %f2 = arith.addf %f, %f : f32
      memref.store %f, %a[%i] : memref<64xf32>
      memref.store %f2, %b[%i] : memref<64xf32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] () : memref<64xf32>
    %db, %t2 = gpu.alloc async [%t1] () : memref<64xf32>
    %t3 = gpu.memcpy async [%t2] %da, %a : memref<64xf32>, memref<64xf32>
    %t4 = gpu.memcpy async [%t3] %db, %b : memref<64xf32>, memref<64xf32>
    %t5 = gpu.launch_func async [%t4] @kernels::@add blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%da : memref<64xf32>, %db : memref<64xf32>)
    %t6 = gpu.memcpy async [%t5] %a, %da : memref<64xf32>, memref<64xf32>
    %t7 = gpu.dealloc async [%t6] %da : memref<64xf32>
    %t8 = gpu.dealloc async [%t7] %db : memref<64xf32>
    gpu.wait [%t8]
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ok = scf.for %i = %c0 to %c64 step %c1 iter_args(%n = %zero) -> (i32) {
      %v = memref.load %a[%i] : memref<64xf32>
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %three = arith.constant 3.0 : f32
      %want = arith.mulf %f, %three : f32
      %eq = arith.cmpf oeq, %v, %want : f32
      %inc = arith.select %eq, %one, %zero : i32
      %n2 = arith.addi %n, %inc : i32
      scf.yield %n2 : i32
    }
    return %ok : i32
  }
}
