// RUN: jopt %s -tf-functional-control-flow-to-regions -tf-region-control-flow-to-functional | jfilecheck %s --check-prefix=BACK
// RUN: jopt %s -tf-functional-control-flow-to-regions -inline -symbol-dce | jfilecheck %s --check-prefix=INLINED
// RUN: jopt %s -tf-functional-control-flow-to-regions -inline -symbol-dce -tf-region-control-flow-to-functional | jfilecheck %s --check-prefix=OUTLINED
// RUN: jopt %s -tf-functional-control-flow-to-regions -tf-region-control-flow-to-functional -tf-functional-control-flow-to-cfg | jfilecheck %s --check-prefix=CFG

// Functional -> region -> functional: the If and While regions only call the original functions,
// so those are used again; the ops gain what TensorFlow's passes add (the branch names,
// parallel_iterations, _xla_propagate_compile_time_consts). Case regions are always outlined.
// BACK: func.func private @tf.CaseRegion_branch1(%arg0: tensor<f32>) -> tensor<f32>
// BACK-NEXT: call @keep(%arg0)
// BACK: func.func private @tf.CaseRegion_branch0(%arg0: tensor<f32>) -> tensor<f32>
// BACK-NEXT: call @zero(%arg0)
// BACK-NOT: func.func private @tf.
// BACK-LABEL: func.func @main
// BACK-NEXT: %[[I:.*]] = "tf.If"(%arg0, %arg1) <{else_branch = @keep, is_stateless = true, then_branch = @flip}> {_else_func_name = "keep", _then_func_name = "flip", _xla_propagate_compile_time_consts = true} : (tensor<i1>, tensor<f32>) -> tensor<f32>
// BACK-NEXT: %[[W:.*]]:2 = "tf.While"(%[[I]], %arg2) <{body = @grow, cond = @small, is_stateless = false, parallel_iterations = 10 : i64}> {_xla_propagate_compile_time_consts = true} : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
// BACK-NEXT: %[[C:.*]] = "tf.Case"(%arg2, %[[W]]#0) <{branches = [@tf.CaseRegion_branch0, @tf.CaseRegion_branch1], is_stateless = true}> {_xla_propagate_compile_time_consts = true}

// The inliner may inline the calls into the regions (single-block callees).
// INLINED-NOT: func.func private
// INLINED-LABEL: func.func @main
// INLINED: "tf.IfRegion"(%arg0) <{_else_func_name = "keep", _then_func_name = "flip", is_stateless = true}> ({
// INLINED-NEXT: "tf.Neg"(%arg1)
// INLINED: "tf.WhileRegion"
// INLINED: "tf.Less"
// INLINED: "tf.Exp"
// INLINED: "tf.CaseRegion"

// Outlined again after inlining: the If branches take the names they had; the loop's get new ones.
// The inliner's folding moved the loop's constant up to @main; it is copied back into the function.
// OUTLINED: func.func private @tf.CaseRegion_branch1(
// OUTLINED: func.func private @tf.CaseRegion_branch0(
// OUTLINED: func.func private @tf.WhileRegion_body(%arg0: tensor<f32>, %arg1: tensor<i32>) -> (tensor<f32>, tensor<i32>)
// OUTLINED-NEXT: "tf.Exp"
// OUTLINED: func.func private @tf.WhileRegion_cond(%arg0: tensor<f32>, %arg1: tensor<i32>) -> tensor<i1>
// OUTLINED-NEXT: "tf.Const"() <{value = dense<10> : tensor<i32>}>
// OUTLINED-NEXT: "tf.Less"
// OUTLINED: func.func private @keep(%arg0: tensor<f32>) -> tensor<f32>
// OUTLINED-NEXT: return %arg0
// OUTLINED: func.func private @flip(%arg0: tensor<f32>) -> tensor<f32>
// OUTLINED-NEXT: "tf.Neg"
// OUTLINED-LABEL: func.func @main
// OUTLINED: "tf.If"(%arg0, %arg1) {{.*}}else_branch = @keep, is_stateless = true, then_branch = @flip}
// OUTLINED: "tf.While"({{.*}}body = @tf.WhileRegion_body, cond = @tf.WhileRegion_cond

// And on to the CFG form, which still takes what came back.
// CFG-LABEL: func.func @main
// CFG: cf.cond_br
// CFG: call @flip
// CFG: call @keep
// CFG: call @small
// CFG: call @grow
func.func private @flip(%a: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @keep(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}
func.func private @small(%a: tensor<f32>, %n: tensor<i32>) -> tensor<i1> {
  %ten = "tf.Const"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Less"(%n, %ten) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @grow(%a: tensor<f32>, %n: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0 = "tf.Exp"(%a) : (tensor<f32>) -> tensor<f32>
  return %0, %n : tensor<f32>, tensor<i32>
}
func.func private @zero(%a: tensor<f32>) -> tensor<f32> {
  %0 = "tf.ZerosLike"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @main(%p: tensor<i1>, %v: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
  %0 = "tf.If"(%p, %v) {then_branch = @flip, else_branch = @keep, is_stateless = true} : (tensor<i1>, tensor<f32>) -> tensor<f32>
  %1:2 = "tf.While"(%0, %n) {cond = @small, body = @grow, is_stateless = false} : (tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  %2 = "tf.Case"(%n, %1#0) {branches = [@zero, @keep], is_stateless = true} : (tensor<i32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}
