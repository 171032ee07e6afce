// affine.linearize_index / affine.delinearize_index: custom syntax round trip, the generic form with
// the static basis, the dynamic basis operands and the disjoint property.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @mixed
// CHECK: affine.linearize_index [%arg0, %arg1, %arg2] by (%arg3, 4, %arg4) : index
// CHECK: affine.linearize_index disjoint [%arg0, %arg1] by (3, 5) : index
// CHECK: affine.linearize_index [%arg0, %arg1] by (%arg4) : index
// CHECK: affine.delinearize_index %arg0 into (%arg3, 4, %arg4) : index, index, index
// CHECK: affine.delinearize_index %arg1 into (8) : index, index
// CHECK: affine.delinearize_index %arg1 into () : index
// GENERIC: "affine.linearize_index"({{.*}}) <{disjoint = false, operandSegmentSizes = array<i32: 3, 2>, static_basis = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (index, index, index, index, index) -> index
// GENERIC: "affine.linearize_index"({{.*}}) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3, 5>}> : (index, index) -> index
// GENERIC: "affine.delinearize_index"({{.*}}) <{static_basis = array<i64: 8>}> : (index) -> (index, index)
func.func @mixed(%i: index, %j: index, %k: index, %a: index, %b: index) {
  %0 = affine.linearize_index [%i, %j, %k] by (%a, 4, %b) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (3, 5) : index
  %2 = affine.linearize_index [%i, %j] by (%b) : index
  %3:3 = affine.delinearize_index %i into (%a, 4, %b) : index, index, index
  %4:2 = affine.delinearize_index %j into (8) : index, index
  %5 = affine.delinearize_index %j into () : index
  return
}

// A generic linearize without the property gets its default (false).
// CHECK-LABEL: func.func @generic_default
// CHECK: affine.linearize_index [%arg0, %arg1] by (5) : index
// GENERIC-LABEL: sym_name = "generic_default"
// GENERIC: <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}>
func.func @generic_default(%i: index, %j: index) {
  %0 = "affine.linearize_index"(%i, %j) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}> : (index, index) -> index
  return
}
