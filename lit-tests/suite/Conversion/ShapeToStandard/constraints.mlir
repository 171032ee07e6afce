// RUN: jopt %s -pass-pipeline='builtin.module(func.func(convert-shape-constraints))' | jfilecheck %s

// Constraints turn into asserts; every witness they produced is a passing constant, hoisted to the
// function's entry by the rewrite driver.
// CHECK-LABEL: func.func @checks
// CHECK-NEXT: %[[W:.*]] = shape.const_witness true
// CHECK-NEXT: %[[E:.*]] = shape.shape_eq %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: cf.assert %[[E]], "required equal shapes"
// CHECK-NEXT: cf.assert %arg2, "extents must agree"
// CHECK-NEXT: %[[B:.*]] = shape.is_broadcastable %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: cf.assert %[[B]], "required broadcastable shapes"
// CHECK-NEXT: return %[[W]], %[[W]], %[[W]]
func.func @checks(%a: tensor<?xindex>, %b: tensor<?xindex>, %p: i1) -> (!shape.witness, !shape.witness, !shape.witness) {
  %0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %1 = shape.cstr_require %p, "extents must agree"
  %2 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  return %0, %1, %2 : !shape.witness, !shape.witness, !shape.witness
}
