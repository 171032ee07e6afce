// cuSPARSELt's 2:4 SpMM written with the gpu dialect's ops, lowered by -gpu-to-llvm to MLIR 22's
// mgpu* cuSPARSELt calls and run by jrun --gpu-emulate on their host versions. A (4x8 f16) is pruned in
// place to 2:4 by the buffer-size call (PRUNE_AND_CHECK: in each strip of 4 along a row the two
// elements of smallest magnitude become 0), then C += A B (alpha = beta = 1) with B 8x4 and C 4x4.
// RUN: jopt %s -gpu-to-llvm | jrun --gpu-emulate -e main --entry-point-result=void --shared-libs=libmlir_runner_utils.so 2>&1 | jfilecheck %s

// The pruned A.
// CHECK: sizes = [4, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[}}[0,   0,   3,   4,   0,   0,   5,   6],
// CHECK-NEXT:  [-4,   0,   0,   3,   2,   2.5,   0,   0],
// CHECK-NEXT:  [0,   1,   0,   0,   7,   -8,   0,   0],
// CHECK-NEXT:  [0,   2,   1.5,   0,   0,   4,   3,   0]]
// C = 0.5 + pruned(A) B.
// CHECK: sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[108.5,   18.5,   10.5,   4.5],
// CHECK-NEXT:  [33.5,   4,   6,   6],
// CHECK-NEXT:  [-10.5,   0.5,   -6.5,   -1.5],
// CHECK-NEXT:  [54,   11,   6.5,   4]]
// CHECK-NOT: CUPARSE-LT
module attributes {gpu.container_module} {
  func.func private @printMemrefF32(memref<*xf32>)
  memref.global "private" @a : memref<4x8xf16> = dense<[[1.0, 2.0, 3.0, 4.0, 0.0, 0.0, 5.0, 6.0],
                                                        [-4.0, 1.0, 0.5, 3.0, 2.0, 2.5, 1.5, 0.25],
                                                        [0.0, 1.0, 0.0, 0.0, 7.0, -8.0, 1.0, 0.0],
                                                        [1.0, 2.0, 1.5, 0.5, 0.25, 4.0, 3.0, 0.75]]>
  memref.global "private" @b : memref<8x4xf16> = dense<[[1.0, 1.0, 0.0, -1.0], [2.0, 1.0, 1.0, -1.0], [3.0, 1.0, 0.0, -1.0],
                                                        [4.0, 1.0, 1.0, -1.0], [5.0, 1.0, 0.0, 1.0], [6.0, 1.0, 1.0, 1.0],
                                                        [7.0, 1.0, 0.0, 1.0], [8.0, 1.0, 1.0, 1.0]]>

  // Prints an f16 matrix as f32.
  func.func @show(%m: memref<?x?xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %m, %c0 : memref<?x?xf16>
    %cols = memref.dim %m, %c1 : memref<?x?xf16>
    %f = memref.alloc(%rows, %cols) : memref<?x?xf32>
    scf.for %i = %c0 to %rows step %c1 {
      scf.for %j = %c0 to %cols step %c1 {
        %h = memref.load %m[%i, %j] : memref<?x?xf16>
        %x = arith.extf %h : f16 to f32
        memref.store %x, %f[%i, %j] : memref<?x?xf32>
      }
    }
    %u = memref.cast %f : memref<?x?xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %f : memref<?x?xf32>
    return
  }

  func.func @main() {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %half = arith.constant 0.5 : f16
    %a0 = memref.get_global @a : memref<4x8xf16>
    %b0 = memref.get_global @b : memref<8x4xf16>
    %ha = memref.cast %a0 : memref<4x8xf16> to memref<?x?xf16>
    %hb = memref.cast %b0 : memref<8x4xf16> to memref<?x?xf16>
    %hc = memref.alloc(%c4, %c4) : memref<?x?xf16>
    %ha2 = memref.alloc(%c4, %c8) : memref<?x?xf16>
    // The library calls take each memref's allocated pointer: the operands go to gpu.alloc'd buffers.
    %w0 = gpu.wait async
    %a, %u1 = gpu.alloc async [%w0] (%c4, %c8) : memref<?x?xf16>
    %b, %u2 = gpu.alloc async [%u1] (%c8, %c4) : memref<?x?xf16>
    %c, %u3 = gpu.alloc async [%u2] (%c4, %c4) : memref<?x?xf16>
    %u4 = gpu.memcpy async [%u3] %a, %ha : memref<?x?xf16>, memref<?x?xf16>
    %u5 = gpu.memcpy async [%u4] %b, %hb : memref<?x?xf16>, memref<?x?xf16>
    %u6 = gpu.memset async [%u5] %c, %half : memref<?x?xf16>, f16
    gpu.wait [%u6]
    %t0 = gpu.wait async
    %sa, %t1 = gpu.create_2to4_spmat async [%t0] {PRUNE_AND_CHECK} %c4, %c8, %a : memref<?x?xf16>
    %db, %t2 = gpu.create_dn_tensor async [%t1] %b, %c8, %c4 : index, index into memref<?x?xf16>
    %dc, %t3 = gpu.create_dn_tensor async [%t2] %c, %c4, %c4 : index, index into memref<?x?xf16>
    %s0, %s1, %s2, %t4 = gpu.spmm_buffer_size async [%t3] %sa, %db, %dc : index, index, index into f16
    %w1, %t5 = gpu.alloc async [%t4] (%s0) : memref<?xf16>
    %w2, %t6 = gpu.alloc async [%t5] (%s1) : memref<?xf16>
    %w3, %t7 = gpu.alloc async [%t6] (%s2) : memref<?xf16>
    %t8 = gpu.spmm async [%t7] %sa, %db, %dc, %w1, %w2, %w3 : memref<?xf16>, memref<?xf16>, memref<?xf16> into f16
    %t9 = gpu.destroy_sp_mat async [%t8] %sa
    %t10 = gpu.destroy_dn_tensor async [%t9] %db
    %t11 = gpu.destroy_dn_tensor async [%t10] %dc
    %t12 = gpu.memcpy async [%t11] %hc, %c : memref<?x?xf16>, memref<?x?xf16>
    %t13 = gpu.memcpy async [%t12] %ha2, %a : memref<?x?xf16>, memref<?x?xf16>
    gpu.wait [%t13]
    call @show(%ha2) : (memref<?x?xf16>) -> ()
    call @show(%hc) : (memref<?x?xf16>) -> ()
    memref.dealloc %hc : memref<?x?xf16>
    memref.dealloc %ha2 : memref<?x?xf16>
    return
  }
}
