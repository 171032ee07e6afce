// RUN: jopt %s 2>&1 >/dev/null | jfilecheck %s
// RUN: jopt %s 2>/dev/null | jfilecheck %s --check-prefix=OUT
// A verifier's warning (not an error) prints its op as a note; printing the op verifies it again,
// which must not emit the warning again and again (it overflowed the stack). The op verifies, so the
// note shows it in its custom form, and the module is printed after the diagnostics.

func.func @shape_of_unranked(%u: tensor<*xf32>) -> tensor<3xi32> {
  // CHECK: warning: has static shape result for unranked operand
  // CHECK-NEXT: %0 = "tf.Shape"(%u)
  // CHECK-NEXT: ^
  // CHECK-NEXT: note: see current operation: %0 = "tf.Shape"(%arg0) : (tensor<*xf32>) -> tensor<3xi32>
  %0 = "tf.Shape"(%u) : (tensor<*xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
// CHECK-NOT: warning
// OUT: func.func @shape_of_unranked
// OUT-NEXT: "tf.Shape"
