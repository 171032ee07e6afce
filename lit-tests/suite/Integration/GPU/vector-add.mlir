// Host emulation: a vector-add kernel (global ids, a bounds check) launched on 4 blocks of 4
// threads for 10 elements, with device buffers allocated, copied, set and freed through async
// tokens, runs on the CPU and gives a + b.
// RUN: jopt %s -gpu-emulate-on-host -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts | jrun -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s
// jrun --gpu-emulate runs the same lowering itself.
// RUN: jrun --gpu-emulate %s -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [0,  2,  6,  12,  20,  30,  42,  56,  72,  90]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 10 : index
    %a = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %a[%i] : memref<?xf32>
      %g = arith.mulf %f, %f : f32
      memref.store %g, %b[%i] : memref<?xf32>
    }
    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %db, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %dc, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %da, %a : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memcpy async [%t4] %db, %b : memref<?xf32>, memref<?xf32>
    %zero = arith.constant 0.0 : f32
    %t6 = gpu.memset async [%t5] %dc, %zero : memref<?xf32>, f32
    %t7 = gpu.launch_func async [%t6] @kernels::@vadd blocks in (%c4, %c1, %c1) threads in (%c4, %c1, %c1) args(%da : memref<?xf32>, %db : memref<?xf32>, %dc : memref<?xf32>, %n : index)
    %t8 = gpu.memcpy async [%t7] %a, %dc : memref<?xf32>, memref<?xf32>
    gpu.wait [%t8]
    %u = memref.cast %a : memref<?xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
}
