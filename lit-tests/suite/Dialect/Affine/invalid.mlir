// The parser and verifier rules of affine.apply, affine.min and affine.max.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @apply_too_many_dims(%a: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a, %a)
  return
}

// -----

func.func @apply_missing_symbol(%a: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)
  return
}

// -----

func.func @apply_not_a_map(%a: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = affine.apply 3(%a)
  return
}

// -----

func.func @apply_operand_count(%a: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) {map = affine_map<(d0) -> (d0)>} : (index, index) -> index
  return
}

// -----

func.func @apply_two_results(%a: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> index
  return
}

// -----

func.func @apply_no_map(%a: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%a) : (index) -> index
  return
}

// -----

func.func @apply_result_type(%a: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%a) {map = affine_map<(d0) -> (d0)>} : (index) -> i32
  return
}

// -----

func.func @min_operand_count(%a: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a)
  return
}

// -----

func.func @max_no_results(%a: index) {
  // expected-error@+1 {{'affine.max' op affine map expect at least one result}}
  %0 = affine.max affine_map<(d0) -> ()>(%a)
  return
}
