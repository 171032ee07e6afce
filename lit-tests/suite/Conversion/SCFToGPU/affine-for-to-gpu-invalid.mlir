// convert-affine-for-to-gpu's checks, with MLIR 22's wording: the mapped loops must be perfectly
// nested, each a loop, with bounds from outside the nest, at most three of each kind; every nest is
// checked (the pass fails once, after all of them). A mapped loop carrying values is refused (MLIR 22
// crashes).
// RUN: jopt %s -split-input-file -verify-diagnostics -pass-pipeline="builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=1 gpu-thread-dims=1}))"
// RUN: not jopt %s -split-input-file -verify-diagnostics -pass-pipeline="builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=4 gpu-thread-dims=1}))" 2>&1 | jfilecheck %s --check-prefix=FOUR

func.func @two_nests(%m: memref<10x10xf32>) {
  // expected-error @+1 {{expected perfectly nested loops in the body}}
  affine.for %i = 0 to 10 {
    %c = arith.constant 0.0 : f32
    affine.for %j = 0 to 10 {
      affine.store %c, %m[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{expected a nested loop}}
    %v = affine.load %m[%i, %i] : memref<10x10xf32>
  }
  return
}

// -----

func.func @dependent_bounds(%m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{loops with bounds depending on other mapped loops are not supported}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// -----

func.func @carried(%m: memref<10x10xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{affine loop with iter_args cannot be converted to GPU kernel}}
    %r = affine.for %j = 0 to 10 iter_args(%acc = %z) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
  }
  return
}

// FOUR-COUNT-4: error: unexpected error: cannot map to more than 3 block dimensions
