// RUN: jopt %s -split-input-file -verify-diagnostics
// The verifiers of the region control-flow ops, in TensorFlow's words.

func.func @yield_outside(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.Yield' op expects parent op to be one of 'tf.CaseRegion, tf.IfRegion, tf.WhileRegion, tf.GeneratorDatasetRegion'}}
  "tf.Yield"(%v) : (tensor<f32>) -> ()
}

// -----

func.func @if_vector_cond(%p: tensor<2xi1>, %v: tensor<f32>) {
  // expected-error@+1 {{'tf.IfRegion' op operand #0 must be 0D tensor of 1-bit signless integer values, but got 'tensor<2xi1>'}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<2xi1>) -> ()
  return
}

// -----

func.func @if_bare_i1(%p: i1) {
  // expected-error@+1 {{'tf.IfRegion' op operand #0 must be 0D tensor of 1-bit signless integer values, but got 'i1'}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (i1) -> ()
  return
}

// -----

func.func @if_one_region(%p: tensor<i1>) {
  // expected-error@+1 {{'tf.IfRegion' op expected 2 regions}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_no_stateless(%p: tensor<i1>) {
  // expected-error@+1 {{'tf.IfRegion' op requires attribute 'is_stateless'}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_stateless_kind(%p: tensor<i1>) {
  // expected-error@+1 {{'tf.IfRegion' op attribute 'is_stateless' failed to satisfy constraint: bool attribute}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = 1 : i32} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_func_name_kind(%p: tensor<i1>) {
  // expected-error@+1 {{'tf.IfRegion' op attribute '_then_func_name' failed to satisfy constraint: string attribute}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true, _then_func_name = @f} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_block_args(%p: tensor<i1>, %v: tensor<f32>) {
  // expected-error@+1 {{'tf.IfRegion' op region #1 should have no arguments}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_no_terminator(%p: tensor<i1>, %v: tensor<f32>) {
  "tf.IfRegion"(%p) ({
    // expected-error@+1 {{block with no terminator}}
    %n = "tf.Neg"(%v) : (tensor<f32>) -> tensor<f32>
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_other_terminator(%p: tensor<i1>, %v: tensor<f32>) {
  // expected-error@+2 {{'tf.IfRegion' op expects regions to end with 'tf.Yield', found 'tf.Unknown'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'tf.Yield'}}
  "tf.IfRegion"(%p) ({
    "tf.Unknown"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_two_blocks(%p: tensor<i1>) {
  // expected-error@+1 {{'tf.IfRegion' op region #0 ('then_branch') failed to verify constraint: region with 1 blocks}}
  "tf.IfRegion"(%p) ({
    "tf.Yield"() : () -> ()
  ^bb1:
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func @if_then_count(%p: tensor<i1>, %v: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.IfRegion' op then results (size = 2) should have the same number of values as results (size = 1)}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%v, %v) : (tensor<f32>, tensor<f32>) -> ()
  }, {
    "tf.Yield"(%v) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @if_else_type(%p: tensor<i1>, %v: tensor<f32>, %w: tensor<3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.IfRegion' op else result type tensor<3xi32> is incompatible with result type tensor<*xf32> at index 0}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%v) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%w) : (tensor<3xi32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @if_shape_clash(%p: tensor<i1>, %v: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'tf.IfRegion' op then result type tensor<2xf32> is incompatible with result type tensor<3xf32> at index 0}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%v) : (tensor<2xf32>) -> ()
  }, {
    "tf.Yield"(%v) : (tensor<2xf32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

func.func @if_result_not_tensor(%p: tensor<i1>, %v: f32) -> f32 {
  // expected-error@+1 {{'tf.IfRegion' op result #0 must be variadic of tensor of tf.dtype values, but got 'f32'}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%v) : (f32) -> ()
  }, {
    "tf.Yield"(%v) : (f32) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> f32
  return %r : f32
}

// -----

func.func @while_operand_not_tensor(%v: f32) {
  // expected-error@+1 {{'tf.WhileRegion' op operand #0 must be variadic of tensor of any type values, but got 'f32'}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: f32):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: f32):
    "tf.Yield"(%a) : (f32) -> ()
  }) {is_stateless = true} : (f32) -> f32
  return
}

// -----

func.func @while_parallel_iterations(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op attribute 'parallel_iterations' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 1}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true, parallel_iterations = 0 : i64} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_shape_invariant_kind(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op attribute 'shape_invariant' failed to satisfy constraint: unit attribute}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true, shape_invariant = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_cond_not_bool(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op condition should have a single tensor<i1> result}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_cond_yield_count(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op condition should yield a tensor<i1> and forward the arguments}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t, %a, %a) : (tensor<i1>, tensor<f32>, tensor<f32>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_cond_changes_args(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op arguments on condition block aren't forwarded to yield}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    %n = "tf.Neg"(%a) : (tensor<f32>) -> tensor<f32>
    "tf.Yield"(%t, %n) : (tensor<i1>, tensor<f32>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_cond_arg_count(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op inputs (size = 1) should have the same number of values as condition inputs (size = 0)}}
  %r = "tf.WhileRegion"(%v) ({
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_body_arg_type(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op input type tensor<f32> is incompatible with body input type tensor<i32> at index 0}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<i32>):
    "tf.Yield"(%v) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @while_body_result_count(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.WhileRegion' op results (size = 1) should have the same number of values as body results (size = 2)}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<f32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>):
    "tf.Yield"(%a, %a) : (tensor<f32>, tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

// Without shape_invariant the loop's operands and results must be compatible.
func.func @while_shape_changes(%v: tensor<2xf32>) {
  // expected-error@+1 {{'tf.WhileRegion' op input type tensor<2xf32> is incompatible with result type tensor<3xf32> at index 0}}
  %r = "tf.WhileRegion"(%v) ({
  ^bb0(%a: tensor<?xf32>):
    %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<?xf32>):
    "tf.Yield"(%a) : (tensor<?xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @case_index_type(%i: tensor<i64>, %v: tensor<f32>) {
  // expected-error@+1 {{'tf.CaseRegion' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<i64>'}}
  "tf.CaseRegion"(%i) ({
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i64>) -> ()
  return
}

// -----

func.func @case_index_rank(%i: tensor<2xi32>) {
  // expected-error@+1 {{'tf.CaseRegion' op expects 'branch_index' to be a scalar, but got 'tensor<2xi32>'}}
  "tf.CaseRegion"(%i) ({
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<2xi32>) -> ()
  return
}

// -----

func.func @case_no_branches(%i: tensor<i32>) {
  // expected-error@+1 {{'tf.CaseRegion' op expects to have at least 1 region}}
  "tf.CaseRegion"(%i) {is_stateless = true} : (tensor<i32>) -> ()
  return
}

// -----

func.func @case_empty_branch(%i: tensor<i32>) {
  // expected-error@+1 {{'tf.CaseRegion' op region #1 ('branches') failed to verify constraint: region with 1 blocks}}
  "tf.CaseRegion"(%i) ({
    "tf.Yield"() : () -> ()
  }, {
  }) {is_stateless = true} : (tensor<i32>) -> ()
  return
}

// -----

func.func @case_branch_type(%i: tensor<i32>, %v: tensor<f32>, %w: tensor<i1>) -> tensor<f32> {
  // expected-error@+1 {{'tf.CaseRegion' op branch #1 result type tensor<i1> is incompatible with result type tensor<f32> at index 0}}
  %r = "tf.CaseRegion"(%i) ({
    "tf.Yield"(%v) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%w) : (tensor<i1>) -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @case_branch_count(%i: tensor<i32>, %v: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.CaseRegion' op branch #0 results (size = 0) should have the same number of values as results (size = 1)}}
  %r = "tf.CaseRegion"(%i) ({
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @case_block_args(%i: tensor<i32>) {
  // expected-error@+1 {{'tf.CaseRegion' op region #0 should have no arguments}}
  "tf.CaseRegion"(%i) ({
  ^bb0(%a: tensor<i32>):
    "tf.Yield"() : () -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i32>) -> ()
  return
}
