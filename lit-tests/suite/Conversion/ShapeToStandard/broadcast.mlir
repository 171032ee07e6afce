// RUN: jopt %s -split-input-file -convert-shape-to-std | jfilecheck %s

// A broadcast of extent tensors: the larger rank, then each output extent from the operands
// aligned at the right (one scf.if per operand), cast to a known result type.
// CHECK-LABEL: func.func @two_way
// CHECK:      %[[RA:.*]] = tensor.dim %arg0
// CHECK-NEXT: %[[RB:.*]] = tensor.dim %arg1
// CHECK-NEXT: %[[MAX:.*]] = arith.maxui %[[RB]], %[[RA]] : index
// CHECK-NEXT: %[[DA:.*]] = arith.subi %[[MAX]], %[[RA]] : index
// CHECK-NEXT: %[[DB:.*]] = arith.subi %[[MAX]], %[[RB]] : index
// CHECK-NEXT: %[[G:.*]] = tensor.generate %[[MAX]] {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index):
// CHECK:        %[[OOB:.*]] = arith.cmpi ult, %[[I]], %[[DA]] : index
// CHECK-NEXT:   scf.if %[[OOB]] -> (index)
// CHECK:        arith.cmpi ult, %[[I]], %[[DB]] : index
// CHECK:        tensor.yield
// CHECK:      } : tensor<?xindex>
// CHECK-NEXT: tensor.cast %[[G]] : tensor<?xindex> to tensor<4xindex>
func.func @two_way(%a: tensor<?xindex>, %b: tensor<4xindex>) -> tensor<4xindex> {
  %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<4xindex> -> tensor<4xindex>
  return %r : tensor<4xindex>
}

// -----

// cstr_broadcastable becomes a cstr_require of the is_broadcastable loop, which stays legal.
// CHECK-LABEL: func.func @constraint
// CHECK: %[[OK:.*]] = scf.for
// CHECK: %[[W:.*]] = shape.cstr_require %[[OK]], "required broadcastable shapes"
// CHECK: return %[[W]] : !shape.witness
func.func @constraint(%a: tensor<?xindex>, %b: tensor<?xindex>) -> !shape.witness {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  return %w : !shape.witness
}

// -----

// A broadcast producing a !shape.shape has no lowering.
// CHECK-LABEL: func.func @opaque
// CHECK: shape.broadcast %arg0, %arg1 : !shape.shape, tensor<?xindex> -> !shape.shape
func.func @opaque(%a: !shape.shape, %b: tensor<?xindex>) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, tensor<?xindex> -> !shape.shape
  return %r : !shape.shape
}
