// -linalg-fold-unit-extent-dims: loops of a linalg.generic that only index unit dims go; operands lose
// those dims through collapse_shape and results come back through expand_shape (output_shape from the
// reified sizes). Unit dims of tensor.pad (not padded), extract_slice/insert_slice results and sources,
// parallel_insert_slice sources shrink too; fills and empties fold through the reshapes. Outputs read in
// an all-parallel body become inputs. Strided memref operands and named ops are left alone.
// RUN: jopt %s -split-input-file -linalg-fold-unit-extent-dims | jfilecheck %s

func.func @f1(%a : tensor<?x1x?xf32>, %s : f32, %o: tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> ()>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>],
    iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"], library_call = "foo"}
     ins(%a, %s : tensor<?x1x?xf32>, f32) outs(%o : tensor<?x1x?x1x?xf32>) {
       ^bb0(%x : f32, %y : f32, %z : f32) :
         linalg.yield %y : f32
       } -> tensor<?x1x?x1x?xf32>
  return %0 : tensor<?x1x?x1x?xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> ()>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @f1(%arg0: tensor<?x1x?xf32>, %arg1: f32, %arg2: tensor<?x1x?x1x?xf32>) -> tensor<?x1x?x1x?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2, 3], [4]] : tensor<?x1x?x1x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %arg1 : tensor<?x?xf32>, f32) outs(%collapsed_0 : tensor<?x?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_3 : f32
// CHECK-NEXT: } -> tensor<?x?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg2, %c2 : tensor<?x1x?x1x?xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c2 : tensor<?x1x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2, 3], [4]] output_shape [%dim, 1, %dim_1, 1, %dim_2] : tensor<?x?x?xf32> into tensor<?x1x?x1x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x1x?x1x?xf32>
// CHECK-NEXT: }

// -----

func.func @f2(%input: tensor<1x1000xf32>) -> tensor<1xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<1xf32>) -> tensor<1xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
    ins(%input : tensor<1x1000xf32>) outs(%fill : tensor<1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  return %add : tensor<1xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: #map1 = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @f2(%arg0: tensor<1x1000xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x1000xf32> into tensor<1000xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%collapsed : tensor<1000xf32>) outs(%1 : tensor<f32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK-NEXT: return %expanded : tensor<1xf32>
// CHECK-NEXT: }

// -----

func.func @f3(%arg0: tensor<1x?x1x1xf32>) -> tensor<1x1xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %1 = tensor.empty() : tensor<1x1xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0 : tensor<1x?x1x1xf32>) outs(%2 : tensor<1x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %4 = arith.addf %a, %b : f32
    linalg.yield %4 : f32
  } -> tensor<1x1xf32>
  return %3 : tensor<1x1xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @f3(%arg0: tensor<1x?x1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<1x?x1x1xf32> into tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<1xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<1xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%collapsed, %1 : tensor<?xf32>, tensor<1xf32>) outs(%2 : tensor<1xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<1xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %3 {{\[\[}}0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1xf32>
// CHECK-NEXT: }

// -----

func.func @f4(%arg0 : memref<?x1x?xf32>, %arg1 : f32, %shape: memref<?x1x?x1x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> ()>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>],
    iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%arg0, %arg1 : memref<?x1x?xf32>, f32) outs(%shape : memref<?x1x?x1x?xf32>) {
       ^bb0(%x : f32, %y : f32, %z : f32) :
         linalg.yield %y : f32
       }
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> ()>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @f4(%arg0: memref<?x1x?xf32>, %arg1: f32, %arg2: memref<?x1x?x1x?xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x1x?xf32> into memref<?x?xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2, 3], [4]] : memref<?x1x?x1x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapse_shape, %arg1 : memref<?x?xf32>, f32) outs(%collapse_shape_0 : memref<?x?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @f5(%arg0: tensor<1x3xf32>, %arg1: tensor<1x1xf32>) -> (tensor<1x1xf32>, tensor<1x3xf32>) {
  %0 = tensor.extract_slice %arg0[0, 2] [1, 1] [1, 1] : tensor<1x3xf32> to tensor<1x1xf32>
  %1 = tensor.insert_slice %arg1 into %arg0[0, 2] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<1x3xf32>
  return %0, %1 : tensor<1x1xf32>, tensor<1x3xf32>
}

// CHECK-LABEL: func.func @f5(%arg0: tensor<1x3xf32>, %arg1: tensor<1x1xf32>) -> (tensor<1x1xf32>, tensor<1x3xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 2] [1, 1] [1, 1] : tensor<1x3xf32> to tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %collapsed into %arg0[0, 2] [1, 1] [1, 1] : tensor<f32> into tensor<1x3xf32>
// CHECK-NEXT: return %expanded, %inserted_slice : tensor<1x1xf32>, tensor<1x3xf32>
// CHECK-NEXT: }

// -----

func.func @pad1(%arg0: tensor<1x1x3x1x1xf32>) -> tensor<1x2x3x1x3xf32> {
  %c0 = arith.constant 0 : index
  %cst0 = arith.constant 0.0 : f32
  %0 = tensor.pad %arg0 low[0, 1, 0, %c0, 0] high[0, 0, 0, %c0, 2] {
    ^bb0(%a: index, %b: index, %c: index, %d: index, %e: index):
      tensor.yield %cst0 : f32
  } : tensor<1x1x3x1x1xf32> to tensor<1x2x3x1x3xf32>
  return %0 : tensor<1x2x3x1x3xf32>
}

// CHECK-LABEL: func.func @pad1(%arg0: tensor<1x1x3x1x1xf32>) -> tensor<1x2x3x1x3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3], [4]] : tensor<1x1x3x1x1xf32> into tensor<1x3x1xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[1, 0, 0] high[0, 0, 2] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<1x3x1xf32> to tensor<2x3x3xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1], [2, 3], [4]] output_shape [1, 2, 3, 1, 3] : tensor<2x3x3xf32> into tensor<1x2x3x1x3xf32>
// CHECK-NEXT: return %expanded : tensor<1x2x3x1x3xf32>
// CHECK-NEXT: }

// -----

func.func @pad2(%arg0: tensor<1x?xf32>) -> tensor<1x?xf32> {
  %cst0 = arith.constant 0.0 : f32
  %0 = tensor.pad %arg0 low[0, 3] high[0, 4] {
    ^bb0(%a: index, %b: index):
      tensor.yield %cst0 : f32
  } : tensor<1x?xf32> to tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 7)>
// CHECK-LABEL: func.func @pad2(%arg0: tensor<1x?xf32>) -> tensor<1x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x?xf32> into tensor<?xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[3] high[4] {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<1x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1]] output_shape [1, %0] : tensor<?xf32> into tensor<1x?xf32>
// CHECK-NEXT: return %expanded : tensor<1x?xf32>
// CHECK-NEXT: }

// -----

func.func @pad3(%arg0: tensor<1x1x3x1x1xf32>, %pad: f32) -> tensor<1x2x3x1x3xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %arg0 low[0, 1, 0, %c0, 0] high[0, 0, 0, %c0, 2] {
    ^bb0(%a: index, %b: index, %c: index, %d: index, %e: index):
      %0 = arith.index_cast %c : index to i64
      %1 = arith.sitofp %0 : i64 to f32
      %add = arith.addf %pad, %1 : f32
      tensor.yield %add : f32
  } : tensor<1x1x3x1x1xf32> to tensor<1x2x3x1x3xf32>
  return %0 : tensor<1x2x3x1x3xf32>
}

