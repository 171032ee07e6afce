// RUN: jopt %s -canonicalize | jfilecheck %s
// Canonicalization of tf.WhileRegion: loop variables that only pass through the body become the
// loop's operand, variables nothing uses leave the loop, and an operand of another type than its
// region arguments gets an explicit tf.Cast. Unused loops go only when stateless and free of
// side effects.

// The first variable passes through the body: the result is the operand, and the variable leaves
// the loop. The counter stays.
// CHECK-LABEL: func.func @pass_through
// CHECK-SAME: (%[[X:.*]]: tensor<*xf32>, %[[K:.*]]: tensor<i32>)
// CHECK: "tf.WhileRegion"(%[[K]]) <{is_stateless = false}> ({
// CHECK-NEXT: ^bb0(%[[C:.*]]: tensor<i32>):
// CHECK: }, {
// CHECK-NEXT: ^bb0(%[[B:.*]]: tensor<i32>):
// CHECK-NEXT: %[[S:.*]] = "tf.Sub"(%[[B]],
// CHECK-NEXT: "tf.Yield"(%[[S]]) : (tensor<i32>) -> ()
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: return %[[X]]
func.func @pass_through(%x: tensor<*xf32>, %k: tensor<i32>) -> tensor<*xf32> {
  %0:2 = "tf.WhileRegion"(%x, %k) ({
  ^bb0(%c0: tensor<*xf32>, %c1: tensor<i32>):
    %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %ne = "tf.NotEqual"(%c1, %zero) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%ne) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b0: tensor<*xf32>, %b1: tensor<i32>):
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %sub = "tf.Sub"(%b1, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%b0, %sub) : (tensor<*xf32>, tensor<i32>) -> ()
  }) {is_stateless = false} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<i32>)
  return %0#0 : tensor<*xf32>
}

// Passing through an Identity, yielding the outside value itself, and a condition that forwards
// its arguments: the first two variables leave the loop and the condition's yield shrinks with them.
// The third variable changes in the body and stays.
// CHECK-LABEL: func.func @pass_through_forms
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>, %[[Z:.*]]: tensor<f32>, %[[K:.*]]: tensor<i32>)
// CHECK: %[[W:.*]]:2 = "tf.WhileRegion"(%[[Z]], %[[K]]) <{is_stateless = true}> ({
// CHECK-NEXT: ^bb0(%[[CZ:.*]]: tensor<f32>, %[[CK:.*]]: tensor<i32>):
// CHECK-NEXT: %[[P:.*]] = "tf.ToBool"(%[[CK]])
// CHECK-NEXT: "tf.Yield"(%[[P]], %[[CZ]], %[[CK]]) : (tensor<i1>, tensor<f32>, tensor<i32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[BZ:.*]]: tensor<f32>, %[[BK:.*]]: tensor<i32>):
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%[[BZ]])
// CHECK: "tf.Yield"(%[[N]], %{{.*}}) : (tensor<f32>, tensor<i32>) -> ()
// CHECK-NEXT: }) : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
// CHECK-NEXT: return %[[X]], %[[Y]], %[[W]]#0
func.func @pass_through_forms(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %k: tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %0:4 = "tf.WhileRegion"(%x, %y, %z, %k) ({
  ^bb0(%c0: tensor<f32>, %c1: tensor<f32>, %c2: tensor<f32>, %c3: tensor<i32>):
    %p = "tf.ToBool"(%c3) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p, %c0, %c1, %c2, %c3) : (tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> ()
  }, {
  ^bb0(%b0: tensor<f32>, %b1: tensor<f32>, %b2: tensor<f32>, %b3: tensor<i32>):
    %id = "tf.Identity"(%b0) : (tensor<f32>) -> tensor<f32>
    %n = "tf.Neg"(%b2) : (tensor<f32>) -> tensor<f32>
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %sub = "tf.Sub"(%b3, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%id, %y, %n, %sub) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<f32>, tensor<f32>, tensor<f32>
}

// Variables whose results and arguments nothing uses leave the loop, with what the body computed
// for them; the values used after the loop stay loop variables.
// CHECK-LABEL: func.func @unused_variables
// CHECK: %[[W:.*]]:2 = "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = false}> ({
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<*xf32>, %{{.*}}: tensor<i32>):
// CHECK-NOT: "tf.Const"() {value = dense<7>
// CHECK: "tf.Yield"(%{{.*}}, %{{.*}}) : (tensor<*xf32>, tensor<i32>) -> ()
// CHECK-NEXT: }) : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<i32>)
// CHECK-NEXT: return %[[W]]#0, %[[W]]#1
func.func @unused_variables(%x: tensor<*xf32>, %k: tensor<i32>, %j: tensor<i32>) -> (tensor<*xf32>, tensor<i32>) {
  %cst = "tf.Const"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
  %0:4 = "tf.WhileRegion"(%x, %k, %j, %cst) ({
  ^bb0(%c0: tensor<*xf32>, %c1: tensor<i32>, %c2: tensor<i32>, %c3: tensor<f32>):
    %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %ne = "tf.NotEqual"(%c1, %zero) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%ne) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b0: tensor<*xf32>, %b1: tensor<i32>, %b2: tensor<i32>, %b3: tensor<f32>):
    %add = "tf.AddV2"(%b0, %b0) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %sub = "tf.Sub"(%b1, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %seven = "tf.Const"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
    %four = "tf.Const"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
    "tf.Yield"(%add, %sub, %seven, %four) : (tensor<*xf32>, tensor<i32>, tensor<i32>, tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<*xf32>, tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, tensor<i32>, tensor<f32>)
  return %0#0, %0#1 : tensor<*xf32>, tensor<i32>
}

// The body argument's type differs from the operand's and the condition's (no cast can be made):
// the result is still the operand, but the variable stays in the loop.
// CHECK-LABEL: func.func @pass_through_type_mismatch
// CHECK: "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = false}> ({
// CHECK: ^bb0(%[[B:.*]]: tensor<?x?xf32>, %{{.*}}: tensor<i32>):
// CHECK: "tf.Yield"(%[[B]], %{{.*}}) : (tensor<?x?xf32>, tensor<i32>) -> ()
// CHECK: return %arg0 : tensor<*xf32>
func.func @pass_through_type_mismatch(%x: tensor<*xf32>, %k: tensor<i32>) -> tensor<*xf32> {
  %0:2 = "tf.WhileRegion"(%x, %k) ({
  ^bb0(%c0: tensor<*xf32>, %c1: tensor<i32>):
    %p = "tf.ToBool"(%c1) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b0: tensor<?x?xf32>, %b1: tensor<i32>):
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %sub = "tf.Sub"(%b1, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%b0, %sub) : (tensor<?x?xf32>, tensor<i32>) -> ()
  }) {is_stateless = false} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<i32>)
  return %0#0 : tensor<*xf32>
}

