// An SpMV written with the gpu dialect's sparse ops, lowered by -gpu-to-llvm to the mgpu* calls and
// run by jrun --gpu-emulate on their host versions (streams and events do nothing, gpu.alloc is host
// memory). A is 3x4 CSR [[0 0 2 0] [1 0 0 10] [0 -3 0 0]]; y += A x with x = [1 2 3 4].
// RUN: jopt %s -gpu-to-llvm | jrun --gpu-emulate -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so | jfilecheck %s

// y = [0.5 0 1] + [6 41 -6]
// CHECK: data =
// CHECK-NEXT: [6.5,  41,  -5]
module attributes {gpu.container_module} {
  func.func private @printMemrefF64(memref<*xf64>)
  func.func private @mgpuCreateSparseEnv()
  func.func private @mgpuDestroySparseEnv()
  memref.global "private" @pos : memref<4xindex> = dense<[0, 1, 3, 4]>
  memref.global "private" @crd : memref<4xindex> = dense<[2, 0, 3, 1]>
  memref.global "private" @val : memref<4xf64> = dense<[2.0, 1.0, 10.0, -3.0]>
  memref.global "private" @x : memref<4xf64> = dense<[1.0, 2.0, 3.0, 4.0]>
  memref.global "private" @y : memref<3xf64> = dense<[0.5, 0.0, 1.0]>
  func.func @main() {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %pos0 = memref.get_global @pos : memref<4xindex>
    %crd0 = memref.get_global @crd : memref<4xindex>
    %val0 = memref.get_global @val : memref<4xf64>
    %x0 = memref.get_global @x : memref<4xf64>
    %y0 = memref.get_global @y : memref<3xf64>
    // cuSPARSE takes the allocated pointer of each memref (MLIR's lowering), which memref.get_global
    // leaves invalid: the arrays go to gpu.alloc'd buffers first, as on a device.
    %w0 = gpu.wait async
    %pos, %u1 = gpu.alloc async [%w0] (%c4) : memref<?xindex>
    %crd, %u2 = gpu.alloc async [%u1] (%c4) : memref<?xindex>
    %val, %u3 = gpu.alloc async [%u2] (%c4) : memref<?xf64>
    %x, %u4 = gpu.alloc async [%u3] (%c4) : memref<?xf64>
    %y, %u5 = gpu.alloc async [%u4] (%c3) : memref<?xf64>
    %pc = memref.cast %pos0 : memref<4xindex> to memref<?xindex>
    %cc = memref.cast %crd0 : memref<4xindex> to memref<?xindex>
    %vc = memref.cast %val0 : memref<4xf64> to memref<?xf64>
    %xc = memref.cast %x0 : memref<4xf64> to memref<?xf64>
    %yc = memref.cast %y0 : memref<3xf64> to memref<?xf64>
    %u6 = gpu.memcpy async [%u5] %pos, %pc : memref<?xindex>, memref<?xindex>
    %u7 = gpu.memcpy async [%u6] %crd, %cc : memref<?xindex>, memref<?xindex>
    %u8 = gpu.memcpy async [%u7] %val, %vc : memref<?xf64>, memref<?xf64>
    %u9 = gpu.memcpy async [%u8] %x, %xc : memref<?xf64>, memref<?xf64>
    %u10 = gpu.memcpy async [%u9] %y, %yc : memref<?xf64>, memref<?xf64>
    gpu.wait [%u10]
    call @mgpuCreateSparseEnv() : () -> ()
    %t0 = gpu.wait async
    %a, %t1 = gpu.create_csr async [%t0] %c3, %c4, %c4, %pos, %crd, %val : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %dx, %t2 = gpu.create_dn_tensor async [%t1] %x, %c4 : index into memref<?xf64>
    %dy, %t3 = gpu.create_dn_tensor async [%t2] %y, %c3 : index into memref<?xf64>
    %sz, %t4 = gpu.spmv_buffer_size async [%t3] %a, %dx, %dy into f64
    %buf, %t5 = gpu.alloc async [%t4] (%sz) : memref<?xi8>
    %t6 = gpu.spmv async [%t5] %a, %dx, %dy, %buf : memref<?xi8> into f64
    %t7 = gpu.destroy_dn_tensor async [%t6] %dx
    %t8 = gpu.destroy_dn_tensor async [%t7] %dy
    %t9 = gpu.destroy_sp_mat async [%t8] %a
    %t10 = gpu.dealloc async [%t9] %buf : memref<?xi8>
    %t11 = gpu.memcpy async [%t10] %yc, %y : memref<?xf64>, memref<?xf64>
    gpu.wait [%t11]
    call @mgpuDestroySparseEnv() : () -> ()
    %p = memref.cast %y0 : memref<3xf64> to memref<*xf64>
    call @printMemrefF64(%p) : (memref<*xf64>) -> ()
    return
  }
}