// CHECK-LABEL: func.func @pad3(%arg0: tensor<1x1x3x1x1xf32>, %arg1: f32) -> tensor<1x2x3x1x3xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 1, 0, %c0, 0] high[0, 0, 0, %c0, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index):
// CHECK-NEXT: %0 = arith.index_cast %arg4 : index to i64
// CHECK-NEXT: %1 = arith.sitofp %0 : i64 to f32
// CHECK-NEXT: %2 = arith.addf %arg1, %1 : f32
// CHECK-NEXT: tensor.yield %2 : f32
// CHECK-NEXT: } : tensor<1x1x3x1x1xf32> to tensor<1x2x3x1x3xf32>
// CHECK-NEXT: return %padded : tensor<1x2x3x1x3xf32>
// CHECK-NEXT: }

// -----

func.func @par() -> tensor<4x2xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x2xf32>
  %res = scf.forall (%i, %j) in (%c4, %c2) shared_outs(%o = %0) -> (tensor<4x2xf32>) {
    %1 = tensor.empty() : tensor<1x1xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1xf32>) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %2 into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x2xf32>
    }
  }
  return %res: tensor<4x2xf32>
}

// CHECK-LABEL: func.func @par() -> tensor<4x2xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x2xf32>
// CHECK-NEXT: %1 = scf.forall (%arg0, %arg1) in (%c4, %c2) shared_outs(%arg2 = %0) -> (tensor<4x2xf32>) {
// CHECK-NEXT: %2 = tensor.empty() : tensor<f32>
// CHECK-NEXT: %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %3 into %arg2[%arg0, %arg1] [1, 1] [1, 1] : tensor<f32> into tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<4x2xf32>
// CHECK-NEXT: }

