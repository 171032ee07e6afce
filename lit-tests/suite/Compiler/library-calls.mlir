// Library calls: a 2-D f32 dot_general of at least blas-min-flops multiply-adds calls cblas_sgemm.
// With a dynamic size the choice is made at run time (scf.if on m*n*k); static sizes below the
// threshold keep the generated loops (k outside n, so the innermost loop runs along the result row).
// RUN: jopt %s --hlo-to-loops=blas-min-flops=4096 --canonicalize --cse | jfilecheck %s
// RUN: jopt %s --hlo-to-loops | jfilecheck %s --check-prefix=NOBLAS

// CHECK: func.func private @cblas_sgemm(i32, i32, i32, i32, i32, i32, f32, !llvm.ptr, i32, !llvm.ptr, i32, f32, !llvm.ptr, i32)
// NOBLAS-NOT: cblas_sgemm

// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[M:.*]] = memref.dim %arg0, %c0 : memref<?x64xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[M]]) : memref<?x32xf32>
// CHECK:         %[[MN:.*]] = arith.muli %[[M]], %c32 : index
// CHECK-NEXT:    %[[MNK:.*]] = arith.muli %[[MN]], %c64 : index
// CHECK-NEXT:    %[[BIG:.*]] = arith.cmpi uge, %[[MNK]], %c4096 : index
// CHECK-NEXT:    scf.if %[[BIG]] {
// CHECK:           %[[A:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK:           llvm.inttoptr
// CHECK:           func.call @cblas_sgemm(%c101_i32, %c111_i32, %c111_i32, %{{.*}}, %c32_i32, %c64_i32, %cst{{.*}}, %{{.*}}, %c64_i32, %{{.*}}, %c32_i32, %cst{{.*}}, %{{.*}}, %c32_i32)
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             memref.store %cst
// CHECK:           scf.for %[[I:.*]] = %c0 to %[[M]] step %c1 {
// CHECK-NEXT:        scf.for %[[K:.*]] = %c0 to %c64 step %c1 {
// CHECK-NEXT:          scf.for %[[J:.*]] = %c0 to %c32 step %c1 {
// CHECK-NEXT:            memref.load %arg0[%[[I]], %[[K]]]
// CHECK-NEXT:            memref.load %arg1[%[[K]], %[[J]]]
// NOBLAS-LABEL: func.func @dynamic
// NOBLAS-NOT:   scf.if
// NOBLAS:       return
func.func @dynamic(%a: tensor<?x64xf32>, %b: tensor<64x32xf32>) -> tensor<?x32xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x32xf32>) -> tensor<?x32xf32>
  return %0 : tensor<?x32xf32>
}

// A transposed lhs (contracting dimension 0) is CblasTrans (112).
// CHECK-LABEL: func.func @transposed
// CHECK-NOT:     scf.if
// CHECK:         call @cblas_sgemm(%c101_i32, %c112_i32, %c111_i32, %c128_i32, %c32_i32, %c64_i32, %cst{{.*}}, %{{.*}}, %c128_i32,
func.func @transposed(%a: tensor<64x128xf32>, %b: tensor<64x32xf32>) -> tensor<128x32xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
  return %0 : tensor<128x32xf32>
}

// Below the threshold: loops only.
// CHECK-LABEL: func.func @small
// CHECK-NOT:     cblas_sgemm
// CHECK:         return
func.func @small(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
