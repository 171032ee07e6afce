// vector.gather and vector.scatter round-trip in mlir-opt 22's form: memref and tensor bases, index
// vectors of integers or index, n-D vectors, alignment, scatter's optional tensor result.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @gathers
// CHECK: vector.gather %arg0[%arg1] [%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: vector.gather %arg5[%arg1, %arg1] [%arg6], %arg7, %arg8 {alignment = 16 : i64} : memref<4x?xi8>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xi8> into vector<2x3xi8>
// CHECK: vector.gather %arg9[%arg1] [%arg2], %arg3, %arg4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
func.func @gathers(%m: memref<?xf32>, %i: index, %iv: vector<8xi32>, %mask: vector<8xi1>, %pass: vector<8xf32>,
                   %m2: memref<4x?xi8>, %iv2: vector<2x3xindex>, %mask2: vector<2x3xi1>, %pass2: vector<2x3xi8>,
                   %t: tensor<?xf32>) -> (vector<8xf32>, vector<2x3xi8>, vector<8xf32>) {
  %0 = vector.gather %m[%i][%iv], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.gather %m2[%i, %i][%iv2], %mask2, %pass2 {alignment = 16} : memref<4x?xi8>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xi8> into vector<2x3xi8>
  %2 = vector.gather %t[%i][%iv], %mask, %pass : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0, %1, %2 : vector<8xf32>, vector<2x3xi8>, vector<8xf32>
}

// CHECK-LABEL: func.func @scatters
// CHECK: vector.scatter %arg0[%arg1] [%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK: vector.scatter %arg0[%arg1] [%arg2], %arg3, %arg4 {alignment = 4 : i64} : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK: %[[T:.*]] = vector.scatter %arg5[%arg1] [%arg2], %arg3, %arg4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
// CHECK: return %[[T]]
func.func @scatters(%m: memref<?xf32>, %i: index, %iv: vector<8xi32>, %mask: vector<8xi1>, %v: vector<8xf32>, %t: tensor<?xf32>) -> tensor<?xf32> {
  vector.scatter %m[%i][%iv], %mask, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  vector.scatter %m[%i][%iv], %mask, %v {alignment = 4} : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %0 = vector.scatter %t[%i][%iv], %mask, %v : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