// -----

func.func @fs(%arg0 : tensor<1x?x?x1x?x1x1xf32>, %arg1 : tensor<1x?x?x?x?x1x1xf32>, %a : index, %b : index, %c : index, %d : index, %e : index, %f : index) -> (tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>) {
  %0 = tensor.extract_slice %arg0[0, %a, %b, 0, %c, 0, 0] [1, %d, %e, 1, %f, 1, 1] [1, 1, 1, 1, 1, 1, 1] : tensor<1x?x?x1x?x1x1xf32> to tensor<1x?x?x1x?x1x1xf32>
  %1 = tensor.extract_slice %arg1[%a, 0, %b, 0, 0, %c, 0] [1, %d, %e, 1, %f, 1, 1] [1, 1, 1, 1, 1, 1, 1] : tensor<1x?x?x?x?x1x1xf32> to tensor<1x?x?x1x?x1x1xf32>
  return %0, %1 : tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>
}

// CHECK-LABEL: func.func @fs(%arg0: tensor<1x?x?x1x?x1x1xf32>, %arg1: tensor<1x?x?x?x?x1x1xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) -> (tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2, %arg3, 0, %arg4, 0, 0] [1, %arg5, %arg6, 1, %arg7, 1, 1] [1, 1, 1, 1, 1, 1, 1] : tensor<1x?x?x1x?x1x1xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1], [2], [3, 4, 5, 6]] output_shape [1, %arg5, %arg6, 1, %arg7, 1, 1] : tensor<?x?x?xf32> into tensor<1x?x?x1x?x1x1xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 0, %arg3, 0, 0, %arg4, 0] [1, %arg5, %arg6, 1, %arg7, 1, 1] [1, 1, 1, 1, 1, 1, 1] : tensor<1x?x?x?x?x1x1xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %extracted_slice_0 {{\[\[}}0, 1], [2], [3, 4, 5, 6]] output_shape [1, %arg5, %arg6, 1, %arg7, 1, 1] : tensor<?x?x?xf32> into tensor<1x?x?x1x?x1x1xf32>
// CHECK-NEXT: return %expanded, %expanded_1 : tensor<1x?x?x1x?x1x1xf32>, tensor<1x?x?x1x?x1x1xf32>
// CHECK-NEXT: }

// -----

