// The order and wording of linalg's checks in MLIR 22: result types against the inits first, then the
// nested linalg.yield, then the structured-op checks (region, block arguments, invertible maps).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @result_type(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<4xf32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @yield_before_block_arguments(%m: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%m : memref<8xf32>) {
  ^bb0(%x: i8):
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i8') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %x : i8
  }
  return
}

// -----

func.func @two_blocks(%m: memref<f32>, %f: f32) {
  // expected-error@+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  ^bb1(%x: f32):
    linalg.yield %f : f32
  ^bb2:
    linalg.yield %f : f32
  }
  return
}

// -----

func.func @no_block(%m: memref<f32>) {
  // expected-error@+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%m : memref<f32>) {
  }
  return
}

// -----

func.func @not_invertible(%a: memref<6xf32>, %b: memref<6xf32>) {
  // expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 * 2 + d1, d1))}}
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i * 2 + j)>, affine_map<(i, j) -> (j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<6xf32>) outs(%b : memref<6xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @memref_result(%t: tensor<4xf32>, %f: f32) -> memref<4xf32> {
  // expected-error@+1 {{'linalg.fill' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @iterator(%m: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["window"]}
      // expected-error@+1 {{custom op 'linalg.generic' unexpected iterator_type (window)}}
      outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
