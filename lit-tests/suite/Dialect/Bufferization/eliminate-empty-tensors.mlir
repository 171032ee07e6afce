// -eliminate-empty-tensors as MLIR 22 (byte-identical on this file): after the One-Shot analysis
// (function boundaries on a module), a tensor.empty reaching the source of an in-place
// tensor.insert_slice / parallel_insert_slice / materialize_in_destination through equivalent,
// same-typed or cast aliases is replaced at its use by the destination's slice, built at the
// empty's place or after the values it needs (moved before the use when needed); a tensor.cast
// where the types differ; collapse_shape is not crossed; the tensor.empty ops stay.
// RUN: jopt %s -eliminate-empty-tensors | jfilecheck %s

func.func @fill_insert(%t: tensor<10x20xf32>, %f: f32, %i: index) -> tensor<10x20xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[%i, 3] [1, 5] [1, 1] : tensor<5xf32> into tensor<10x20xf32>
  return %2 : tensor<10x20xf32>
}
func.func @dyn(%t: tensor<?x?xf32>, %f: f32, %i: index, %sz: index) -> tensor<?x?xf32> {
  %0 = tensor.empty(%sz) : tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %t[%i, 0] [1, %sz] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
func.func @late_offset(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %c = arith.constant 2 : index
  %2 = tensor.insert_slice %1 into %t[%c] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}
func.func @not_inplace(%t: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, tensor<10xf32>) {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %2, %t : tensor<10xf32>, tensor<10xf32>
}
func.func @forall(%t: tensor<8x16xf32>, %f: f32) -> tensor<8x16xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %0 = tensor.empty() : tensor<16xf32>
    %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%i, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @write(%t: tensor<10xf32>, %v: vector<4xf32>) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = vector.transfer_write %v, %0[%c0] : vector<4xf32>, tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[2] [4] [1] : tensor<4xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}
func.func @mat(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = bufferization.materialize_in_destination %1 in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %2 : tensor<5xf32>
}
func.func @cast(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %c = tensor.cast %0 : tensor<5xf32> to tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %1, %c0 : tensor<?xf32>
  %2 = tensor.insert_slice %1 into %t[0] [%n] [1] : tensor<?xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
}
func.func @collapse(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<2x3xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %3 = tensor.insert_slice %2 into %t[0] [6] [1] : tensor<6xf32> into tensor<10xf32>
  return %3 : tensor<10xf32>
}
func.func @cast2(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %c = tensor.cast %1 : tensor<5xf32> to tensor<?xf32>
  %c2 = arith.constant 5 : index
  %3 = tensor.insert_slice %c into %t[0] [%c2] [1] : tensor<?xf32> into tensor<10xf32>
  return %3 : tensor<10xf32>
}
func.func @move_chain(%t: tensor<10xf32>, %f: f32, %a: index) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %c = arith.constant 1 : index
  %o = arith.addi %a, %c : index
  %3 = tensor.insert_slice %1 into %t[%o] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %3 : tensor<10xf32>
}
func.func @two_uses(%t: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, tensor<5xf32>) {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %3 = tensor.insert_slice %1 into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %3, %2 : tensor<10xf32>, tensor<5xf32>
}
func.func @loop(%t: tensor<10x5xf32>, %f: f32) -> tensor<10x5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %t) -> (tensor<10x5xf32>) {
    %0 = tensor.empty() : tensor<5xf32>
    %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
    %2 = tensor.insert_slice %1 into %a[%i, 0] [1, 5] [1, 1] : tensor<5xf32> into tensor<10x5xf32>
    scf.yield %2 : tensor<10x5xf32>
  }
  return %r : tensor<10x5xf32>
}
func.func @shared(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
  %3 = tensor.insert_slice %1 into %2[5] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %3 : tensor<10xf32>
}
func.func @generic(%t: tensor<4x8xf32>, %x: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<8xf32>
  %2 = tensor.insert_slice %1 into %t[1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
// CHECK-DAG: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @fill_insert(%arg0: tensor<10x20xf32>, %arg1: f32, %arg2: index) -> tensor<10x20xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 3] [1, 5] [1, 1] : tensor<10x20xf32> to tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[%arg2, 3] [1, 5] [1, 1] : tensor<5xf32> into tensor<10x20xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [1, %arg3] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg3) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[%arg2, 0] [1, %arg3] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @late_offset(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%c2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[%c2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_inplace(%arg0: tensor<10xf32>, %arg1: f32) -> (tensor<10xf32>, tensor<10xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice, %arg0 : tensor<10xf32>, tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %2 into %arg3[%arg2, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write(%arg0: tensor<10xf32>, %arg1: vector<4xf32>) -> tensor<10xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] : tensor<10xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = vector.transfer_write %arg1, %extracted_slice[%c0] : vector<4xf32>, tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[2] [4] [1] : tensor<4xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mat(%arg0: tensor<5xf32>, %arg1: f32) -> tensor<5xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %2 = bufferization.materialize_in_destination %1 in %arg0 : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %2 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %1, %c0 : tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0] [%dim] [1] : tensor<?xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1{{\]\]}} : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %collapsed into %arg0[0] [6] [1] : tensor<6xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast2(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [%c5] [1] : tensor<10xf32> to tensor<?xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%cast : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast_0 into %arg0[0] [%c5] [1] : tensor<?xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @move_chain(%arg0: tensor<10xf32>, %arg1: f32, %arg2: index) -> tensor<10xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%1] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %2 into %arg0[%1] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_uses(%arg0: tensor<10xf32>, %arg1: f32) -> (tensor<10xf32>, tensor<5xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice, %2 : tensor<10xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: tensor<10x5xf32>, %arg1: f32) -> tensor<10x5xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0) -> (tensor<10x5xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [1, 5] [1, 1] : tensor<10x5xf32> to tensor<5xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %2 into %arg3[%arg2, 0] [1, 5] [1, 1] : tensor<5xf32> into tensor<10x5xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<10x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<10x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shared(%arg0: tensor<10xf32>, %arg1: f32) -> tensor<10xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%extracted_slice : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %1 into %inserted_slice[5] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: return %inserted_slice_0 : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @generic(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%extracted_slice : tensor<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %2 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %1 into %arg0[1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<4x8xf32>
// CHECK-NEXT: }
