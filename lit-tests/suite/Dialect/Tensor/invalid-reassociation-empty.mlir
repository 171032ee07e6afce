// tensor.collapse_shape rejects an empty reassociation group before its other checks (MLIR 22);
// expand_shape reports the group count instead.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @collapse_empty_group(%a: tensor<1x?xf32>) -> tensor<?x10xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %a [[0, 1], []] : tensor<1x?xf32> into tensor<?x10xf32>
  return %0 : tensor<?x10xf32>
}

// -----

func.func @collapse_empty_group_rank_mismatch(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %a [[0, 1], []] : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @expand_empty_group(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.expand_shape %a [[0, 1], []] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