// The same with a condition that forwards its arguments: its yield keeps forwarding the argument
// (the verifier requires it) while the result still becomes the operand.
// CHECK-LABEL: func.func @pass_through_type_mismatch_forwarding
// CHECK: "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = false}> ({
// CHECK-NEXT: ^bb0(%[[C0:.*]]: tensor<*xf32>, %[[C1:.*]]: tensor<i32>):
// CHECK-NEXT: %[[P:.*]] = "tf.ToBool"(%[[C1]])
// CHECK-NEXT: "tf.Yield"(%[[P]], %[[C0]], %[[C1]])
// CHECK: return %arg0 : tensor<*xf32>
func.func @pass_through_type_mismatch_forwarding(%x: tensor<*xf32>, %k: tensor<i32>) -> tensor<*xf32> {
  %0:2 = "tf.WhileRegion"(%x, %k) ({
  ^bb0(%c0: tensor<*xf32>, %c1: tensor<i32>):
    %p = "tf.ToBool"(%c1) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p, %c0, %c1) : (tensor<i1>, tensor<*xf32>, tensor<i32>) -> ()
  }, {
  ^bb0(%b0: tensor<?x?xf32>, %b1: tensor<i32>):
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %sub = "tf.Sub"(%b1, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%b0, %sub) : (tensor<?x?xf32>, tensor<i32>) -> ()
  }) {is_stateless = false} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<i32>)
  return %0#0 : tensor<*xf32>
}

// An operand more refined than its (agreeing) condition and body arguments is cast to their type
// before the loop; the loop itself is otherwise unchanged.
// CHECK-LABEL: func.func @explicit_cast
// CHECK-SAME: (%[[V:.*]]: tensor<4xf32>, %[[K:.*]]: tensor<i32>)
// CHECK: %[[C:.*]] = "tf.Cast"(%[[V]]) <{Truncate = false}> : (tensor<4xf32>) -> tensor<?xf32>
// CHECK-NEXT: %[[W:.*]]:2 = "tf.WhileRegion"(%[[C]], %[[K]])
// CHECK: }) : (tensor<?xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
// CHECK-NEXT: return %[[W]]#0
func.func @explicit_cast(%v: tensor<4xf32>, %k: tensor<i32>) -> tensor<?xf32> {
  %w:2 = "tf.WhileRegion"(%v, %k) ({
  ^bb0(%a: tensor<?xf32>, %n: tensor<i32>):
    %p = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p, %a, %n) : (tensor<i1>, tensor<?xf32>, tensor<i32>) -> ()
  }, {
  ^bb0(%a: tensor<?xf32>, %n: tensor<i32>):
    %x = "tf.Neg"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %m = "tf.Sub"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%x, %m) : (tensor<?xf32>, tensor<i32>) -> ()
  }) {is_stateless = false, parallel_iterations = 4 : i64} : (tensor<4xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
  return %w#0 : tensor<?xf32>
}

// Unused loops: the stateless one goes, the stateful one and the stateless one whose body writes a
// variable stay.
// CHECK-LABEL: func.func @unused_loops
// CHECK: "tf.WhileRegion"(%arg0)
// CHECK: "tf.Sub"
// CHECK: })
// CHECK: "tf.WhileRegion"(%arg0) <{is_stateless = true}> ({
// CHECK: "tf.AssignVariableOp"
// CHECK: }) : (tensor<i32>) -> tensor<i32>
// CHECK-NOT: "tf.WhileRegion"
// CHECK-NOT: "tf.Neg"
// CHECK: return
func.func @unused_loops(%k: tensor<i32>, %v: tensor<!tf_type.resource<tensor<f32>>>, %f: tensor<f32>) {
  %1 = "tf.WhileRegion"(%k) ({
  ^bb0(%n: tensor<i32>):
    %p = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<i32>):
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %m = "tf.Sub"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%m) : (tensor<i32>) -> ()
  }) {is_stateless = false} : (tensor<i32>) -> tensor<i32>
  %2 = "tf.WhileRegion"(%k) ({
  ^bb0(%n: tensor<i32>):
    %p = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<i32>):
    "tf.AssignVariableOp"(%v, %f) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %m = "tf.Sub"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%m) : (tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<i32>
  %3 = "tf.WhileRegion"(%k) ({
  ^bb0(%n: tensor<i32>):
    %p = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<i32>):
    %m = "tf.Neg"(%n) : (tensor<i32>) -> tensor<i32>
    "tf.Yield"(%m) : (tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<i32>
  return
}
