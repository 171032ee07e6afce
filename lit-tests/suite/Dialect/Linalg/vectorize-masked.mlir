// -linalg-vectorize=vector-sizes=4,8 (ours; upstream: transform.structured.vectorize with
// vector_sizes [4, 8], whose output on each op here is byte-identical): ops with two loops get the
// canonical vector shape 4x8; dynamic or smaller iteration spaces are read, reduced and written under
// vector.mask with vector.create_mask of the loop sizes (tensor.dim / memref.dim of the first operand
// dim each loop indexes, index constants for static sizes), one mask per projection of the loops,
// masked accesses in bounds. Ops with another loop count take the static path; an op whose static
// size exceeds the vector size, and a convolution, stay.
// RUN: jopt %s -linalg-vectorize=vector-sizes=4,8 | jfilecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @bc(%a: tensor<?xf32>, %s: f32, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : tensor<?xf32>, f32) outs(%o : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %c = arith.constant 1.0 : f32
    %t = arith.addf %m, %c : f32
    linalg.yield %t : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @red(%a: tensor<?x?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%x: f32, %z: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @tr(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @fill(%f: f32, %o: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %r = linalg.fill ins(%f : f32) outs(%o : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
func.func @idx(%o: memref<?x?xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%o : memref<?x?xindex>) {
  ^bb0(%z: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  }
  return
}
func.func @st(%a: tensor<3x5xi32>, %o: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %r = linalg.copy ins(%a : tensor<3x5xi32>) outs(%o : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %r : tensor<3x5xi32>
}
func.func @mo(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>, %p: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%o, %p : tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %n = arith.negf %x : f32
    linalg.yield %n, %x : f32, f32
  } -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @one_loop(%a: tensor<16xf32>, %o: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.copy ins(%a : tensor<16xf32>) outs(%o : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}
func.func @one_loop_dynamic(%a: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.copy ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @too_small(%a: tensor<4x9xf32>, %o: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %r = linalg.copy ins(%a : tensor<4x9xf32>) outs(%o : tensor<4x9xf32>) -> tensor<4x9xf32>
  return %r : tensor<4x9xf32>
}
func.func @pool(%a: tensor<?xf32>, %k: tensor<2xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %k : tensor<?xf32>, tensor<2xf32>) outs(%o : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
// CHECK-DAG: #map = affine_map<(d0) -> (0, d0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @add(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.mask %1 { vector.transfer_read %arg1[%c0_1, %c0_1], %3 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %5 = ub.poison : f32
// CHECK-NEXT: %6 = vector.mask %1 { vector.transfer_read %arg2[%c0_1, %c0_1], %5 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %7 = arith.addf %2, %4 : vector<4x8xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %8 = vector.mask %1 { vector.transfer_write %7, %arg2[%c0_2, %c0_2] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %8 : tensor<?x?xf32>
// CHECK-LABEL: func.func @bc(%arg0: tensor<?xf32>, %arg1: f32, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg2, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim_1 : vector<8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_2], %0 {in_bounds = [true, true], permutation_map = #map} : tensor<?xf32>, vector<4x8xf32> } : vector<8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim, %dim_1 : vector<4x8xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg2[%c0_2, %c0_2], %3 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %6 = vector.broadcast %arg1 : f32 to vector<4x8xf32>
// CHECK-NEXT: %7 = arith.mulf %2, %6 : vector<4x8xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant dense<1.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %8 = arith.addf %7, %cst_3 : vector<4x8xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %9 = vector.mask %4 { vector.transfer_write %8, %arg2[%c0_4, %c0_4] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %9 : tensor<?x?xf32>
// CHECK-LABEL: func.func @red(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim : vector<4xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_1], %3 {in_bounds = [true]} : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %6 = vector.mask %1 { vector.multi_reduction <add>, %2, %5 [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %7 = vector.mask %4 { vector.transfer_write %6, %arg1[%c0_2] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
// CHECK-NEXT: return %7 : tensor<?xf32>
// CHECK-LABEL: func.func @tr(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim_0, %dim : vector<8x4xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true], permutation_map = #map1} : tensor<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_1, %c0_1], %3 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %6 = vector.mask %4 { vector.transfer_write %2, %arg1[%c0_2, %c0_2] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %6 : tensor<?x?xf32>
// CHECK-LABEL: func.func @fill(%arg0: f32, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %c8 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg1[%c0_0, %c0_0], %0 {in_bounds = [true, true]} : tensor<?x8xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<4x8xf32>
// CHECK-NEXT: %4 = vector.mask %1 { vector.transfer_write %3, %arg1[%c0_1, %c0_1] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x8xf32> } : vector<4x8xi1> -> tensor<?x8xf32>
// CHECK-NEXT: return %4 : tensor<?x8xf32>
// CHECK-LABEL: func.func @idx(%arg0: memref<?x?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xindex>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xindex>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : memref<?x?xindex>, vector<4x8xindex> } : vector<4x8xi1> -> vector<4x8xindex>
// CHECK-NEXT: %3 = vector.step : vector<4xindex>
// CHECK-NEXT: %4 = vector.broadcast %3 : vector<4xindex> to vector<8x4xindex>
// CHECK-NEXT: %5 = vector.transpose %4, [1, 0] : vector<8x4xindex> to vector<4x8xindex>
// CHECK-NEXT: %6 = vector.step : vector<8xindex>
// CHECK-NEXT: %7 = vector.broadcast %6 : vector<8xindex> to vector<4x8xindex>
// CHECK-NEXT: %8 = arith.addi %5, %7 : vector<4x8xindex>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: vector.mask %1 { vector.transfer_write %8, %arg0[%c0_2, %c0_2] {in_bounds = [true, true]} : vector<4x8xindex>, memref<?x?xindex> } : vector<4x8xi1>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @st(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.create_mask %c3, %c5 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0, %c0], %0 {in_bounds = [true, true]} : tensor<3x5xi32>, vector<4x8xi32> } : vector<4x8xi1> -> vector<4x8xi32>
// CHECK-NEXT: %3 = ub.poison : i32
// CHECK-NEXT: %4 = vector.mask %1 { vector.transfer_read %arg1[%c0, %c0], %3 {in_bounds = [true, true]} : tensor<3x5xi32>, vector<4x8xi32> } : vector<4x8xi1> -> vector<4x8xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %5 = vector.mask %1 { vector.transfer_write %2, %arg1[%c0_0, %c0_0] {in_bounds = [true, true]} : vector<4x8xi32>, tensor<3x5xi32> } : vector<4x8xi1> -> tensor<3x5xi32>
// CHECK-NEXT: return %5 : tensor<3x5xi32>
// CHECK-LABEL: func.func @mo(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.create_mask %dim, %dim_0 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.mask %1 { vector.transfer_read %arg0[%c0_1, %c0_1], %0 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.create_mask %dim_0, %dim : vector<8x4xi1>
// CHECK-NEXT: %5 = vector.mask %4 { vector.transfer_read %arg1[%c0_1, %c0_1], %3 {in_bounds = [true, true], permutation_map = #map1} : tensor<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %7 = vector.mask %1 { vector.transfer_read %arg2[%c0_1, %c0_1], %6 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT: %8 = arith.negf %2 : vector<4x8xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %9 = vector.mask %4 { vector.transfer_write %8, %arg1[%c0_2, %c0_2] {in_bounds = [true, true], permutation_map = #map1} : vector<4x8xf32>, tensor<?x?xf32> } : vector<8x4xi1> -> tensor<?x?xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %10 = vector.mask %1 { vector.transfer_write %2, %arg2[%c0_3, %c0_3] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32> } : vector<4x8xi1> -> tensor<?x?xf32>
// CHECK-NEXT: return %9, %10 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-LABEL: func.func @one_loop(
// CHECK: vector.transfer_read %arg0[%c0], %0 : tensor<16xf32>, vector<16xf32>
// CHECK-LABEL: func.func @one_loop_dynamic(
// CHECK-NEXT: linalg.copy
// CHECK-LABEL: func.func @too_small(
// CHECK-NEXT: linalg.copy
// CHECK-LABEL: func.func @pool(
// CHECK-NEXT: linalg.generic
