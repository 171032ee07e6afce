// RUN: jopt %s -canonicalize | jfilecheck %s
// Canonicalization of tf.IfRegion and tf.CaseRegion: a constant condition or branch index inlines
// the branch taken, results every branch yields from one outside value become that value, and an
// unused region op goes only when it is stateless and nothing inside it may write.

// The taken branch replaces the IfRegion, stateless or not; the other branch's ops are gone.
// CHECK-LABEL: func.func @if_constant
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: %[[M:.*]] = "tf.Mul"(%[[A]], %[[B]])
// CHECK-NEXT: %[[S:.*]] = "tf.Sub"(%[[A]], %[[B]])
// CHECK-NEXT: return %[[M]], %[[S]]
func.func @if_constant(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %false = "tf.Const"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %true = arith.constant dense<true> : tensor<i1>
  %0 = "tf.IfRegion"(%true) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%m) : (tensor<f32>) -> ()
  }, {
    %d = "tf.Div"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%d) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
  %1 = "tf.IfRegion"(%false) ({
    %d = "tf.Div"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%d) : (tensor<f32>) -> ()
  }, {
    %s = "tf.Sub"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%s) : (tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}

// A yielded value whose type is not the result's goes through a tf.Cast; a stateful op inside the
// branch taken stays, in order.
// CHECK-LABEL: func.func @if_constant_cast
// CHECK-NEXT: "tf.AssignVariableOp"
// CHECK-NEXT: %[[M:.*]] = "tf.Mul"
// CHECK-NEXT: %[[C:.*]] = "tf.Cast"(%[[M]]) <{Truncate = false}> : (tensor<?xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[C]]
func.func @if_constant_cast(%a: tensor<?xf32>, %v: tensor<!tf_type.resource<tensor<f32>>>, %x: tensor<f32>) -> tensor<2xf32> {
  %true = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %0 = "tf.IfRegion"(%true) ({
    "tf.AssignVariableOp"(%v, %x) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    %m = "tf.Mul"(%a, %a) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    "tf.Yield"(%m) : (tensor<?xf32>) -> ()
  }, {
    "tf.Yield"(%a) : (tensor<?xf32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// A condition that is not a constant leaves the IfRegion as it is.
// CHECK-LABEL: func.func @if_not_constant
// CHECK: %[[R:.*]] = "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
// CHECK: "tf.Mul"
// CHECK: }, {
// CHECK: "tf.Sub"
// CHECK: }) : (tensor<i1>) -> tensor<f32>
// CHECK: return %[[R]]
func.func @if_not_constant(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tf.IfRegion"(%p) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%m) : (tensor<f32>) -> ()
  }, {
    %s = "tf.Sub"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%s) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// Results both branches yield from the same outside value are that value; the others stay.
// CHECK-LABEL: func.func @if_pass_through
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %[[R:.*]]: tensor<!tf_type.resource>)
// CHECK: %[[IF:.*]] = "tf.IfRegion"(%[[P]]) <{is_stateless = false}> ({
// CHECK-NEXT: %[[M:.*]] = "tf.Mul"(%[[A]], %[[B]])
// CHECK-NEXT: "tf.Yield"(%[[M]]) : (tensor<f32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[S:.*]] = "tf.Sub"(%[[A]], %[[B]])
// CHECK-NEXT: "tf.Yield"(%[[S]]) : (tensor<f32>) -> ()
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<f32>
// CHECK-NEXT: "tf.Use"(%[[R]], %[[B]])
// CHECK-NEXT: "tf.Use"(%[[R]], %[[IF]])
// CHECK-NEXT: return %[[IF]]
func.func @if_pass_through(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>, %r: tensor<!tf_type.resource>) -> tensor<f32> {
  %0:4 = "tf.IfRegion"(%p) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%b, %r, %m, %r) : (tensor<f32>, tensor<!tf_type.resource>, tensor<f32>, tensor<!tf_type.resource>) -> ()
  }, {
    %s = "tf.Sub"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%b, %r, %s, %r) : (tensor<f32>, tensor<!tf_type.resource>, tensor<f32>, tensor<!tf_type.resource>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> (tensor<f32>, tensor<!tf_type.resource>, tensor<f32>, tensor<!tf_type.resource>)
  "tf.Use"(%0#1, %0#0) : (tensor<!tf_type.resource>, tensor<f32>) -> ()
  "tf.Use"(%0#3, %0#2) : (tensor<!tf_type.resource>, tensor<f32>) -> ()
  return %0#2 : tensor<f32>
}

// Different outside values on the two sides: as in TensorFlow, no result is forwarded, not even
// the one both sides agree on.
// CHECK-LABEL: func.func @if_pass_through_differs
// CHECK: %[[IF:.*]]:2 = "tf.IfRegion"
// CHECK-NEXT: "tf.Yield"(%arg1, %arg3)
// CHECK-NEXT: }, {
// CHECK-NEXT: "tf.Yield"(%arg2, %arg3)
// CHECK: return %[[IF]]#0, %[[IF]]#1
func.func @if_pass_through_differs(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "tf.IfRegion"(%p) ({
    "tf.Yield"(%a, %c) : (tensor<f32>, tensor<f32>) -> ()
  }, {
    "tf.Yield"(%b, %c) : (tensor<f32>, tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// A forwarded value of another type than the result stays a result (its users keep their type).
// CHECK-LABEL: func.func @if_pass_through_other_type
// CHECK: %[[IF:.*]] = "tf.IfRegion"
// CHECK-NEXT: "tf.Yield"(%arg1) : (tensor<3xf32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "tf.Yield"(%arg1) : (tensor<3xf32>) -> ()
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<*xf32>
// CHECK-NEXT: return %[[IF]], %arg1
func.func @if_pass_through_other_type(%p: tensor<i1>, %a: tensor<3xf32>) -> (tensor<*xf32>, tensor<3xf32>) {
  %0:2 = "tf.IfRegion"(%p) ({
    "tf.Yield"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }, {
    "tf.Yield"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> (tensor<*xf32>, tensor<3xf32>)
  return %0#0, %0#1 : tensor<*xf32>, tensor<3xf32>
}

// A constant branch index picks that branch; an index out of range (above or below) picks the last
// one, as tf.Case.
// CHECK-LABEL: func.func @case_constant
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: %[[S:.*]] = "tf.Sub"(%[[A]], %[[B]])
// CHECK-NEXT: %[[D:.*]] = "tf.Div"(%[[A]], %[[B]])
// CHECK-NEXT: %[[X:.*]] = "tf.Maximum"(%[[A]], %[[B]])
// CHECK-NEXT: return %[[S]], %[[D]], %[[X]]
func.func @case_constant(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %seven = "tf.Const"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  %minus = arith.constant dense<-1> : tensor<i32>
  %0 = "tf.CaseRegion"(%one) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%m) : (tensor<f32>) -> ()
  }, {
    %s = "tf.Sub"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%s) : (tensor<f32>) -> ()
  }, {
    %s = "tf.AddV2"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%s) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<f32>
  %1 = "tf.CaseRegion"(%seven) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%m) : (tensor<f32>) -> ()
  }, {
    %d = "tf.Div"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%d) : (tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i32>) -> tensor<f32>
  %2 = "tf.CaseRegion"(%minus) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%m) : (tensor<f32>) -> ()
  }, {
    %x = "tf.Maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}

// An index that is not a constant keeps the CaseRegion; results every branch yields from the
// same outside value are forwarded.
// CHECK-LABEL: func.func @case_pass_through
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK: %[[C:.*]] = "tf.CaseRegion"(%[[I]]) <{is_stateless = true}> ({
// CHECK-NEXT: %[[M:.*]] = "tf.Mul"
// CHECK-NEXT: "tf.Yield"(%[[M]]) : (tensor<f32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[S:.*]] = "tf.Sub"
// CHECK-NEXT: "tf.Yield"(%[[S]]) : (tensor<f32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "tf.Yield"(%[[A]]) : (tensor<f32>) -> ()
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: return %[[B]], %[[C]]
func.func @case_pass_through(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "tf.CaseRegion"(%i) ({
    %m = "tf.Mul"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%b, %m) : (tensor<f32>, tensor<f32>) -> ()
  }, {
    %s = "tf.Sub"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tf.Yield"(%b, %s) : (tensor<f32>, tensor<f32>) -> ()
  }, {
    "tf.Yield"(%b, %a) : (tensor<f32>, tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// Unused region ops: a stateless one whose regions only hold ops free of side effects goes; one
// that is stateful, or holds an op that writes or says nothing of its effects (at any depth),
// stays.
// CHECK-LABEL: func.func @unused
// CHECK-NOT: "tf.Neg"
// CHECK: %{{.*}} = "tf.IfRegion"(%arg0) <{is_stateless = false}> ({
// CHECK-NEXT: "tf.Sqrt"
// CHECK: })
// CHECK: "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
// CHECK-NEXT: "tf.AssignVariableOp"
// CHECK: })
// CHECK: %{{.*}} = "tf.CaseRegion"(%arg3) <{is_stateless = false}> ({
// CHECK-NEXT: "tf.Exp"
// CHECK: })
// CHECK: "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
// CHECK-NEXT: "tf.IfRegion"(%arg0) <{is_stateless = true}> ({
// CHECK: "tf.SomeUnknownOp"
// CHECK: return
func.func @unused(%p: tensor<i1>, %x: tensor<f32>, %v: tensor<!tf_type.resource<tensor<f32>>>, %i: tensor<i32>) {
  %0 = "tf.IfRegion"(%p) ({
    %n = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%n) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
  "tf.CaseRegion"(%i) ({
    %n = "tf.Neg"(%x) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i32>) -> ()
  %2 = "tf.IfRegion"(%p) ({
    %n = "tf.Sqrt"(%x) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%n) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<f32>
  "tf.IfRegion"(%p) ({
    "tf.AssignVariableOp"(%v, %x) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> ()
  %3 = "tf.CaseRegion"(%i) ({
    %e = "tf.Exp"(%x) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%e) : (tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i32>) -> tensor<f32>
  %4 = "tf.IfRegion"(%p) ({
    %inner = "tf.IfRegion"(%p) ({
      "tf.Yield"(%x) : (tensor<f32>) -> ()
    }, {
      %u = "tf.SomeUnknownOp"(%x) : (tensor<f32>) -> tensor<f32>
      "tf.Yield"(%u) : (tensor<f32>) -> ()
    }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
    "tf.Yield"(%inner) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
  return
}
