// Host emulation of cross-thread kernels: a tree reduction in workgroup memory with barriers at
// the top level and inside an scf.for (two blocks of 64 threads: sums 0..63 and 64..127); then
// gpu.all_reduce over the block, a warp maximum by xor shuffles and a subgroup_reduce over clusters
// of 4 lanes, combined as (total + warp max) * 1000 + cluster sum per thread.
// RUN: jopt %s -gpu-emulate-on-host -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts | jrun -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [2016,  6112]
// CHECK: sizes = [64] strides = [1] data =
// CHECK-NEXT: [2047006,  2047006,  2047006,  2047006,  2047022,  2047022,  2047022,  2047022,  2047038,  2047038,  2047038,  2047038,  2047054,  2047054,  2047054,  2047054,  2047070,  2047070,  2047070,  2047070,  2047086,  2047086,  2047086,  2047086,  2047102,  2047102,  2047102,  2047102,  2047118,  2047118,  2047118,  2047118,  2079134,  2079134,  2079134,  2079134,  2079150,  2079150,  2079150,  2079150,  2079166,  2079166,  2079166,  2079166,  2079182,  2079182,  2079182,  2079182,  2079198,  2079198,  2079198,  2079198,  2079214,  2079214,  2079214,  2079214,  2079230,  2079230,  2079230,  2079230,  2079246,  2079246,  2079246,  2079246]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Tree reduction in shared memory: barriers at top level and inside an scf.for.
    gpu.func @block_sum(%in: memref<128xf32>, %out: memref<2xf32>) workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c32 = arith.constant 32 : index
      %t = gpu.thread_id x
      %g = gpu.global_id x
      %v = memref.load %in[%g] : memref<128xf32>
      memref.store %v, %tile[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %k = %c0 to %c6 step %c1 {
        %s = arith.shrui %c32, %k : index
        %active = arith.cmpi ult, %t, %s : index
        scf.if %active {
          %j = arith.addi %t, %s : index
          %a = memref.load %tile[%t] : memref<64xf32, #gpu.address_space<workgroup>>
          %b = memref.load %tile[%j] : memref<64xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %tile[%t] : memref<64xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %r = memref.load %tile[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
        %bid = gpu.block_id x
        memref.store %r, %out[%bid] : memref<2xf32>
      }
      gpu.return
    }
    // all_reduce and a shuffle (xor butterfly) reduction per warp; a value kept across them.
    gpu.func @reduce(%in: memref<64xi32>, %out: memref<64xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<64xi32>
      %total = gpu.all_reduce add %v uniform {} : (i32) -> i32
      %c32 = arith.constant 32 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c4 = arith.constant 4 : i32
      %c8 = arith.constant 8 : i32
      %c16 = arith.constant 16 : i32
      %s1, %p1 = gpu.shuffle xor %v, %c1, %c32 : i32
      %v1 = arith.maxsi %v, %s1 : i32
      %s2, %p2 = gpu.shuffle xor %v1, %c2, %c32 : i32
      %v2 = arith.maxsi %v1, %s2 : i32
      %s3, %p3 = gpu.shuffle xor %v2, %c4, %c32 : i32
      %v3 = arith.maxsi %v2, %s3 : i32
      %s4, %p4 = gpu.shuffle xor %v3, %c8, %c32 : i32
      %v4 = arith.maxsi %v3, %s4 : i32
      %s5, %p5 = gpu.shuffle xor %v4, %c16, %c32 : i32
      %warpmax = arith.maxsi %v4, %s5 : i32
      %sg = gpu.subgroup_reduce add %v cluster(size = 4) : (i32) -> i32
      %m = arith.muli %warpmax, %c1 : i32
      %r0 = arith.addi %total, %m : i32
      %k = arith.constant 1000 : i32
      %r1 = arith.muli %r0, %k : i32
      %r = arith.addi %r1, %sg : i32
      memref.store %r, %out[%t] : memref<64xi32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %in = memref.alloc() : memref<128xf32>
    %ints = memref.alloc() : memref<64xi32>
    scf.for %i = %c0 to %c128 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %in[%i] : memref<128xf32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %ints[%i] : memref<64xi32>
    }
    %out = memref.alloc() : memref<2xf32>
    gpu.launch_func @kernels::@block_sum blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%in : memref<128xf32>, %out : memref<2xf32>)
    %u = memref.cast %out : memref<2xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %o2 = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%ints : memref<64xi32>, %o2 : memref<64xi32>)
    %u2 = memref.cast %o2 : memref<64xi32> to memref<*xi32>
    call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
    return
  }
}
