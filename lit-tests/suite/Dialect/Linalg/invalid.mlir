// Verifier errors of the linalg ops, with MLIR 22's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @a(%a: tensor<4x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @b(%a: tensor<4x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 16}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @c(%a: tensor<4x16xf32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%c : tensor<4x16xi32>) {
  ^bb0(%in: f32, %out: i32):
  // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('i32')}}
    linalg.yield %in : f32
  } -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
// -----
func.func @d(%a: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #1 rank (2) to match the result rank of indexing_map (1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @e(%a: tensor<4x16xf32>, %c: tensor<16x4xf32>) -> tensor<16x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x16xf32>) outs(%c : tensor<16x4xf32>) permutation = [0, 0]
  return %0 : tensor<16x4xf32>
}
// -----
func.func @f(%a: tensor<4x16xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce ins(%a : tensor<4x16xf32>) outs(%c : tensor<4xf32>) dimensions = [2]
    (%in: f32, %init: f32) {
      linalg.yield %in : f32
    }
  return %0 : tensor<4xf32>
}
// -----
func.func @g(%a: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
  // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %in : f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @h(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x17xf32>) -> tensor<4x17xf32> {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 17}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x17xf32>) -> tensor<4x17xf32>
  return %0 : tensor<4x17xf32>
}
// -----
func.func @i(%a: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
  // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %in, %in : f32, f32
  } -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
// -----
func.func @j(%a: tensor<4x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%in: i32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<4x16xf32>
  return
}
// -----
func.func @k(%a: tensor<4xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%c : tensor<4x16xf32>) dimensions = [1, 0]
  return %0 : tensor<4x16xf32>
}
