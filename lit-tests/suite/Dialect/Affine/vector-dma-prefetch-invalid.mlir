// Errors of affine.vector_load / vector_store, affine.prefetch and affine.for's bounds and step.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @element_types(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %m[%i] : memref<16xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_of_vectors(%m: memref<16xvector<4xf32>>, %v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<16xvector<4xf32>>, vector<4xf32>
  return
}

// -----

func.func @rw(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], load, locality<1>, data : memref<16xf32>
  return
}

// -----

func.func @cache(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<1>, code : memref<16xf32>
  return
}

// -----

func.func @locality(%m: memref<16xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<7>, data : memref<16xf32>
  return
}

// -----

func.func @prefetch_rank(%m: memref<16x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i], read, locality<1>, data : memref<16x4xf32>
  return
}

// -----

func.func @between_bounds() {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 upto 4 {
  }
  return
}

// -----

func.func @ssa_step(%s: index) {
  // expected-error@+1 {{expected attribute value}}
  affine.for %i = 0 to 4 step %s {
  }
  return
}
