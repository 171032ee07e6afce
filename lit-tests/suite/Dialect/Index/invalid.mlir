// Each verifier and parser rule of the index ops, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @add_non_index(%a: index, %i: i32) {
  // expected-error@+1 {{'index.add' op operand #1 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %i) : (index, i32) -> index
  return
}

// -----

func.func @casts_from_float(%f: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %f : f32 to index
  return
}

// -----

func.func @casts_between_integers(%i: i32) {
  // expected-error@+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %i : i32 to i64
  return
}

// -----

func.func @castu_index_to_index(%a: index) {
  // expected-error@+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @cmp_unknown_predicate(%a: index) {
  // expected-error@+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error@+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%a, %a)
  return
}

// -----

func.func @cmp_without_predicate(%a: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @cmp_integer_predicate(%a: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 1 : i64} : (index, index) -> i1
  return
}

// -----

func.func @cmp_i32_result(%a: index) {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate eq>} : (index, index) -> i32
  return
}

// -----

func.func @unknown_attribute(%a: index) {
  // expected-error@+1 {{unknown attribute `cmp_predicat` in dialect `index`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicat eq>}> : (index, index) -> i1
  return
}

// -----

func.func @constant_i32_value() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i32} : () -> index
  return
}

// -----

func.func @bool_constant_integer_value() {
  // expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 1 : i32} : () -> i1
  return
}

// -----

func.func @sizeof_i64_result() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}
