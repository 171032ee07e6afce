// convert-vector-to-scf{lower-tensors=true} lowers transfers of rank >= 2 on ranked tensors as on
// memrefs: by default through a memref.alloca buffer, the vector.type_cast of it and an scf.for per
// leading dimension (a write carries the tensor in iter_args and yields each slice's write, through
// the scf.if of an out-of-bounds guard, tensor.dim for dynamic sizes); with full-unroll each slice's
// write takes the tensor the previous one returned. Masks are unpacked as for memrefs. Without
// lower-tensors, tensor transfers stay. mlir-opt 22's output.
// RUN: jopt %s -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{lower-tensors=true}))" | jfilecheck %s --match-full-lines --check-prefix=BUF
// RUN: jopt %s -pass-pipeline="builtin.module(func.func(convert-vector-to-scf{full-unroll=true lower-tensors=true}))" | jfilecheck %s --match-full-lines --check-prefix=UNR
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --check-prefix=NONE
// RUN: jopt %s -convert-vector-to-scf=full-unroll=true | jfilecheck %s --check-prefix=NONE

// NONE-LABEL: func.func @read(
// NONE: vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [false, true]} : tensor<?x8xf32>, vector<2x3xf32>
// NONE-LABEL: func.func @write(
// NONE: vector.transfer_write %arg1, %arg0[%arg2, %arg2] : vector<2x3xf32>, tensor<?x?xf32>
// NONE-LABEL: func.func @write_masked(
// NONE: vector.transfer_write %arg1, %arg0[%arg3, %arg3], %arg2 {in_bounds = [true, false]} : vector<2x3xf32>, tensor<4x?xf32>

// BUF: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// BUF-NEXT: module {
// BUF-NEXT: func.func @read(%arg0: tensor<?x8xf32>, %arg1: index) -> vector<2x3xf32> {
// BUF-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<3xf32>
// BUF-NEXT: %c1 = arith.constant 1 : index
// BUF-NEXT: %c2 = arith.constant 2 : index
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// BUF-NEXT: %alloca = memref.alloca() : memref<vector<2x3xf32>>
// BUF-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// BUF-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// BUF-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// BUF-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// BUF-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// BUF-NEXT: scf.if %3 {
// BUF-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// BUF-NEXT: %5 = vector.transfer_read %arg0[%4, %arg1], %cst_0 {in_bounds = [true]} : tensor<?x8xf32>, vector<3xf32>
// BUF-NEXT: memref.store %5, %0[%arg2] : memref<2xvector<3xf32>>
// BUF-NEXT: } else {
// BUF-NEXT: memref.store %cst, %0[%arg2] : memref<2xvector<3xf32>>
// BUF-NEXT: }
// BUF-NEXT: }
// BUF-NEXT: %1 = memref.load %alloca[] : memref<vector<2x3xf32>>
// BUF-NEXT: return %1 : vector<2x3xf32>
// BUF-NEXT: }
// BUF-NEXT: func.func @write(%arg0: tensor<?x?xf32>, %arg1: vector<2x3xf32>, %arg2: index) -> tensor<?x?xf32> {
// BUF-NEXT: %c1 = arith.constant 1 : index
// BUF-NEXT: %c2 = arith.constant 2 : index
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %alloca = memref.alloca() : memref<vector<2x3xf32>>
// BUF-NEXT: memref.store %arg1, %alloca[] : memref<vector<2x3xf32>>
// BUF-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// BUF-NEXT: %1 = scf.for %arg3 = %c0 to %c2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?x?xf32>) {
// BUF-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// BUF-NEXT: %2 = affine.apply #map(%arg3)[%arg2]
// BUF-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// BUF-NEXT: %4 = scf.if %3 -> (tensor<?x?xf32>) {
// BUF-NEXT: %5 = affine.apply #map(%arg3)[%arg2]
// BUF-NEXT: %6 = memref.load %0[%arg3] : memref<2xvector<3xf32>>
// BUF-NEXT: %7 = vector.transfer_write %6, %arg4[%5, %arg2] : vector<3xf32>, tensor<?x?xf32>
// BUF-NEXT: scf.yield %7 : tensor<?x?xf32>
// BUF-NEXT: } else {
// BUF-NEXT: scf.yield %arg4 : tensor<?x?xf32>
// BUF-NEXT: }
// BUF-NEXT: scf.yield %4 : tensor<?x?xf32>
// BUF-NEXT: }
// BUF-NEXT: return %1 : tensor<?x?xf32>
// BUF-NEXT: }
// BUF-NEXT: func.func @write_masked(%arg0: tensor<4x?xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x3xi1>, %arg3: index) -> tensor<4x?xf32> {
// BUF-NEXT: %c1 = arith.constant 1 : index
// BUF-NEXT: %c2 = arith.constant 2 : index
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %alloca = memref.alloca() : memref<vector<2x3xf32>>
// BUF-NEXT: %alloca_0 = memref.alloca() : memref<vector<2x3xi1>>
// BUF-NEXT: memref.store %arg2, %alloca_0[] : memref<vector<2x3xi1>>
// BUF-NEXT: memref.store %arg1, %alloca[] : memref<vector<2x3xf32>>
// BUF-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// BUF-NEXT: %1 = vector.type_cast %alloca_0 : memref<vector<2x3xi1>> to memref<2xvector<3xi1>>
// BUF-NEXT: %2 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %arg0) -> (tensor<4x?xf32>) {
// BUF-NEXT: %3 = affine.apply #map(%arg4)[%arg3]
// BUF-NEXT: %4 = memref.load %0[%arg4] : memref<2xvector<3xf32>>
// BUF-NEXT: %5 = memref.load %1[%arg4] : memref<2xvector<3xi1>>
// BUF-NEXT: %6 = vector.transfer_write %4, %arg5[%3, %arg3], %5 : vector<3xf32>, tensor<4x?xf32>
// BUF-NEXT: scf.yield %6 : tensor<4x?xf32>
// BUF-NEXT: }
// BUF-NEXT: return %2 : tensor<4x?xf32>
// BUF-NEXT: }
// BUF-NEXT: }

