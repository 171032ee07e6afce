// -linalg-vectorize=vector-sizes=8,16,4 on three-loop reductions (a dynamic matmul on memrefs, a
// linalg.reduce over a dynamic and a static dim): masked reads of each operand in its projection of
// the loops, the multiply, a vector.multi_reduction masked with the whole iteration space, a masked
// write (no result on memrefs). Byte-identical with transform.structured.vectorize vector_sizes [8, 16, 4].
// RUN: jopt %s -linalg-vectorize=vector-sizes=8,16,4 | jfilecheck %s

func.func @mm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
func.func @red3(%a: memref<?x5x?xf32>, %o: memref<?xf32>) {
  linalg.reduce ins(%a : memref<?x5x?xf32>) outs(%o : memref<?xf32>) dimensions = [1, 2]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return
}
// CHECK-DAG: #map = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-LABEL: func.func @mm(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1_1 : memref<?x?xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_2 : vector<8x4xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_3, %c0_3], %0 {in_bounds = [true, true, true], permutation_map = #map} : memref<?x?xf32>, vector<8x16x4xf32> } : vector<8x4xi1> -> vector<8x16x4xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim_2, %dim_0 : vector<4x16xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_3, %c0_3], %3 {in_bounds = [true, true, true], permutation_map = #map1} : memref<?x?xf32>, vector<8x16x4xf32> } : vector<4x16xi1> -> vector<8x16x4xf32>
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %7 = vector.create_mask %dim, %dim_0 : vector<8x16xi1>
// CHECK-NEXT: %8 = vector.mask %7 { vector.transfer_read %arg2[%c0_3, %c0_3], %6 {in_bounds = [true, true]} : memref<?x?xf32>, vector<8x16xf32> } : vector<8x16xi1> -> vector<8x16xf32>
// CHECK-NEXT: %9 = arith.mulf %2, %5 : vector<8x16x4xf32>
// CHECK-NEXT: %10 = vector.create_mask %dim, %dim_0, %dim_2 : vector<8x16x4xi1>
// CHECK-NEXT: %11 = vector.mask %10 { vector.multi_reduction <add>, %9, %8 [2] : vector<8x16x4xf32> to vector<8x16xf32> } : vector<8x16x4xi1> -> vector<8x16xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: vector.mask %7 { vector.transfer_write %11, %arg2[%c0_4, %c0_4] {in_bounds = [true, true]} : vector<8x16xf32>, memref<?x?xf32> } : vector<8x16xi1>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @red3(%arg0: memref<?x5x?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x5x?xf32>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x5x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %c5, %dim_0 : vector<8x16x4xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1, %c0_1], %0 {in_bounds = [true, true, true]} : memref<?x5x?xf32>, vector<8x16x4xf32> } : vector<8x16x4xi1> -> vector<8x16x4xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim : vector<8xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_1], %3 {in_bounds = [true]} : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %6 = vector.mask %1 { vector.multi_reduction <add>, %2, %5 [1, 2] : vector<8x16x4xf32> to vector<8xf32> } : vector<8x16x4xi1> -> vector<8xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: vector.mask %4 { vector.transfer_write %6, %arg1[%c0_2] {in_bounds = [true]} : vector<8xf32>, memref<?xf32> } : vector<8xi1>
// CHECK-NEXT: return
