// A batched product (batch dimension 0 on both sides) is one call of our runtime's
// mgpuCublasSgemmStridedBatched: hlo-to-loops' zero fill and accumulation nests are replaced, the
// leading dimensions are the matrices' last sizes and the batch strides the products of their last
// two; B read as [b, j, k] (contracting dimension 2 on both sides) is transposed (flag 1).
// RUN: jopt %s -split-input-file -hlo-to-gpu | jfilecheck %s
// RUN: jopt %s -split-input-file -hlo-to-gpu=emulate=true | jfilecheck --check-prefix=EMU %s

// CHECK:       func.func private @mgpuCublasSgemmStridedBatched(i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, i64, !llvm.ptr, i32, i64, f32, !llvm.ptr, i32, i64, i32, !llvm.ptr)
// CHECK-LABEL: func.func @plain
// CHECK-NOT:     scf.for
// CHECK:         %[[DC:.*]] = gpu.alloc  (%{{.*}}) : memref<?x4x3xf32>
// CHECK:         memref.extract_aligned_pointer_as_index %[[DC]]
// CHECK:         call @mgpuCublasSgemmStridedBatched(%c0_i32, %c0_i32{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %cst{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %cst{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT:     scf.for
// CHECK:         return
// EMU-LABEL:   func.func private @mgpuCublasSgemmStridedBatched(
// EMU:           llvm.load
// EMU-LABEL:   func.func @plain
// EMU:           call @mgpuCublasSgemmStridedBatched(
func.func @plain(%x: tensor<?x4x5xf32>, %w: tensor<?x5x3xf32>) -> tensor<?x4x3xf32> {
  %y = stablehlo.dot_general %x, %w, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x4x5xf32>, tensor<?x5x3xf32>) -> tensor<?x4x3xf32>
  return %y : tensor<?x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @transposed
// CHECK:         %[[TB:.*]] = arith.constant 1 : i32
// CHECK:         call @mgpuCublasSgemmStridedBatched(%c0_i32, %[[TB]],
func.func @transposed(%x: tensor<2x4x5xf32>, %w: tensor<2x3x5xf32>) -> tensor<2x4x3xf32> {
  %y = stablehlo.dot_general %x, %w, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x4x3xf32>
  return %y : tensor<2x4x3xf32>
}
