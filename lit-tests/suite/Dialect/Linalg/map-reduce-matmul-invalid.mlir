// MLIR 22's own checks of linalg.map, linalg.reduce and of linalg.matmul's user-defined maps.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @map_arity(%a: tensor<8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 3}}
  %0 = linalg.map ins(%a : tensor<8xi32>) outs(%o : tensor<8xi32>)
    (%x: i32, %y: i32, %z: i32) {
      linalg.yield %x : i32
    }
  return %0 : tensor<8xi32>
}

// -----

func.func @map_element(%a: tensor<8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  // expected-error@+1 {{'linalg.map' op expected element type of input 'i32' to match bbArg type 'i64'}}
  %0 = linalg.map ins(%a : tensor<8xi32>) outs(%o : tensor<8xi32>)
    (%x: i64, %y: i32) {
      linalg.yield %y : i32
    }
  return %0 : tensor<8xi32>
}

// -----

func.func @map_shape(%a: tensor<8x2xi32>, %o: tensor<16xi32>) -> tensor<16xi32> {
  // expected-error@+1 {{'linalg.map' op expected shape of input (8, 2) to match shape of output (16)}}
  %0 = linalg.map ins(%a : tensor<8x2xi32>) outs(%o : tensor<16xi32>)
    (%x: i32, %y: i32) {
      linalg.yield %x : i32
    }
  return %0 : tensor<16xi32>
}

// -----

func.func @map_nothing() {
  // expected-error@+1 {{'linalg.map' op expected 1 or more operands, but found 0}}
  linalg.map { arith.muli }
  return
}

// -----

func.func @reduce_order(%a: tensor<2x3x4xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %0 = linalg.reduce ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<2xf32>) dimensions = [2, 1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2xf32>
}

// -----

func.func @reduce_init_shape(%a: tensor<2x3x4xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [2, 3] doesn't match input dimensions after reduction [2, 4]}}
  %0 = linalg.reduce ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<2x3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_init_rank(%a: tensor<2x3x4xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %0 = linalg.reduce ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<2x3xf32>) dimensions = [1, 2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_block_args(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %o: tensor<2xf32>, %p: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error@+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %0, %1 = linalg.reduce ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%o, %p : tensor<2xf32>, tensor<2xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      linalg.yield %x : f32
    }
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @reduce_init_element(%a: tensor<2x3xf32>, %o: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error@+1 {{'linalg.reduce' op output element type 'f16' does not match corresponding block argument type 'f32'}}
  %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%o : tensor<2xf16>) dimensions = [1]
    (%x: f32, %acc: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<2xf16>
}

// -----

func.func @matmul_foreign_dim(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// -----

func.func @matmul_broadcast(%a: memref<4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : memref<4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
