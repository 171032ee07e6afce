// -linalg-vectorize (ours; MLIR vectorizes through transform.structured.vectorize, whose output on
// each vectorizable op here is byte-identical): element-wise generics, broadcast inputs and scalars,
// constants broadcast as splats, reductions to vectors and to a 0-d tensor, matmul/matvec as a
// multiply + vector.multi_reduction, fill, copy, transpose, broadcast, map, reduce, linalg.index
// (vector.step, broadcast and transposed for an outer loop); a dynamic shape stays unvectorized.
// RUN: jopt %s -linalg-vectorize | jfilecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @red(%a: tensor<4x8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @mm(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
func.func @bc(%a: tensor<8xf32>, %s: f32, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : tensor<8xf32>, f32) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %t = math.tanh %m : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @fill(%f: f32, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.fill ins(%f : f32) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @copy(%a: memref<8xi32>, %o: memref<8xi32>) {
  linalg.copy ins(%a : memref<8xi32>) outs(%o : memref<8xi32>)
  return
}
func.func @tr(%a: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) permutation = [1, 0]
  return %r : tensor<8x4xf32>
}
func.func @bcast(%a: tensor<8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.broadcast ins(%a : tensor<8xf32>) outs(%o : tensor<4x8xf32>) dimensions = [0]
  return %r : tensor<4x8xf32>
}
func.func @map(%a: tensor<16xf32>, %b: tensor<16xf32>, %o: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.map { arith.maximumf } ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%o : tensor<16xf32>)
  return %r : tensor<16xf32>
}
func.func @reduce(%a: tensor<4x8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  %r = linalg.reduce { arith.maxsi } ins(%a : tensor<4x8xi32>) outs(%o : tensor<8xi32>) dimensions = [0]
  return %r : tensor<8xi32>
}
func.func @full(%a: tensor<4x8xf32>, %o: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%o : tensor<f32>) dimensions = [0, 1]
  return %r : tensor<f32>
}
func.func @mmt(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @cst(%a: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%x: f32, %z: f32):
    %c = arith.constant 2.0 : f32
    %m = arith.mulf %x, %c : f32
    %e = arith.cmpf ogt, %m, %c : f32
    %s = arith.select %e, %m, %c : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
func.func @mv(%a: memref<4x8xf32>, %x: memref<8xf32>, %y: memref<4xf32>) {
  linalg.matvec ins(%a, %x : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
  return
}
// Not vectorized (stays as it is): a dynamic shape.
func.func @dyn(%a: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.copy ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @idx(%o: tensor<4x8xindex>) -> tensor<4x8xindex> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%o : tensor<4x8xindex>) {
  ^bb0(%z: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<4x8xindex>
  return %r : tensor<4x8xindex>
}
func.func @idx3(%o: memref<2x3x4xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%o : memref<2x3x4xi32>) {
  ^bb0(%z: i32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK: #map2 = affine_map<(d0) -> (0, d0)>
// CHECK: #map3 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @add(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %6 = arith.addf %1, %3 : vector<4x8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg2[%c0_0, %c0_0] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: return %7 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : tensor<4xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.multi_reduction <add>, %1, %3 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %5 = vector.transfer_write %4, %arg1[%c0_0] : vector<4xf32>, tensor<4xf32>
// CHECK-NEXT: return %5 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map} : memref<4x8xf32>, vector<4x16x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map1} : memref<8x16xf32>, vector<4x16x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 : memref<4x16xf32>, vector<4x16xf32>
// CHECK-NEXT: %6 = arith.mulf %1, %3 : vector<4x16x8xf32>
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [2] : vector<4x16x8xf32> to vector<4x16xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %7, %arg2[%c0_0, %c0_0] : vector<4x16xf32>, memref<4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc(%arg0: tensor<8xf32>, %arg1: f32, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 {permutation_map = #map2} : tensor<8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg2[%c0, %c0], %2 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg1 : f32 to vector<4x8xf32>
// CHECK-NEXT: %5 = arith.mulf %1, %4 : vector<4x8xf32>
// CHECK-NEXT: %6 = math.tanh %5 : vector<4x8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg2[%c0_0, %c0_0] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: return %7 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill(%arg0: f32, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %0 : tensor<4x4xf32>, vector<4x4xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<4x4xf32>
// CHECK-NEXT: %3 = vector.transfer_write %2, %arg1[%c0_1, %c0_1] : vector<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: return %3 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<8xi32>, %arg1: memref<8xi32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : memref<8xi32>, vector<8xi32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : memref<8xi32>, vector<8xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %1, %arg1[%c0_0] : vector<8xi32>, memref<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map3} : tensor<4x8xf32>, vector<8x4xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 : tensor<8x4xf32>, vector<8x4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %4 = vector.transfer_write %1, %arg1[%c0_0, %c0_0] : vector<8x4xf32>, tensor<8x4xf32>
// CHECK-NEXT: return %4 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 {permutation_map = #map2} : tensor<8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %4 = vector.transfer_write %1, %arg1[%c0_0, %c0_0] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: return %4 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : tensor<16xf32>, vector<16xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : tensor<16xf32>, vector<16xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0], %4 : tensor<16xf32>, vector<16xf32>
// CHECK-NEXT: %6 = arith.maximumf %1, %3 : vector<16xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg2[%c0_0] : vector<16xf32>, tensor<16xf32>
// CHECK-NEXT: return %7 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce(%arg0: tensor<4x8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xi32>, vector<4x8xi32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : tensor<8xi32>, vector<8xi32>
// CHECK-NEXT: %4 = vector.multi_reduction <maxsi>, %1, %3 [0] : vector<4x8xi32> to vector<8xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %5 = vector.transfer_write %4, %arg1[%c0_0] : vector<8xi32>, tensor<8xi32>
// CHECK-NEXT: return %5 : tensor<8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @full(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[], %2 : tensor<f32>, vector<f32>
// CHECK-NEXT: %4 = vector.extract %3[] : f32 from vector<f32>
// CHECK-NEXT: %5 = vector.multi_reduction <add>, %1, %4 [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %6 = vector.broadcast %5 : f32 to vector<f32>
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg1[] : vector<f32>, tensor<f32>
// CHECK-NEXT: return %7 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map} : tensor<4x8xf32>, vector<4x4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map1} : tensor<8x4xf32>, vector<4x4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 : tensor<4x4xf32>, vector<4x4xf32>
// CHECK-NEXT: %6 = arith.mulf %1, %3 : vector<4x4x8xf32>
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [2] : vector<4x4x8xf32> to vector<4x4xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %8 = vector.transfer_write %7, %arg2[%c0_1, %c0_1] : vector<4x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: return %8 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cst(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map3} : tensor<8x4xf32>, vector<4x8xf32>
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %cst_0 : vector<4x8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %5 = arith.cmpf ogt, %4, %cst_1 : vector<4x8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %6 = arith.select %5, %4, %cst_2 : vector<4x8xi1>, vector<4x8xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.transfer_write %6, %arg1[%c0_3, %c0_3] {permutation_map = #map3} : vector<4x8xf32>, tensor<8x4xf32>
// CHECK-NEXT: return %7 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mv(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 {permutation_map = #map2} : memref<8xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0], %4 : memref<4xf32>, vector<4xf32>
// CHECK-NEXT: %6 = arith.mulf %1, %3 : vector<4x8xf32>
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %7, %arg2[%c0_0] : vector<4xf32>, memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx(%arg0: tensor<4x8xindex>) -> tensor<4x8xindex> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xindex>, vector<4x8xindex>
// CHECK-NEXT: %2 = vector.step : vector<4xindex>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<4xindex> to vector<8x4xindex>
// CHECK-NEXT: %4 = vector.transpose %3, [1, 0] : vector<8x4xindex> to vector<4x8xindex>
// CHECK-NEXT: %5 = vector.step : vector<8xindex>
// CHECK-NEXT: %6 = vector.broadcast %5 : vector<8xindex> to vector<4x8xindex>
// CHECK-NEXT: %7 = arith.addi %4, %6 : vector<4x8xindex>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %8 = vector.transfer_write %7, %arg0[%c0_0, %c0_0] : vector<4x8xindex>, tensor<4x8xindex>
// CHECK-NEXT: return %8 : tensor<4x8xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx3(%arg0: memref<2x3x4xi32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0, %c0], %0 : memref<2x3x4xi32>, vector<2x3x4xi32>
// CHECK-NEXT: %2 = vector.step : vector<3xindex>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<3xindex> to vector<2x4x3xindex>
// CHECK-NEXT: %4 = vector.transpose %3, [0, 2, 1] : vector<2x4x3xindex> to vector<2x3x4xindex>
// CHECK-NEXT: %5 = arith.index_cast %4 : vector<2x3x4xindex> to vector<2x3x4xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %5, %arg0[%c0_0, %c0_0, %c0_0] : vector<2x3x4xi32>, memref<2x3x4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