func.func @idx(%arg0 : tensor<?x1x?xi32>, %shape: tensor<?x1x?x1x?xi32>) -> tensor<?x1x?x1x?xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%arg0 : tensor<?x1x?xi32>) outs(%shape: tensor<?x1x?x1x?xi32>) {
       ^bb0(%arg6 : i32, %arg7 : i32) :
         %idx0 = linalg.index 0 : index
         %idx1 = linalg.index 1 : index
         %idx2 = linalg.index 2 : index
         %idx3 = linalg.index 3 : index
         %idx4 = linalg.index 4 : index
         %1 = arith.addi %idx0, %idx1 : index
         %2 = arith.subi %1, %idx2 : index
         %3 = arith.subi %2, %idx3 : index
         %4 = arith.addi %3, %idx4 : index
         %5 = arith.index_cast %4 : index to i32
         %6 = arith.addi %5, %arg6 : i32
         linalg.yield %6 : i32
       } -> tensor<?x1x?x1x?xi32>
  return %0 : tensor<?x1x?x1x?xi32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @idx(%arg0: tensor<?x1x?xi32>, %arg1: tensor<?x1x?x1x?xi32>) -> tensor<?x1x?x1x?xi32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x1x?xi32> into tensor<?x?xi32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2, 3], [4]] : tensor<?x1x?x1x?xi32> into tensor<?x?x?xi32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<?x?xi32>) outs(%collapsed_0 : tensor<?x?x?xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = linalg.index 2 : index
// CHECK-NEXT: %4 = arith.addi %1, %2 : index
// CHECK-NEXT: %5 = arith.addi %4, %3 : index
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i32
// CHECK-NEXT: %7 = arith.addi %6, %in : i32
// CHECK-NEXT: linalg.yield %7 : i32
// CHECK-NEXT: } -> tensor<?x?x?xi32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x1x?xi32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c2 : tensor<?x1x?x1x?xi32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c2 : tensor<?x1x?xi32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2, 3], [4]] output_shape [%dim, 1, %dim_1, 1, %dim_2] : tensor<?x?x?xi32> into tensor<?x1x?x1x?xi32>
// CHECK-NEXT: return %expanded : tensor<?x1x?x1x?xi32>
// CHECK-NEXT: }

// -----

func.func @all(%arg0 : tensor<1x1xi32>) -> tensor<1x1xi32>{
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
     ins(%arg0 : tensor<1x1xi32>) outs(%arg0 : tensor<1x1xi32>) {
       ^bb0(%arg3: i32, %arg4: i32) :
         %idx0 = linalg.index 0 : index
         %idx1 = linalg.index 1 : index
         %1 = arith.addi %idx0, %idx1 : index
         %2 = arith.index_cast %1 : index to i32
         %3 = arith.addi %2, %arg3 : i32
         linalg.yield %3 : i32
       } -> tensor<1x1xi32>
  return %0 : tensor<1x1xi32>
}

// CHECK: #map = affine_map<() -> ()>
// CHECK-LABEL: func.func @all(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xi32> into tensor<i32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 [] : tensor<1x1xi32> into tensor<i32>
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%collapsed : tensor<i32>) outs(%collapsed_0 : tensor<i32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32):
// CHECK-NEXT: linalg.yield %in : i32
// CHECK-NEXT: } -> tensor<i32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
// CHECK-NEXT: return %expanded : tensor<1x1xi32>
// CHECK-NEXT: }

// -----

func.func @bc(%arg0 : tensor<5xf32>, %arg1 : tensor<5xf32>, %shape : tensor<5x5xf32>) -> tensor<5x5xf32> {
  %0 = tensor.expand_shape %arg0 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
  %1 = tensor.expand_shape %arg1 [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
     ins(%0, %1 : tensor<1x5xf32>, tensor<5x1xf32>) outs(%shape : tensor<5x5xf32>) {
       ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
         %3 = arith.addf %arg3, %arg4 : f32
         linalg.yield %3 : f32
       } -> tensor<5x5xf32>
  return %2 : tensor<5x5xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @bc(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5x5xf32>) -> tensor<5x5xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<5xf32>) outs(%arg2 : tensor<5x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: } -> tensor<5x5xf32>
// CHECK-NEXT: return %0 : tensor<5x5xf32>
// CHECK-NEXT: }

// -----

func.func @rs(%arg0 : tensor<5xf32>) -> tensor<2x5xf32> {
  %1 = tensor.empty() : tensor<1x2x5xf32>
  %2 = linalg.generic {i64, indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%arg0 : tensor<5xf32>) outs(%1 : tensor<1x2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<1x2x5xf32>
  %3 = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<1x2x5xf32> into tensor<2x5xf32>
  return %3 : tensor<2x5xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @rs(%arg0: tensor<5xf32>) -> tensor<2x5xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x5xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<5xf32>) outs(%0 : tensor<2x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<2x5xf32>
// CHECK-NEXT: return %1 : tensor<2x5xf32>
// CHECK-NEXT: }

// -----

func.func @red(%arg0: tensor<1x?x1x?xf32>) -> tensor<1x?xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %c3 = arith.constant 3 : index
  %0 = tensor.dim %arg0, %c3 : tensor<1x?x1x?xf32>
  %1 = tensor.empty(%0) : tensor<1x?xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x?xf32>) -> tensor<1x?xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%arg0 : tensor<1x?x1x?xf32>) outs(%2 : tensor<1x?xf32>) {
  ^bb0(%arg1: f32, %arg2: f32):
    %4 = arith.addf %arg1, %arg2 : f32
    linalg.yield %4 : f32
  } -> tensor<1x?xf32>
  return %3 : tensor<1x?xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @red(%arg0: tensor<1x?x1x?xf32>) -> tensor<1x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c3 : tensor<1x?x1x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2], [3]] : tensor<1x?x1x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<1x?x1x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1]] output_shape [1, %dim_0] : tensor<?xf32> into tensor<1x?xf32>
