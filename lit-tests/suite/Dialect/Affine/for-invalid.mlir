// The parser and verifier rules of affine.for and affine.yield.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @negative_step() {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @bound_not_a_map() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "x" {
  }
  return
}

// -----

func.func @lower_needs_max(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0, d1) -> (d0, d1)>(%n, %n) to 5 {
  }
  return
}

// -----

func.func @upper_needs_min(%n: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 4)>(%n) {
  }
  return
}

// -----

func.func @bound_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = 0 to min affine_map<(d0, d1) -> (d0, d1)>(%n) {
  }
  return
}

// -----

func.func @empty_upper_map() {
  // expected-error@+1 {{'affine.for' op expected upper bound map to have at least one result}}
  affine.for %i = 0 to affine_map<() -> ()>() {
  }
  return
}

// -----

func.func @iter_args_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
    affine.yield %a : index
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    %f = arith.constant 1.0 : f32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %f : f32
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}
