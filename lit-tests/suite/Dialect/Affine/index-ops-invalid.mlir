// Parser and verifier errors of affine.linearize_index and affine.delinearize_index, worded as mlir-opt 22.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @lin_too_many_basis(%i: index, %j: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %j] by (3, 4, 5) : index
  return
}

// -----

func.func @lin_dynamic_mismatch(%i: index, %j: index) {
  // expected-error@+1 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%i, %j) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  return
}

// -----

func.func @lin_result_type(%i: index, %j: index) {
  // expected-error@+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'i32'}}
  %0 = affine.linearize_index [%i, %j] by (4) : i32
  return
}

// -----

func.func @lin_no_paren(%i: index, %j: index) {
  // expected-error@+2 {{custom op 'affine.linearize_index' expected SSA value or integer}}
  // expected-error@+1 {{expected '(' in dynamic index list}}
  %0 = affine.linearize_index [%i, %j] by 4 : index
  return
}

// -----

func.func @delin_result_count(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:2 = affine.delinearize_index %i into (3, 4, 5) : index, index
  return
}

// -----

func.func @delin_non_positive(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

func.func @delin_result_type(%i: index, %j: index) {
  // expected-error@+1 {{'affine.delinearize_index' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = affine.delinearize_index %i into (%j) : index, i32
  return
}
