// tensor.pad's result type must keep every size the pads make static: a dynamic size where the
// inferred one is static is rejected, with the inferred type in the message.
// RUN: not jopt %s 2>&1 | jfilecheck %s
// CHECK: error: specified type 'tensor<?x?xf32>' does not match the inferred type 'tensor<4x?xf32>'
func.func @p(%t: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<2x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
