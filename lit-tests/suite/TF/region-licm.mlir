// RUN: jopt %s -loop-invariant-code-motion | jfilecheck %s
// tf.WhileRegion is a loop for -loop-invariant-code-motion: ops of its body that are free of side
// effects and use only values from outside the loop move before it. As in TensorFlow, the body is
// the loop's only region: the condition's ops stay.

// The invariant AddV2 and the Mul on it move out, and so does the constant; what reads a variable,
// draws random numbers or uses a loop variable stays, as does the invariant op in the condition.
// CHECK-LABEL: func.func @hoist
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>, %[[K:.*]]: tensor<i32>, %[[V:.*]]: tensor<!tf_type.resource<tensor<f32>>>)
// CHECK-NEXT: %[[INV:.*]] = "tf.AddV2"(%[[X]], %[[Y]])
// CHECK-NEXT: %[[SQ:.*]] = "tf.Mul"(%[[INV]], %[[INV]])
// CHECK-NEXT: %[[ONE:.*]] = "tf.Const"() <{value = dense<1> : tensor<i32>}>
// CHECK-NEXT: %[[W:.*]]:3 = "tf.WhileRegion"(%[[K]], %[[X]], %[[Y]]) <{is_stateless = false}> ({
// CHECK-NEXT: ^bb0(%[[CN:.*]]: tensor<i32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>):
// CHECK-NEXT: "tf.Sub"(%[[X]], %[[Y]])
// CHECK-NEXT: %[[P:.*]] = "tf.ToBool"(%[[CN]])
// CHECK-NEXT: "tf.Yield"(%[[P]])
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[N:.*]]: tensor<i32>, %[[A:.*]]: tensor<f32>, %{{.*}}: tensor<f32>):
// CHECK-NEXT: %[[R:.*]] = "tf.ReadVariableOp"(%[[V]])
// CHECK-NEXT: %[[U:.*]] = "tf.RandomUniform"(%[[K]])
// CHECK-NEXT: %[[NEXT:.*]] = "tf.AddV2"(%[[A]], %[[SQ]])
// CHECK-NEXT: %[[M:.*]] = "tf.Sub"(%[[N]], %[[ONE]])
// CHECK-NEXT: "tf.Yield"(%[[M]], %[[NEXT]], %[[SQ]])
// CHECK-NEXT: })
// CHECK-NEXT: return %[[W]]#0, %[[W]]#1, %[[W]]#2
func.func @hoist(%x: tensor<f32>, %y: tensor<f32>, %k: tensor<i32>, %v: tensor<!tf_type.resource<tensor<f32>>>) -> (tensor<i32>, tensor<f32>, tensor<f32>) {
  %w:3 = "tf.WhileRegion"(%k, %x, %y) ({
  ^bb0(%n: tensor<i32>, %a: tensor<f32>, %b: tensor<f32>):
    %c = "tf.Sub"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %p = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<i32>, %a: tensor<f32>, %b: tensor<f32>):
    %inv = "tf.AddV2"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %sq = "tf.Mul"(%inv, %inv) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    %u = "tf.RandomUniform"(%k) : (tensor<i32>) -> tensor<f32>
    %next = "tf.AddV2"(%a, %sq) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %m = "tf.Sub"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%m, %next, %sq) : (tensor<i32>, tensor<f32>, tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i32>, tensor<f32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<f32>)
  return %w#0, %w#1, %w#2 : tensor<i32>, tensor<f32>, tensor<f32>
}

// Nested loops, innermost first: an op invariant in both leaves both; one that uses the outer
// loop's variable leaves only the inner loop, with what it feeds. A region op in the body stays (TensorFlow's region
// ops are not free of side effects), and so does an op unknown to the tf dialect.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[K:.*]]: tensor<i32>, %[[P:.*]]: tensor<i1>)
// CHECK-NEXT: %[[E:.*]] = "tf.Exp"(%[[X]])
// CHECK-NEXT: "tf.WhileRegion"(%[[K]], %[[X]]) <{is_stateless = true}> ({
// CHECK: }, {
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %[[OA:.*]]: tensor<f32>):
// CHECK-NEXT: %[[L:.*]] = "tf.Log"(%[[OA]])
// CHECK-NEXT: %[[S:.*]] = "tf.AddV2"(%[[E]], %[[L]])
// CHECK-NEXT: "tf.WhileRegion"
// CHECK: }, {
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: %[[I:.*]] = "tf.IfRegion"(%[[P]])
// CHECK: %[[Z:.*]] = "tf.SomeUnknownOp"(%[[X]])
// CHECK-NEXT: "tf.AddV2"(%[[S]], %[[I]])
func.func @nested(%x: tensor<f32>, %k: tensor<i32>, %p: tensor<i1>) -> tensor<f32> {
  %w:2 = "tf.WhileRegion"(%k, %x) ({
  ^bb0(%n: tensor<i32>, %a: tensor<f32>):
    %c = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<i32>, %a: tensor<f32>):
    %inner:2 = "tf.WhileRegion"(%n, %a) ({
    ^bb0(%m: tensor<i32>, %b: tensor<f32>):
      %c = "tf.ToBool"(%m) : (tensor<i32>) -> tensor<i1>
      "tf.Yield"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%m: tensor<i32>, %b: tensor<f32>):
      %e = "tf.Exp"(%x) : (tensor<f32>) -> tensor<f32>
      %l = "tf.Log"(%a) : (tensor<f32>) -> tensor<f32>
      %s = "tf.AddV2"(%e, %l) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %i = "tf.IfRegion"(%p) ({
        %q = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
        "tf.Yield"(%q) : (tensor<f32>) -> ()
      }, {
        "tf.Yield"(%x) : (tensor<f32>) -> ()
      }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
      %z = "tf.SomeUnknownOp"(%x) : (tensor<f32>) -> tensor<f32>
      %t = "tf.AddV2"(%s, %i) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %u = "tf.AddV2"(%t, %z) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf.Yield"(%m, %u) : (tensor<i32>, tensor<f32>) -> ()
    }) {is_stateless = true} : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
    "tf.Yield"(%inner#0, %inner#1) : (tensor<i32>, tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
  return %w#1 : tensor<f32>
}
