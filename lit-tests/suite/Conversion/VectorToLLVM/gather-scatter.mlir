// -convert-vector-to-llvm of vector.gather/scatter as mlir-opt 22 lowers them: a vector of element
// pointers from the strided base address, then llvm.intr.masked.gather/scatter with the element
// type's alignment (or the op's); n-D gathers unrolled into 1-D ones; n-D scatters, tensor bases
// and memrefs whose last dimension is strided left as they are.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @gather_1d
// CHECK: %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[PS:.*]] = llvm.getelementptr %[[P]][%arg1] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %[[G:.*]] = llvm.intr.masked.gather %[[PS]], %arg2, %arg3 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %[[G]]
func.func @gather_1d(%base: memref<?xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @gather_2d
// CHECK: ub.poison : vector<2x3xf32>
// CHECK: %[[S0:.*]] = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[M0:.*]] = llvm.mul %{{.*}}, %[[S0]] : i64
// CHECK-NEXT: llvm.add %[[M0]], %{{.*}} : i64
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, vector<3xi64>) -> vector<3x!llvm.ptr>, f32
// CHECK-NEXT: %[[G0:.*]] = llvm.intr.masked.gather %{{.*}} {alignment = 16 : i32} : (vector<3x!llvm.ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: llvm.insertvalue %[[G0]], %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.intr.masked.gather %{{.*}} {alignment = 16 : i32} : (vector<3x!llvm.ptr>, vector<3xi1>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
func.func @gather_2d(%base: memref<?x?xf32>, %i: index, %idx: vector<2x3xindex>, %mask: vector<2x3xi1>, %pass: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.gather %base[%i, %i][%idx], %mask, %pass {alignment = 16} : memref<?x?xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @scatter_1d
// CHECK: %[[PS:.*]] = llvm.getelementptr %{{.*}}[%arg1] : (!llvm.ptr, vector<2xi64>) -> vector<2x!llvm.ptr>, f64
// CHECK-NEXT: llvm.intr.masked.scatter %arg3, %[[PS]], %arg2 {alignment = 8 : i32} : vector<2xf64>, vector<2xi1> into vector<2x!llvm.ptr>
func.func @scatter_1d(%base: memref<8xf64>, %idx: vector<2xi64>, %mask: vector<2xi1>, %v: vector<2xf64>) {
  %c0 = arith.constant 0 : index
  vector.scatter %base[%c0][%idx], %mask, %v : memref<8xf64>, vector<2xi64>, vector<2xi1>, vector<2xf64>
  return
}

// CHECK-LABEL: func.func @left_alone
// CHECK: vector.scatter %arg0[%c0] [%arg1], %arg2, %arg3 : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32>
// CHECK: vector.gather %arg4[%c0] [%arg5], %arg6, %arg7 : memref<?xf32, strided<[2]>>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
// CHECK: vector.gather %arg8[%c0] [%arg5], %arg6, %arg7 : tensor<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
func.func @left_alone(%b: memref<?xf32>, %idx: vector<2x3xi32>, %mask: vector<2x3xi1>, %v: vector<2x3xf32>,
                      %s: memref<?xf32, strided<[2]>>, %idx1: vector<3xi32>, %mask1: vector<3xi1>, %v1: vector<3xf32>,
                      %t: tensor<?xf32>) -> (vector<3xf32>, vector<3xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %b[%c0][%idx], %mask, %v : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32>
  %0 = vector.gather %s[%c0][%idx1], %mask1, %v1 : memref<?xf32, strided<[2]>>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  %1 = vector.gather %t[%c0][%idx1], %mask1, %v1 : tensor<?xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %0, %1 : vector<3xf32>, vector<3xf32>
}