// CHECK-NEXT: return %expanded : tensor<1x?xf32>
// CHECK-NEXT: }

// -----

func.func @redi(%arg0: tensor<?x1x?x1xf32>) -> tensor<?x1xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2 : index
  %0 = tensor.dim %arg0, %c2 : tensor<?x1x?x1xf32>
  %1 = tensor.empty(%0) : tensor<?x1xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
    ins(%arg0 : tensor<?x1x?x1xf32>) outs(%2 : tensor<?x1xf32>) {
  ^bb0(%arg1: f32, %arg2: f32):
    %4 = arith.addf %arg1, %arg2 : f32
    linalg.yield %4 : f32
  } -> tensor<?x1xf32>
  return %3 : tensor<?x1xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @redi(%arg0: tensor<?x1x?x1xf32>) -> tensor<?x1xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c2 : tensor<?x1x?x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<?x1x?x1xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<?x?xf32>) outs(%1 : tensor<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x1x?x1xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %2 {{\[\[}}0, 1]] output_shape [%dim_0, 1] : tensor<?xf32> into tensor<?x1xf32>
// CHECK-NEXT: return %expanded : tensor<?x1xf32>
// CHECK-NEXT: }

// -----

func.func @stays(%arg0 : memref<?x1x?xf32, strided<[?, 1, 1]>>, %arg1 : f32, %shape: memref<?x1x?x1x?xf32>) -> memref<?x1x?x1x?xf32> {
  linalg.generic {indexing_maps = [affine_map<(i, j, k, l, m) -> (i, k, m)>, affine_map<(i, j, k, l, m) -> ()>, affine_map<(i, j, k, l, m) -> (i, k, j, l, m)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
     ins(%arg0, %arg1 : memref<?x1x?xf32, strided<[?, 1, 1]>>, f32) outs(%shape : memref<?x1x?x1x?xf32>) {
       ^bb0(%arg2 : f32, %arg3 : f32, %arg4 : f32) :
         linalg.yield %arg3 : f32
       }
  return %shape : memref<?x1x?x1x?xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3, d4) -> ()>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>
// CHECK-LABEL: func.func @stays(%arg0: memref<?x1x?xf32, strided<[?, 1, 1]>>, %arg1: f32, %arg2: memref<?x1x?x1x?xf32>) -> memref<?x1x?x1x?xf32> {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : memref<?x1x?xf32, strided<[?, 1, 1]>>, f32) outs(%arg2 : memref<?x1x?x1x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in_0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2 : memref<?x1x?x1x?xf32>
// CHECK-NEXT: }

// -----

func.func @m3(%arg0 : memref<1x1xf32, 3>) -> memref<1x1xf32, 3> {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
     ins(%arg0 : memref<1x1xf32, 3>) outs(%arg0 : memref<1x1xf32, 3>) {
       ^bb0(%arg1: f32, %arg2: f32) :
         linalg.yield %arg1 : f32
       }
  return %arg0 : memref<1x1xf32, 3>
}

// CHECK: #map = affine_map<() -> ()>
// CHECK-LABEL: func.func @m3(%arg0: memref<1x1xf32, 3>) -> memref<1x1xf32, 3> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1xf32, 3> into memref<f32, 3>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg0 [] : memref<1x1xf32, 3> into memref<f32, 3>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%collapse_shape : memref<f32, 3>) outs(%collapse_shape_0 : memref<f32, 3>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : memref<1x1xf32, 3>
// CHECK-NEXT: }

// -----

func.func @mr(%arg0 : memref<5xf32>) -> memref<2x5xf32> {
  %1 = memref.alloc() : memref<1x2x5xf32>
  linalg.generic {i64, indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%arg0 : memref<5xf32>) outs(%1 : memref<1x2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    }
  %3 = memref.collapse_shape %1 [[0, 1], [2]] : memref<1x2x5xf32> into memref<2x5xf32>
  return %3 : memref<2x5xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mr(%arg0: memref<5xf32>) -> memref<2x5xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x2x5xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2]] : memref<1x2x5xf32> into memref<2x5xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<5xf32>) outs(%collapse_shape : memref<2x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %alloc {{\[\[}}0, 1], [2]] : memref<1x2x5xf32> into memref<2x5xf32>
// CHECK-NEXT: return %collapse_shape_0 : memref<2x5xf32>
// CHECK-NEXT: }

// -----

func.func @s1(%arg0 : memref<?x?xf32, strided<[?, 1]>>, %shape: memref<?x1x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]}
     ins(%arg0 : memref<?x?xf32, strided<[?, 1]>>) outs(%shape : memref<?x1x?xf32>) {
       ^bb0(%a : f32, %b : f32) :
         linalg.yield %a : f32
       }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @s1(%arg0: memref<?x?xf32, strided<[?, 1]>>, %arg1: memref<?x1x?xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<?x1x?xf32> into memref<?x?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<?x?xf32, strided<[?, 1]>>) outs(%collapse_shape : memref<?x?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @s2(%arg0 : memref<?x1xf32, strided<[?, 1]>>, %shape: memref<?x1xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
     ins(%arg0 : memref<?x1xf32, strided<[?, 1]>>) outs(%shape : memref<?x1xf32>) {
       ^bb0(%a : f32, %b : f32) :
         linalg.yield %a : f32
       }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @s2(%arg0: memref<?x1xf32, strided<[?, 1]>>, %arg1: memref<?x1xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<?x1xf32, strided<[?, 1]>>) outs(%arg1 : memref<?x1xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @m(%a: tensor<1x4xf32>, %b: tensor<4x1xf32>, %c: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1x4xf32>, tensor<4x1xf32>) outs(%c : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// CHECK-LABEL: func.func @m(%arg0: tensor<1x4xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<1x4xf32>, tensor<4x1xf32>) outs(%arg2 : tensor<1x1xf32>) -> tensor<1x1xf32>
// CHECK-NEXT: return %0 : tensor<1x1xf32>
// CHECK-NEXT: }

// -----

func.func @mp(%a: tensor<1x4xf32>, %b: tensor<1x4xf32>, %c: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<1x4xf32>, tensor<1x4xf32>) outs(%c : tensor<1x4xf32>)
  return %0 : tensor<1x4xf32>
}

// CHECK-LABEL: func.func @mp(%arg0: tensor<1x4xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<1x4xf32>) -> tensor<1x4xf32> {
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%arg2 : tensor<1x4xf32>)
// CHECK-NEXT: return %mapped : tensor<1x4xf32>
// CHECK-NEXT: }

// -----

func.func @fl(%c: tensor<1x4xf32>, %f: f32) -> tensor<1x4xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%c : tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// CHECK-LABEL: func.func @fl(%arg0: tensor<1x4xf32>, %arg1: f32) -> tensor<1x4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4xf32>
// CHECK-NEXT: }

// -----

func.func @pad(%a: tensor<1x4xf32>, %f: f32) -> tensor<1x6xf32> {
  %0 = tensor.pad %a low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<1x4xf32> to tensor<1x6xf32>
  return %0 : tensor<1x6xf32>
}

// CHECK-LABEL: func.func @pad(%arg0: tensor<1x4xf32>, %arg1: f32) -> tensor<1x6xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK-NEXT: %padded = tensor.pad %collapsed low[1] high[1] {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4xf32> to tensor<6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %padded {{\[\[}}0, 1]] output_shape [1, 6] : tensor<6xf32> into tensor<1x6xf32>
// CHECK-NEXT: return %expanded : tensor<1x6xf32>
// CHECK-NEXT: }

// -----

func.func @tr(%a: tensor<1x4xf32>, %c: tensor<4x1xf32>) -> tensor<4x1xf32> {
  %0 = linalg.transpose ins(%a : tensor<1x4xf32>) outs(%c : tensor<4x1xf32>) permutation = [1, 0]
  return %0 : tensor<4x1xf32>
}

// CHECK-LABEL: func.func @tr(%arg0: tensor<1x4xf32>, %arg1: tensor<4x1xf32>) -> tensor<4x1xf32> {
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<1x4xf32>) outs(%arg1 : tensor<4x1xf32>) permutation = [1, 0]
// CHECK-NEXT: return %transposed : tensor<4x1xf32>
// CHECK-NEXT: }
