// RUN: jopt %s -split-input-file -tf-region-control-flow-to-functional | jfilecheck %s

// Regions that do more than call a function are outlined into private functions at the top of the
// module, named after the op with _then/_else. Values from above become parameters (and operands of
// tf.If after the condition); constants are copied in instead. A tf.ToBool condition is looked
// through and dropped once unused. device and underscored attributes stay; other ones go.
// CHECK: func.func private @tf.IfRegion_else(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[K:.*]] = "tf.Const"() <{value = dense<2.000000e+00> : tensor<4xf32>}>
// CHECK-NEXT: %[[M:.*]] = "tf.Mul"(%arg1, %[[K]])
// CHECK-NEXT: return %[[M]] : tensor<4xf32>
// CHECK: func.func private @tf.IfRegion_then(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: return %[[N]] : tensor<4xf32>
// CHECK-LABEL: func.func @outline
// CHECK-NEXT: %[[S:.*]] = "tf.Sqrt"(%arg1)
// CHECK-NEXT: %[[K2:.*]] = "tf.Const"
// CHECK-NEXT: %[[R:.*]] = "tf.If"(%arg0, %arg1, %[[S]]) <{else_branch = @tf.IfRegion_else, is_stateless = true, then_branch = @tf.IfRegion_then}> {_marker, _xla_propagate_compile_time_consts = true, device = "cpu"} : (tensor<2xi32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func @outline(%c: tensor<2xi32>, %v: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tf.Sqrt"(%v) : (tensor<4xf32>) -> tensor<4xf32>
  %two = "tf.Const"() {value = dense<2.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %p = "tf.ToBool"(%c) : (tensor<2xi32>) -> tensor<i1>
  %r = "tf.IfRegion"(%p) ({
    %n = "tf.Neg"(%v) : (tensor<4xf32>) -> tensor<4xf32>
    "tf.Yield"(%n) : (tensor<4xf32>) -> ()
  }, {
    %m = "tf.Mul"(%s, %two) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "tf.Yield"(%m) : (tensor<4xf32>) -> ()
  }) {is_stateless = true, _marker, device = "cpu", dropped = 1 : i32} : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// _then_func_name/_else_func_name name the outlined functions (when not empty); they are kept, as
// underscored attributes.
// CHECK: func.func private @tf.IfRegion_else() {
// CHECK: func.func private @on_true() {
// CHECK-LABEL: func.func @named
// CHECK: "tf.If"(%arg0) <{else_branch = @tf.IfRegion_else, is_stateless = false, then_branch = @on_true}> {_else_func_name = "", _then_func_name = "on_true", _xla_propagate_compile_time_consts = true}
func.func @named(%p: tensor<i1>) {
  "tf.IfRegion"(%p) ({
    "tf.Effect"() : () -> ()
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = false, _then_func_name = "on_true", _else_func_name = ""} : (tensor<i1>) -> ()
  return
}

// -----

// Regions that only call a function on the same values (through casts that keep the element
// type) reuse those functions: no outlining.
func.func private @up(tensor<*xf32>) -> tensor<*xf32>
func.func private @down(tensor<*xf32>) -> tensor<*xf32>

// CHECK-NOT: func.func private @tf.
// CHECK-LABEL: func.func @reuse
// CHECK-NEXT: %[[R:.*]] = "tf.If"(%arg0, %arg1) <{else_branch = @down, is_stateless = false, then_branch = @up}> {_xla_propagate_compile_time_consts = true} : (tensor<i1>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reuse(%p: tensor<i1>, %v: tensor<3xf32>) -> tensor<3xf32> {
  %r = "tf.IfRegion"(%p) ({
    %a = "tf.Cast"(%v) {Truncate = false} : (tensor<3xf32>) -> tensor<?xf32>
    %b = "tf.Cast"(%a) {Truncate = false} : (tensor<?xf32>) -> tensor<*xf32>
    %t = func.call @up(%b) : (tensor<*xf32>) -> tensor<*xf32>
    "tf.Yield"(%t) : (tensor<*xf32>) -> ()
  }, {
    %a = "tf.Cast"(%v) {Truncate = false} : (tensor<3xf32>) -> tensor<*xf32>
    %e = func.call @down(%a) : (tensor<*xf32>) -> tensor<*xf32>
    "tf.Yield"(%e) : (tensor<*xf32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// A cast that changes the element type is not looked through: the regions are outlined.
func.func private @up(tensor<*xf32>) -> tensor<*xf32>
func.func private @down(tensor<*xf32>) -> tensor<*xf32>

// CHECK: func.func private @tf.IfRegion_else(%arg0: tensor<3xi64>) -> tensor<*xf32>
// CHECK-NEXT: "tf.Cast"
// CHECK-NEXT: call @down
// CHECK: func.func private @tf.IfRegion_then(%arg0: tensor<3xi64>) -> tensor<*xf32>
// CHECK-LABEL: func.func @no_reuse
// CHECK: "tf.If"(%arg0, %arg1) {{.*}}else_branch = @tf.IfRegion_else{{.*}}then_branch = @tf.IfRegion_then
func.func @no_reuse(%p: tensor<i1>, %v: tensor<3xi64>) -> tensor<*xf32> {
  %r = "tf.IfRegion"(%p) ({
    %a = "tf.Cast"(%v) {Truncate = false} : (tensor<3xi64>) -> tensor<*xf32>
    %t = func.call @up(%a) : (tensor<*xf32>) -> tensor<*xf32>
    "tf.Yield"(%t) : (tensor<*xf32>) -> ()
  }, {
    %a = "tf.Cast"(%v) {Truncate = false} : (tensor<3xi64>) -> tensor<*xf32>
    %e = func.call @down(%a) : (tensor<*xf32>) -> tensor<*xf32>
    "tf.Yield"(%e) : (tensor<*xf32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Nested ops convert first: the inner IfRegion takes the op name, the outer one gets a count.
// CHECK: func.func private @tf.IfRegion1_else(
// CHECK-NEXT: "tf.Abs"
// CHECK: func.func private @tf.IfRegion1_then(
// CHECK-NEXT: "tf.LogicalNot"
// CHECK-NEXT: "tf.If"({{.*}}else_branch = @tf.IfRegion_else{{.*}}then_branch = @tf.IfRegion_then
// CHECK: func.func private @tf.IfRegion_else(
// CHECK-NEXT: "tf.Neg"
// CHECK: func.func private @tf.IfRegion_then(
// CHECK-NEXT: "tf.Exp"
// CHECK-LABEL: func.func @nested
// CHECK: else_branch = @tf.IfRegion1_else{{.*}}then_branch = @tf.IfRegion1_then
func.func @nested(%p: tensor<i1>, %v: tensor<f32>) -> tensor<f32> {
  %r = "tf.IfRegion"(%p) ({
    %q = "tf.LogicalNot"(%p) : (tensor<i1>) -> tensor<i1>
    %i = "tf.IfRegion"(%q) ({
      %e = "tf.Exp"(%v) : (tensor<f32>) -> tensor<f32>
      "tf.Yield"(%e) : (tensor<f32>) -> ()
    }, {
      %n = "tf.Neg"(%v) : (tensor<f32>) -> tensor<f32>
      "tf.Yield"(%n) : (tensor<f32>) -> ()
    }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
    "tf.Yield"(%i) : (tensor<f32>) -> ()
  }, {
    %a = "tf.Abs"(%v) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A loop's regions are outlined with _cond/_body; a value used from above becomes a further loop
// variable that the body passes through, so tf.While has more results than the region op.
// CHECK: func.func private @tf.WhileRegion_body(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<f32>, tensor<i32>, tensor<i32>) {
// CHECK-NEXT: %[[D:.*]] = "tf.Sub"(%arg1, %arg2)
// CHECK-NEXT: return %arg0, %[[D]], %arg2 : tensor<f32>, tensor<i32>, tensor<i32>
// CHECK: func.func private @tf.WhileRegion_cond(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i1> {
// CHECK-NEXT: %[[Z:.*]] = "tf.Const"() <{value = dense<0> : tensor<i32>}>
// CHECK-NEXT: %[[G:.*]] = "tf.Greater"(%arg1, %[[Z]])
// CHECK-NEXT: return %[[G]] : tensor<i1>
// CHECK-LABEL: func.func @countdown
// CHECK: %[[W:.*]]:3 = "tf.While"(%arg0, %arg1, %[[STEP:.*]]) <{body = @tf.WhileRegion_body, cond = @tf.WhileRegion_cond, is_stateless = false, parallel_iterations = 10 : i64}> {_xla_propagate_compile_time_consts = true} : (tensor<f32>, tensor<i32>, tensor<i32>) -> (tensor<f32>, tensor<i32>, tensor<i32>)
// CHECK-NEXT: return %[[W]]#0
func.func @countdown(%v: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %step = "tf.Abs"(%n) : (tensor<i32>) -> tensor<i32>
  %w:2 = "tf.WhileRegion"(%v, %n) ({
  ^bb0(%a: tensor<f32>, %k: tensor<i32>):
    %g = "tf.Greater"(%k, %zero) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    // Forwarded arguments are not results of the condition function.
    "tf.Yield"(%g, %a, %k) : (tensor<i1>, tensor<f32>, tensor<i32>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %k: tensor<i32>):
    %d = "tf.Sub"(%k, %step) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%a, %d) : (tensor<f32>, tensor<i32>) -> ()
  }) {is_stateless = false} : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  return %w#0 : tensor<f32>
}

// -----

// A loop whose regions call functions on their block arguments, in order, reuses them; the
// condition may go through tf.ToBool, or forward its arguments.
func.func private @test(tensor<4xf32>, tensor<i32>) -> tensor<i32>
func.func private @done(tensor<4xf32>, tensor<i32>) -> tensor<i1>
func.func private @next(tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)

// CHECK-NOT: func.func private @tf.
// CHECK-LABEL: func.func @reuse_loop
// CHECK-NEXT: %[[A:.*]]:2 = "tf.While"(%arg0, %arg1) <{body = @next, cond = @test, is_stateless = true, parallel_iterations = 5 : i64, shape_invariant}> {_xla_propagate_compile_time_consts = true}
// CHECK-NEXT: %[[B:.*]]:2 = "tf.While"(%[[A]]#0, %[[A]]#1) <{body = @next, cond = @done, is_stateless = true, parallel_iterations = 10 : i64}> {_xla_propagate_compile_time_consts = true}
func.func @reuse_loop(%v: tensor<*xf32>, %n: tensor<i32>) -> tensor<*xf32> {
  %w:2 = "tf.WhileRegion"(%v, %n) ({
  ^bb0(%a: tensor<*xf32>, %k: tensor<i32>):
    %c = "tf.Cast"(%a) : (tensor<*xf32>) -> tensor<4xf32>
    %t = func.call @test(%c, %k) : (tensor<4xf32>, tensor<i32>) -> tensor<i32>
    %b = "tf.ToBool"(%t) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%b) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<*xf32>, %k: tensor<i32>):
    %c = "tf.Cast"(%a) : (tensor<*xf32>) -> tensor<4xf32>
    %r:2 = func.call @next(%c, %k) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    "tf.Yield"(%r#0, %r#1) : (tensor<4xf32>, tensor<i32>) -> ()
  }) {is_stateless = true, parallel_iterations = 5 : i64, shape_invariant} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<i32>)
  %u:2 = "tf.WhileRegion"(%w#0, %w#1) ({
  ^bb0(%a: tensor<4xf32>, %k: tensor<i32>):
    %t = func.call @done(%a, %k) : (tensor<4xf32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%t, %a, %k) : (tensor<i1>, tensor<4xf32>, tensor<i32>) -> ()
  }, {
  ^bb0(%a: tensor<4xf32>, %k: tensor<i32>):
    %r:2 = func.call @next(%a, %k) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    "tf.Yield"(%r#0, %r#1) : (tensor<4xf32>, tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<i32>)
  return %u#0 : tensor<*xf32>
}

// -----

// Arguments swapped between the calls: outlined.
func.func private @c(tensor<i32>, tensor<f32>) -> tensor<i1>
func.func private @b(tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)

// CHECK: func.func private @tf.WhileRegion_body
// CHECK-NEXT: call @b
// CHECK: func.func private @tf.WhileRegion_cond
// CHECK-NEXT: call @c(%arg1, %arg0)
// CHECK-LABEL: func.func @swapped
func.func @swapped(%v: tensor<f32>, %n: tensor<i32>) {
  %w:2 = "tf.WhileRegion"(%v, %n) ({
  ^bb0(%a: tensor<f32>, %k: tensor<i32>):
    %t = func.call @c(%k, %a) : (tensor<i32>, tensor<f32>) -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %k: tensor<i32>):
    %r:2 = func.call @b(%a, %k) : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "tf.Yield"(%r#0, %r#1) : (tensor<f32>, tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  return
}

// -----

// Each branch of a CaseRegion is outlined as _branchN.
// CHECK: func.func private @tf.CaseRegion_branch1(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: "tf.Neg"(%arg0)
// CHECK: func.func private @tf.CaseRegion_branch0(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @switch
// CHECK-NEXT: "tf.Case"(%arg0, %arg1) <{branches = [@tf.CaseRegion_branch0, @tf.CaseRegion_branch1], is_stateless = false}> {_xla_propagate_compile_time_consts = true} : (tensor<i32>, tensor<2xf32>) -> tensor<2xf32>
func.func @switch(%i: tensor<i32>, %v: tensor<2xf32>) -> tensor<2xf32> {
  %r = "tf.CaseRegion"(%i) ({
    "tf.Yield"(%v) : (tensor<2xf32>) -> ()
  }, {
    %n = "tf.Neg"(%v) : (tensor<2xf32>) -> tensor<2xf32>
    "tf.Yield"(%n) : (tensor<2xf32>) -> ()
  }) {is_stateless = false} : (tensor<i32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// Names come from NameLoc locations when there are; a name a symbol already has gets _N (one
// counter for the module). Functions are converted last to first, and each outlined function goes
// to the top of the module: @second's come out below @first's.
func.func private @loop_cond(%arg0: tensor<i32>) -> tensor<i1>
func.func private @loop_body(%arg0: tensor<i32>) -> tensor<i32>

// CHECK: func.func private @loop_body_1(
// CHECK-NEXT: "tf.Neg"
// CHECK: func.func private @loop_cond_0(
// CHECK-NEXT: "tf.ToBool"
// CHECK: func.func private @tf.IfRegion_else
// CHECK: func.func private @tf.IfRegion_then
// CHECK: func.func private @loop_cond(
// CHECK: func.func private @loop_body(
// CHECK-LABEL: func.func @first
// CHECK: body = @loop_body_1, cond = @loop_cond_0
// CHECK-LABEL: func.func @second
// CHECK: else_branch = @tf.IfRegion_else
func.func @first(%n: tensor<i32>) {
  %w = "tf.WhileRegion"(%n) ({
  ^bb0(%k: tensor<i32>):
    %b = "tf.ToBool"(%k) : (tensor<i32>) -> tensor<i1>
    "tf.Yield"(%b) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k: tensor<i32>):
    %m = "tf.Neg"(%k) : (tensor<i32>) -> tensor<i32>
    "tf.Yield"(%m) : (tensor<i32>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<i32> loc("loop@first")
  return
}
func.func @second(%p: tensor<i1>) {
  "tf.IfRegion"(%p) ({
    "tf.Effect"() : () -> ()
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = false} : (tensor<i1>) -> ()
  return
}
