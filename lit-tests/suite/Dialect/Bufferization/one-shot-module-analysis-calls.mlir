// Function-boundary analysis: a function with several func.return ops is equivalent to an argument
// only where every return agrees (each return is annotated as far as it was compared); a call to
// a function without a body has results that may alias any tensor operand, so a read of a result
// forces the operand out of place; functions that call each other circularly get no argument
// analysis (no bufferization.access) and their calls stay conservative.
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @pick
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %arg1
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %arg1
// CHECK-LABEL: func.func @use_pick
// CHECK: call @pick{{.*}}__inplace_operands_attr__ = ["none", "true", "true"]
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]}
func.func @pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<4xf32>
^bb2:
  return %a : tensor<4xf32>
}
func.func @use_pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @pick(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @either
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %arg1
// CHECK-LABEL: func.func @use_either
// CHECK: %[[R:.*]] = call @either
// CHECK: return {__inplace_operands_attr__ = ["true"]} %[[R]]
func.func @either(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : tensor<4xf32>
^bb2:
  return %b : tensor<4xf32>
}
func.func @use_either(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = call @either(%a, %b, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK: func.func private @opaque(tensor<?xf32> {bufferization.access = "read-write"}) -> (tensor<3xf32>, tensor<?xf32>)
// CHECK: func.func @reads_result(%arg0: tensor<?xf32> {bufferization.access = "read"}) -> f32
// CHECK: call @opaque(%arg0) {__inplace_operands_attr__ = ["false"]}
func.func private @opaque(%t: tensor<?xf32>) -> (tensor<3xf32>, tensor<?xf32>)
func.func @reads_result(%t: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %r:2 = func.call @opaque(%t) : (tensor<?xf32>) -> (tensor<3xf32>, tensor<?xf32>)
  %x = tensor.extract %r#0[%c1] : tensor<3xf32>
  return %x : f32
}

// -----

// With a single result, the call is its own definition: the operand stays in place.
// CHECK: func.func @one_result(%arg0: tensor<?xf32> {bufferization.access = "read-write"}) -> f32
// CHECK: call @opaque1(%arg0) {__inplace_operands_attr__ = ["true"]}
func.func private @opaque1(%t: tensor<?xf32>) -> tensor<3xf32>
func.func @one_result(%t: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %r = func.call @opaque1(%t) : (tensor<?xf32>) -> tensor<3xf32>
  %x = tensor.extract %r[%c1] : tensor<3xf32>
  return %x : f32
}

// -----

// CHECK: func.func @ping(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: call @pong(%arg0) {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %0
// CHECK: func.func @pong(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: call @ping(%arg0) {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %0
func.func @ping(%t: tensor<2xf32>) -> tensor<2xf32> {
  %r = call @pong(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @pong(%t: tensor<2xf32>) -> tensor<2xf32> {
  %r = call @ping(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
