// The parser and verifier rules of affine.load and affine.store.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @rank(%n: index, %m: memref<10x20xf32>) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %m[%n] : memref<10x20xf32>
  return
}

// -----

func.func @non_affine(%n: index, %m: memref<10x20xf32>) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %m[%n * %n, 0] : memref<10x20xf32>
  return
}

// -----

func.func @not_memref(%n: index, %m: memref<10x20xf32>) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<10x20xf32>'}}
  %v = affine.load %m[%n, 0] : tensor<10x20xf32>
  return
}

// -----

func.func @store_type(%n: index, %m: memref<10x20xf32>) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%n, %m, %n, %n) {map = affine_map<(d0, d1) -> (d0, d1)>} : (index, memref<10x20xf32>, index, index) -> ()
  return
}

// -----

func.func @load_type(%n: index, %m: memref<10x20xf32>) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%m, %n, %n) {map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<10x20xf32>, index, index) -> i32
  return
}

// -----

func.func @subscripts(%n: index, %m: memref<10x20xf32>) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%m, %n) {map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<10x20xf32>, index) -> f32
  return
}
