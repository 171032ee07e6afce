// -canonicalize around linalg ops: casts that only lose static sizes fold into their linalg consumers
// (results cast back), casts of a linalg result to a more static type move onto its init, sizes one operand
// gives statically through a loop become static on the others (InferStaticShapeOfOperands); fills fold
// through copies, transposes, concats, (dynamic) pads and pads inserted into a fill of the same value.
// RUN: jopt %s -split-input-file -canonicalize=test-convergence | jfilecheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_cast(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.cast %b : tensor<4x8xf32> to tensor<?x?xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<?x?xf32>) outs(%1 : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @producer_cast(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @infer(%a: tensor<4x?xf32>, %b: tensor<?x8xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x?xf32>, tensor<?x8xf32>) outs(%c : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @infer(%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast, %cast_0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%cast_1 : tensor<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_3 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_2 : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @consumer_cast(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<4x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @consumer_cast(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%cast_0, %cast_1 : tensor<4x?xf32>, tensor<?x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }

// -----

func.func @matmul_cast(%a: tensor<4x?xf32>, %b: tensor<?x8xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = linalg.matmul ins(%0, %b : tensor<?x?xf32>, tensor<?x8xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @matmul_cast(%arg0: tensor<4x?xf32>, %arg1: tensor<?x8xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x?xf32>, tensor<?x8xf32>) outs(%cast : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @fill_cast(%a: tensor<?x?xf32>, %f: f32) -> tensor<2x3xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @fill_cast(%arg0: tensor<?x?xf32>, %arg1: f32) -> tensor<2x3xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: return %0 : tensor<2x3xf32>
// CHECK-NEXT: }

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @multi(%a: tensor<?x?xf32>, %b: tensor<8xf32>, %c: tensor<?x?xf32>, %d: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %2:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x?xf32>, tensor<8xf32>) outs(%c, %d : tensor<?x?xf32>, tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %w: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s, %s : f32, f32
  } -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return %2#0, %2#1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @multi(%arg0: tensor<?x?xf32>, %arg1: tensor<8xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg3 : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast, %arg1 : tensor<?x8xf32>, tensor<8xf32>) outs(%cast_0, %cast_1 : tensor<?x8xf32>, tensor<?x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_4: f32, %out: f32, %out_5: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_4 : f32
// CHECK-NEXT: linalg.yield %1, %1 : f32, f32
// CHECK-NEXT: } -> (tensor<?x8xf32>, tensor<?x8xf32>)
// CHECK-NEXT: %cast_2 = tensor.cast %0#0 : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_3 = tensor.cast %0#1 : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_2, %cast_3 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }

// -----

func.func @memref_cast(%a: memref<4x8xf32>, %b: memref<?x?xf32>) {
  %0 = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  linalg.copy ins(%0 : memref<?x?xf32>) outs(%b : memref<?x?xf32>)
  return
}

// CHECK-LABEL: func.func @memref_cast(%arg0: memref<4x8xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<?x?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @copy_of_fill(%t: tensor<4x8xf32>, %o: tensor<4x8xf32>, %f: f32) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @copy_of_fill(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: f32) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }

// -----

func.func @copy_into_fill(%t: tensor<4x8xf32>, %i: tensor<4x8xf32>, %f: f32) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%i : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @copy_into_fill(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: f32) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.copy ins(%arg1 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }

// -----

func.func @transpose_of_fill(%t: tensor<4x8xi32>, %o: tensor<8x4xi32>) -> tensor<8x4xi32> {
  %c = arith.constant 7 : i32
  %0 = linalg.fill ins(%c : i32) outs(%t : tensor<4x8xi32>) -> tensor<4x8xi32>
  %1 = linalg.transpose ins(%0 : tensor<4x8xi32>) outs(%o : tensor<8x4xi32>) permutation = [1, 0]
  return %1 : tensor<8x4xi32>
}

// CHECK-LABEL: func.func @transpose_of_fill(%arg0: tensor<4x8xi32>, %arg1: tensor<8x4xi32>) -> tensor<8x4xi32> {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = linalg.fill ins(%c7_i32 : i32) outs(%arg1 : tensor<8x4xi32>) -> tensor<8x4xi32>
// CHECK-NEXT: return %0 : tensor<8x4xi32>
// CHECK-NEXT: }

// -----

func.func @concat_of_fills(%a: tensor<2x8xf32>, %b: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c = arith.constant 1.0 : f32
  %d = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%c : f32) outs(%a : tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = linalg.fill ins(%d : f32) outs(%b : tensor<?x8xf32>) -> tensor<?x8xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %2 : tensor<?x8xf32>
}

// CHECK-LABEL: func.func @concat_of_fills(%arg0: tensor<2x8xf32>, %arg1: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%concat : tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: return %0 : tensor<?x8xf32>
// CHECK-NEXT: }

// -----

func.func @concat_of_different_fills(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>, %x: f32, %y: f32) -> tensor<5x8xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%a : tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = linalg.fill ins(%y : f32) outs(%b : tensor<3x8xf32>) -> tensor<3x8xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
  return %2 : tensor<5x8xf32>
}

// CHECK-LABEL: func.func @concat_of_different_fills(%arg0: tensor<2x8xf32>, %arg1: tensor<3x8xf32>, %arg2: f32, %arg3: f32) -> tensor<5x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg3 : f32) outs(%arg1 : tensor<3x8xf32>) -> tensor<3x8xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %0, %1 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
// CHECK-NEXT: return %concat : tensor<5x8xf32>
// CHECK-NEXT: }

// -----

func.func @pad_dynamic_source(%t: tensor<?x5xf32>, %l: index) -> tensor<?x9xf32> {
  %f = arith.constant 2.0 : f32
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?x5xf32>) -> tensor<?x5xf32>
  %1 = tensor.pad %0 low[%l, 1] high[3, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x5xf32> to tensor<?x9xf32>
  return %1 : tensor<?x9xf32>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 + 3)>
// CHECK-LABEL: func.func @pad_dynamic_source(%arg0: tensor<?x5xf32>, %arg1: index) -> tensor<?x9xf32> {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x5xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1]
// CHECK-NEXT: %1 = tensor.empty(%0) : tensor<?x9xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?x9xf32>) -> tensor<?x9xf32>
// CHECK-NEXT: return %2 : tensor<?x9xf32>
// CHECK-NEXT: }

// -----

func.func @insert_pad_strided(%input: tensor<4x?xf32>, %h: index) -> tensor<16x16xf32> {
  %f0 = arith.constant 0.0 : f32
  %pad = tensor.pad %input low[2, 1] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f0 : f32
  } : tensor<4x?xf32> to tensor<8x8xf32>
  %empty = tensor.empty() : tensor<16x16xf32>
  %fill = linalg.fill ins(%f0 : f32) outs(%empty : tensor<16x16xf32>) -> tensor<16x16xf32>
  %0 = tensor.insert_slice %pad into %fill[4, 3] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// CHECK-LABEL: func.func @insert_pad_strided(%arg0: tensor<4x?xf32>, %arg1: index) -> tensor<16x16xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %1[6, 4] [4, %dim] [1, 1] : tensor<4x?xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<16x16xf32>
// CHECK-NEXT: }

// -----

// A transpose of a broadcast becomes a broadcast of a transpose, also with dynamic sizes (the transposed
// input's empty init takes tensor.dim of the input).
// CHECK-LABEL: func.func @swap_dynamic
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim_0, %dim) : tensor<?x?xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%transposed : tensor<?x?xf32>) outs(%arg2 : tensor<?x3x?xf32>) dimensions = [1]
// CHECK-NEXT: return %broadcasted
func.func @swap_dynamic(%x: tensor<?x?xf32>, %b: tensor<?x3x?xf32>, %t: tensor<?x3x?xf32>) -> tensor<?x3x?xf32> {
  %0 = linalg.broadcast ins(%x : tensor<?x?xf32>) outs(%b : tensor<?x3x?xf32>) dimensions = [1]
  %1 = linalg.transpose ins(%0 : tensor<?x3x?xf32>) outs(%t : tensor<?x3x?xf32>) permutation = [2, 1, 0]
  return %1 : tensor<?x3x?xf32>
}
