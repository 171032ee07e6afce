// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// tf.IfRegion, tf.WhileRegion, tf.CaseRegion and tf.Yield print in the generic form, attributes in a
// plain dictionary; properties given as <{...}> (TensorFlow's newer output) are read too.

// CHECK-LABEL: func.func @pick
// CHECK: %[[R:.*]] = "tf.IfRegion"(%arg0) <{_else_func_name = "keep", _then_func_name = "negate", is_stateless = true}> ({
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: "tf.Yield"(%[[N]]) : (tensor<3xf32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "tf.Yield"(%arg1) : (tensor<3xf32>) -> ()
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<*xf32>
// CHECK: return %[[R]]
func.func @pick(%p: tensor<i1>, %v: tensor<3xf32>) -> tensor<*xf32> {
  %r = "tf.IfRegion"(%p) ({
    %n = "tf.Neg"(%v) : (tensor<3xf32>) -> tensor<3xf32>
    "tf.Yield"(%n) : (tensor<3xf32>) -> ()
  }, {
    "tf.Yield"(%v) : (tensor<3xf32>) -> ()
  }) {is_stateless = true, _then_func_name = "negate", _else_func_name = "keep"} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// An IfRegion without results; its condition may come in as a property.
// CHECK-LABEL: func.func @effects
// CHECK: "tf.IfRegion"(%arg0) <{is_stateless = false}> ({
// CHECK-NEXT: "tf.SideEffect"
// CHECK-NEXT: "tf.Yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "tf.Yield"() : () -> ()
// CHECK-NEXT: }) : (tensor<i1>) -> ()
func.func @effects(%p: tensor<i1>) {
  "tf.IfRegion"(%p) <{is_stateless = false}> ({
    "tf.SideEffect"() : () -> ()
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<i1>) -> ()
  return
}

// A countdown: the condition yields the predicate and forwards its arguments; the body yields the
// next values. Shapes may differ between the loop's operands and its region arguments where they
// are compatible.
// CHECK-LABEL: func.func @countdown
// CHECK: %[[W:.*]]:2 = "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = false, parallel_iterations = 4 : i64, shape_invariant}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<?xf32>, %[[K:.*]]: tensor<i32>):
// CHECK-NEXT: %[[P:.*]] = "tf.ToBool"(%[[K]]) : (tensor<i32>) -> tensor<i1>
// CHECK-NEXT: "tf.Yield"(%[[P]], %[[A]], %[[K]]) : (tensor<i1>, tensor<?xf32>, tensor<i32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[BA:.*]]: tensor<?xf32>, %[[BK:.*]]: tensor<i32>):
// CHECK: "tf.Yield"(%[[BA]], %{{.*}}) : (tensor<?xf32>, tensor<i32>) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
func.func @countdown(%v: tensor<4xf32>, %k: tensor<i32>) -> tensor<?xf32> {
  %w:2 = "tf.WhileRegion"(%v, %k) ({
  ^bb0(%a: tensor<?xf32>, %n: tensor<i32>):
    %p = "tf.ToBool"(%n) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%p, %a, %n) : (tensor<i1>, tensor<?xf32>, tensor<i32>) -> ()
  }, {
  ^bb0(%a: tensor<?xf32>, %n: tensor<i32>):
    %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %m = "tf.Sub"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%a, %m) : (tensor<?xf32>, tensor<i32>) -> ()
  }) {is_stateless = false, parallel_iterations = 4 : i64, shape_invariant} : (tensor<4xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
  return %w#0 : tensor<?xf32>
}

// A loop without variables whose condition yields the predicate alone.
// CHECK-LABEL: func.func @forever
// CHECK: "tf.WhileRegion"() <{is_stateless = true}> ({
// CHECK-NEXT: %[[T:.*]] = "tf.Const"
// CHECK-NEXT: "tf.Yield"(%[[T]]) : (tensor<i1>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "tf.Yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @forever() {
  "tf.WhileRegion"() ({
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : () -> ()
  return
}

// Three branches, selected by an unranked index.
// CHECK-LABEL: func.func @switch
// CHECK: "tf.CaseRegion"(%arg0) <{is_stateless = true}> ({
// CHECK-NEXT: "tf.Yield"(%arg1) : (tensor<2xi64>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %{{.*}} = "tf.Square"
// CHECK: }, {
// CHECK-NEXT: %{{.*}} = "tf.Neg"
// CHECK: }) : (tensor<*xi32>) -> tensor<2xi64>
func.func @switch(%i: tensor<*xi32>, %v: tensor<2xi64>) -> tensor<2xi64> {
  %r = "tf.CaseRegion"(%i) ({
    "tf.Yield"(%v) : (tensor<2xi64>) -> ()
  }, {
    %s = "tf.Square"(%v) : (tensor<2xi64>) -> tensor<2xi64>
    "tf.Yield"(%s) : (tensor<2xi64>) -> ()
  }, {
    %n = "tf.Neg"(%v) : (tensor<2xi64>) -> tensor<2xi64>
    "tf.Yield"(%n) : (tensor<2xi64>) -> ()
  }) {is_stateless = true} : (tensor<*xi32>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// Resource handles with and without subtypes are compatible.
// CHECK-LABEL: func.func @handles
// CHECK: "tf.IfRegion"
func.func @handles(%p: tensor<i1>, %h: tensor<!tf_type.resource<tensor<8xf32>>>) -> tensor<!tf_type.resource> {
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%h) : (tensor<!tf_type.resource<tensor<8xf32>>>) -> ()
  }, {
    "tf.Yield"(%h) : (tensor<!tf_type.resource<tensor<8xf32>>>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<!tf_type.resource>
  return %r : tensor<!tf_type.resource>
}
