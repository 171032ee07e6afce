// RUN: jopt %s -allow-unregistered-dialect -split-input-file -tf-order-by-dialect | jfilecheck %s
// tf-order-by-dialect schedules each block's ops so that ops of one dialect run together: among the
// ops whose operands are ready it keeps to the dialect emitted last, else takes the earliest; the
// terminator comes last. Side effects (TensorFlow's analysis) order ops like data does, unless the
// function says ignore_side_effects_for_testing.

// CHECK-LABEL: func @chains
// CHECK-NEXT: "p.one"
// CHECK-NEXT: "p.two"
// CHECK-NEXT: "p.three"
// CHECK-NEXT: "q.one"
// CHECK-NEXT: "q.two"
// CHECK-NEXT: return
func.func @chains(%a: f32) -> (f32, f32) attributes {ignore_side_effects_for_testing} {
  %0 = "p.one"(%a) : (f32) -> f32
  %1 = "q.one"(%a) : (f32) -> f32
  %2 = "p.two"(%0) : (f32) -> f32
  %3 = "q.two"(%1) : (f32) -> f32
  %4 = "p.three"(%2) : (f32) -> f32
  return %4, %3 : f32, f32
}

// -----

// The ops inside a region are ordered too.
// CHECK-LABEL: func @nested
// CHECK: "r.outer"
// CHECK-NEXT: "q.a"
// CHECK-NEXT: "q.b"
// CHECK-NEXT: "p.a"
func.func @nested(%a: f32) attributes {ignore_side_effects_for_testing} {
  "r.outer"() ({
    %0 = "q.a"(%a) : (f32) -> f32
    %1 = "p.a"(%0) : (f32) -> f32
    %2 = "q.b"(%a) : (f32) -> f32
  }) : () -> ()
  return
}

// -----

// The write of the variable stays before its read although the read's operand is ready earlier.
// CHECK-LABEL: func @effects
// CHECK: "tf.Const"
// CHECK-NEXT: arith.constant
// CHECK-NEXT: "tf.AssignVariableOp"
// CHECK-NEXT: "tf.ReadVariableOp"
func.func @effects(%v: tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32> {
  %c = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %z = arith.constant dense<0.0> : tensor<f32>
  "tf.AssignVariableOp"(%v, %z) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
  return %r : tensor<f32>
}
