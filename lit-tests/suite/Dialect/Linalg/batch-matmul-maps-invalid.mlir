// User-defined indexing maps of linalg.batch_matmul / batch_reduce_matmul are checked as MLIR 22
// does: three maps, input results among the defaults, valid broadcasts, batch dim first, output
// map (batch,) m, n.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @two_maps(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @foreign_dim(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @bad_broadcast_lhs(%x: memref<3xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<3xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @bad_broadcast_rhs(%x: memref<2x3x4xf32>, %y: memref<5x2xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (n, b)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x3x4xf32>, memref<5x2xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_not_first(%x: memref<3x2x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<3x2x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @four_results(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op no. of result dim expressions exceeds 3.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @short_output(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<3x5xf32>)
  return
}

// -----

func.func @output_order(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x5x3xf32>) {
  // expected-error@+1 {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, n, m)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x5x3xf32>)
  return
}

// -----

func.func @reduce_output(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  // expected-error@+1 {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @reduce_output_dims(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<5x3xf32>) {
  // expected-error@+1 {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (n, m)>] ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<5x3xf32>)
  return
}