// UNR: #map = affine_map<()[s0] -> (s0 + 1)>
// UNR-NEXT: module {
// UNR-NEXT: func.func @read(%arg0: tensor<?x8xf32>, %arg1: index) -> vector<2x3xf32> {
// UNR-NEXT: %cst = arith.constant 1.000000e+00 : f32
// UNR-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// UNR-NEXT: %c0 = arith.constant 0 : index
// UNR-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// UNR-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNR-NEXT: %1 = scf.if %0 -> (vector<2x3xf32>) {
// UNR-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : tensor<?x8xf32>, vector<3xf32>
// UNR-NEXT: %6 = vector.insert %5, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// UNR-NEXT: scf.yield %6 : vector<2x3xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %cst_0 : vector<2x3xf32>
// UNR-NEXT: }
// UNR-NEXT: %dim_1 = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// UNR-NEXT: %2 = affine.apply #map()[%arg1]
// UNR-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNR-NEXT: %4 = scf.if %3 -> (vector<2x3xf32>) {
// UNR-NEXT: %5 = affine.apply #map()[%arg1]
// UNR-NEXT: %6 = vector.transfer_read %arg0[%5, %arg1], %cst {in_bounds = [true]} : tensor<?x8xf32>, vector<3xf32>
// UNR-NEXT: %7 = vector.insert %6, %1 [1] : vector<3xf32> into vector<2x3xf32>
// UNR-NEXT: scf.yield %7 : vector<2x3xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %1 : vector<2x3xf32>
// UNR-NEXT: }
// UNR-NEXT: return %4 : vector<2x3xf32>
// UNR-NEXT: }
// UNR-NEXT: func.func @write(%arg0: tensor<?x?xf32>, %arg1: vector<2x3xf32>, %arg2: index) -> tensor<?x?xf32> {
// UNR-NEXT: %c0 = arith.constant 0 : index
// UNR-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// UNR-NEXT: %0 = arith.cmpi sgt, %dim, %arg2 : index
// UNR-NEXT: %1 = scf.if %0 -> (tensor<?x?xf32>) {
// UNR-NEXT: %5 = vector.extract %arg1[0] : vector<3xf32> from vector<2x3xf32>
// UNR-NEXT: %6 = vector.transfer_write %5, %arg0[%arg2, %arg2] : vector<3xf32>, tensor<?x?xf32>
// UNR-NEXT: scf.yield %6 : tensor<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %arg0 : tensor<?x?xf32>
// UNR-NEXT: }
// UNR-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// UNR-NEXT: %2 = affine.apply #map()[%arg2]
// UNR-NEXT: %3 = arith.cmpi sgt, %dim_0, %2 : index
// UNR-NEXT: %4 = scf.if %3 -> (tensor<?x?xf32>) {
// UNR-NEXT: %5 = affine.apply #map()[%arg2]
// UNR-NEXT: %6 = vector.extract %arg1[1] : vector<3xf32> from vector<2x3xf32>
// UNR-NEXT: %7 = vector.transfer_write %6, %1[%5, %arg2] : vector<3xf32>, tensor<?x?xf32>
// UNR-NEXT: scf.yield %7 : tensor<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %1 : tensor<?x?xf32>
// UNR-NEXT: }
// UNR-NEXT: return %4 : tensor<?x?xf32>
// UNR-NEXT: }
// UNR-NEXT: func.func @write_masked(%arg0: tensor<4x?xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x3xi1>, %arg3: index) -> tensor<4x?xf32> {
// UNR-NEXT: %0 = vector.extract %arg1[0] : vector<3xf32> from vector<2x3xf32>
// UNR-NEXT: %1 = vector.extract %arg2[0] : vector<3xi1> from vector<2x3xi1>
// UNR-NEXT: %2 = vector.transfer_write %0, %arg0[%arg3, %arg3], %1 : vector<3xf32>, tensor<4x?xf32>
// UNR-NEXT: %3 = affine.apply #map()[%arg3]
// UNR-NEXT: %4 = vector.extract %arg1[1] : vector<3xf32> from vector<2x3xf32>
// UNR-NEXT: %5 = vector.extract %arg2[1] : vector<3xi1> from vector<2x3xi1>
// UNR-NEXT: %6 = vector.transfer_write %4, %2[%3, %arg3], %5 : vector<3xf32>, tensor<4x?xf32>
// UNR-NEXT: return %6 : tensor<4x?xf32>
// UNR-NEXT: }
// UNR-NEXT: }

func.func @read(%A : tensor<?x8xf32>, %i : index) -> vector<2x3xf32> {
  %p = arith.constant 1.0 : f32
  %r = vector.transfer_read %A[%i, %i], %p {in_bounds = [false, true]} : tensor<?x8xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @write(%A : tensor<?x?xf32>, %v : vector<2x3xf32>, %i : index) -> tensor<?x?xf32> {
  %t = vector.transfer_write %v, %A[%i, %i] : vector<2x3xf32>, tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}
func.func @write_masked(%A : tensor<4x?xf32>, %v : vector<2x3xf32>, %m : vector<2x3xi1>, %i : index) -> tensor<4x?xf32> {
  %t = vector.transfer_write %v, %A[%i, %i], %m {in_bounds = [true, false]} : vector<2x3xf32>, tensor<4x?xf32>
  return %t : tensor<4x?xf32>
}
