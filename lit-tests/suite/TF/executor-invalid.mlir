// RUN: jopt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// The rules of the tf_executor dialect, with TensorFlow's wording.

func.func @graph_operands(%a: tensor<f32>) {
  // expected-error@+1 {{'tf_executor.graph' op requires zero operands}}
  "tf_executor.graph"(%a) ({
    tf_executor.fetch
  }) : (tensor<f32>) -> ()
  return
}

// -----

func.func @graph_no_block() {
  // expected-error@+1 {{'tf_executor.graph' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  "tf_executor.graph"() ({}) : () -> ()
  return
}

// -----

func.func @graph_empty_block() {
  // expected-error@+1 {{'tf_executor.graph' op expects a non-empty block}}
  "tf_executor.graph"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

// Only tf_executor ops directly in a graph.
func.func @graph_foreign_op(%a: tensor<f32>) -> tensor<f32> {
  %r = tf_executor.graph {
    // expected-error@+1 {{'tf.Neg' op unallowed inside a tf_executor.graph region}}
    %n = "tf.Neg"(%a) : (tensor<f32>) -> tensor<f32>
    tf_executor.fetch %n : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

func.func @graph_in_graph() {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.graph' op unallowed directly inside another tf_executor.graph}}
    tf_executor.graph {}
    tf_executor.fetch
  }
  return
}

// -----

func.func @graph_wrong_terminator() {
  // expected-error@+1 {{custom op 'tf_executor.graph' expects a tf_executor.fetch terminator}}
  tf_executor.graph {
    func.return
  }
  return
}

// -----

// TensorFlow's verifier names the wrong terminator before MLIR's region traits run.
func.func @graph_generic_wrong_terminator() {
  "tf_executor.graph"() ({
    // expected-error@+1 {{'tf_executor.yield' op invalid tf_executor.graph terminator, fetch expected}}
    tf_executor.yield
  }) : () -> ()
  return
}

// -----

func.func @island_wrong_terminator() {
  tf_executor.graph {
    "tf_executor.island"() ({
      // expected-error@+1 {{'tf_executor.fetch' op invalid tf_executor.island terminator, yield expected}}
      tf_executor.fetch
    }) : () -> (!tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @island_block_arguments() {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.island' op expects body without any arguments}}
    "tf_executor.island"() ({
    ^bb0(%x: tensor<i32>):
      tf_executor.yield
    }) : () -> (!tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @graph_two_blocks(%a: tensor<f32>) {
  // expected-error@+1 {{custom op 'tf_executor.graph' expects a single block region}}
  %r = tf_executor.graph {
    cf.br ^next
  ^next:
    tf_executor.fetch %a : tensor<f32>
  }
  return
}

// -----

func.func @fetch_short(%a: tensor<f32>) -> tensor<f32> {
  %r = "tf_executor.graph"() ({
    // expected-error@+1 {{'tf_executor.fetch' op does not have enough operands to cover the graph returned values}}
    "tf_executor.fetch"() : () -> ()
  }) : () -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @fetch_control_as_result(%c: !tf_executor.control) -> tensor<f32> {
  %r = "tf_executor.graph"() ({
    // expected-error@+1 {{'tf_executor.fetch' op operand #0 is a control type, can't be bound to a graph result}}
    "tf_executor.fetch"(%c) : (!tf_executor.control) -> ()
  }) : () -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @fetch_extra(%a: tensor<f32>) -> tensor<f32> {
  %r = "tf_executor.graph"() ({
    // expected-error@+1 {{'tf_executor.fetch' op operand #1 does not have a graph results to bind}}
    "tf_executor.fetch"(%a, %a) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @fetch_type(%a: tensor<f32>) -> tensor<i32> {
  %r = "tf_executor.graph"() ({
    // expected-error@+1 {{'tf_executor.fetch' op operand #0 type mismatch graph results}}
    "tf_executor.fetch"(%a) : (tensor<f32>) -> ()
  }) : () -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// Control results last: a data operand after a control one is reported twice, as TensorFlow does.
func.func @fetch_control_order(%a: tensor<f32>, %c: !tf_executor.control) -> tensor<f32> {
  %r = "tf_executor.graph"() ({
    // expected-error@+2 {{'tf_executor.fetch' op found non-control operand #2 after control operand}}
    // expected-error@+1 {{'tf_executor.fetch' op failed to verify that all control inputs must appear after any non-control input}}
    "tf_executor.fetch"(%a, %c, %a) : (tensor<f32>, !tf_executor.control, tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @fetch_parent() {
  "test.region"() ({
    // expected-error@+1 {{'tf_executor.fetch' op expects parent op 'tf_executor.graph'}}
    tf_executor.fetch
  }) : () -> ()
  return
}

// -----

func.func @island_parent() {
  "test.region"() ({
    // expected-error@+1 {{'tf_executor.island' op expects parent op 'tf_executor.graph'}}
    %c = tf_executor.island {}
  }) : () -> ()
  return
}

// -----

func.func @island_data_operand(%a: tensor<f32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.island' op operand #0 must be variadic of control, but got 'tensor<f32>'}}
    "tf_executor.island"(%a) ({
      tf_executor.yield
    }) : (tensor<f32>) -> !tf_executor.control
    tf_executor.fetch
  }
  return
}

// -----

func.func @island_no_result() {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.island' op expected 1 or more results}}
    "tf_executor.island"() ({
      tf_executor.yield
    }) : () -> ()
    tf_executor.fetch
  }
  return
}

// -----

func.func @island_yield_count(%a: tensor<f32>) {
  tf_executor.graph {
    "tf_executor.island"() ({
      // expected-error@+1 {{'tf_executor.yield' op has 1 operand, but island returns 0}}
      "tf_executor.yield"(%a) : (tensor<f32>) -> ()
    }) : () -> !tf_executor.control
    tf_executor.fetch
  }
  return
}

// -----

func.func @island_yield_type(%a: tensor<f32>) {
  tf_executor.graph {
    "tf_executor.island"() ({
      // expected-error@+1 {{'tf_executor.yield' op operand #0 type mismatch island results}}
      "tf_executor.yield"(%a) : (tensor<f32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @island_control_result(%a: tensor<f32>, %c: !tf_executor.control) {
  tf_executor.graph {
    "tf_executor.island"() ({
      // expected-error@+1 {{'tf_executor.yield' op unexpected control type for operand #1}}
      "tf_executor.yield"(%a, %c) : (tensor<f32>, !tf_executor.control) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @yield_parent() {
  "test.region"() ({
    // expected-error@+1 {{'tf_executor.yield' op expects parent op 'tf_executor.island'}}
    tf_executor.yield
  }) : () -> ()
  return
}

// -----

func.func @switch_predicate(%a: tensor<*xf32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Switch' op operand #1 must be tensor of 1-bit signless integer values, but got 'tensor<*xf32>'}}
    %s:3 = "tf_executor.Switch"(%a, %a) : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switch_broadcast(%p: tensor<i1>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Switch' op failed to verify that data operand must be broadcastable to true result}}
    %s:3 = "tf_executor.Switch"(%p, %p) : (tensor<i1>, tensor<i1>) -> (tensor<*xf32>, tensor<i1>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_count(%a: tensor<*xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor._SwitchN' op expect `num_outs` (5) results but got 2}}
    %s:3 = "tf_executor._SwitchN"(%a, %i) {num_outs = 5} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_type(%a: tensor<*xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor._SwitchN' op expects outputs to have tensor type but got 'i32'}}
    %s:3 = "tf_executor._SwitchN"(%a, %i) {num_outs = 2} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, i32, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

// The legacy spelling keeps the older single message.
func.func @switchn_legacy_type(%a: tensor<*xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.SwitchN' op type mismatch between data operand and result: 'tensor<*xf32>' vs 'i32'}}
    %s:3 = "tf_executor.SwitchN"(%a, %i) {num_outs = 2} : (tensor<*xf32>, tensor<i32>) -> (tensor<*xf32>, i32, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_data_not_tensor(%a: i32, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor._SwitchN' op expects data operand to have tensor type but got 'i32'}}
    %s:3 = "tf_executor._SwitchN"(%a, %i) {num_outs = 2} : (i32, tensor<i32>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_ref_output(%a: tensor<2xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor._SwitchN' op expects same operand and output element type but got 'tensor<2xf32>' vs 'tensor<2x!tf_type.f32ref>'}}
    %s:3 = "tf_executor._SwitchN"(%a, %i) {num_outs = 2} : (tensor<2xf32>, tensor<i32>) -> (tensor<2x!tf_type.f32ref>, tensor<2xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_not_broadcastable(%a: tensor<2xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor._SwitchN' op expects data operand to be broadcastable with all output types but got 'tensor<2xf32>' vs 'tensor<3xf32>'}}
    %s:3 = "tf_executor._SwitchN"(%a, %i) {num_outs = 2} : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<3xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_data_not_tensor(%a: tensor<*xi32>, %b: i32) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Merge' op expects data operands to have tensor type but got 'i32'}}
    %v, %i, %c = "tf_executor.Merge"(%a, %b) : (tensor<*xi32>, i32) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_result_not_tensor(%a: tensor<*xi32>, %b: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Merge' op result #0 must be tensor of any type values, but got 'i32'}}
    %v, %i, %c = "tf_executor.Merge"(%a, %b) : (tensor<*xi32>, tensor<i32>) -> (i32, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @switchn_types(%a: tensor<*xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{custom op 'tf_executor._SwitchN'  expects only a single data type}}
    %s:3 = tf_executor._SwitchN %a, %i of 2 : tensor<*xf32>, i32
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_no_operand() {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Merge' op expects at least one operand}}
    %m:3 = "tf_executor.Merge"() : () -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_control_first(%c: !tf_executor.control) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Merge' op expects a non-control input}}
    %m:3 = "tf_executor.Merge"(%c) : (!tf_executor.control) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @merge_shapes(%a: tensor<3xf32>, %b: tensor<4xf32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Merge' op expects all operands to be broadcastable with output type but got 'tensor<4xf32>' vs 'tensor<3xf32>'}}
    %m:3 = "tf_executor.Merge"(%a, %b) : (tensor<3xf32>, tensor<4xf32>) -> (tensor<3xf32>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

// A ref output needs ref inputs; a non-ref output accepts both.
func.func @merge_ref(%a: tensor<2x!tf_type.int32ref>, %b: tensor<2xi32>) {
  tf_executor.graph {
    %ok:3 = "tf_executor.Merge"(%a, %b) : (tensor<2x!tf_type.int32ref>, tensor<2xi32>) -> (tensor<2xi32>, tensor<i32>, !tf_executor.control)
    // expected-error@+1 {{'tf_executor.Merge' op expects same operand and output element type but got 'tensor<2xi32>' vs 'tensor<2x!tf_type.int32ref>'}}
    %bad:3 = "tf_executor.Merge"(%a, %b) : (tensor<2x!tf_type.int32ref>, tensor<2xi32>) -> (tensor<2x!tf_type.int32ref>, tensor<i32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @enter_broadcast(%a: i1) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Enter' op failed to verify that data operand must be broadcastable to result}}
    %e:2 = "tf_executor.Enter"(%a) {frame_name = "f"} : (i1) -> (tensor<*xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

func.func @exit_broadcast(%a: tensor<*xi32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Exit' op failed to verify that data operand must be broadcastable to result}}
    %e:2 = "tf_executor.Exit"(%a) : (tensor<*xi32>) -> (tensor<*xf32>, !tf_executor.control)
    tf_executor.fetch
  }
  return
}

// -----

// Source/Sink pairing through the token.
func.func @source_unused_token() {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.NextIteration.Source' op expects a single user for produced token}}
    %s:3 = tf_executor.NextIteration.Source : tensor<*xf32>
    tf_executor.fetch
  }
  return
}

// -----

func.func @source_token_elsewhere() {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.NextIteration.Source' op token should be consumed by a sink op}}
    %s:3 = tf_executor.NextIteration.Source : tensor<*xf32>
    %c = tf_executor.island {
      "tf.UseToken"(%s#1) : (!tf_executor.token) -> ()
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}

// -----

func.func @sink_token_argument(%t: !tf_executor.token, %a: tensor<*xf32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.NextIteration.Sink' op expects a token directly produced by a tf_executor.NextIteration.Source op}}
    "tf_executor.NextIteration.Sink"(%t, %a) : (!tf_executor.token, tensor<*xf32>) -> ()
    tf_executor.fetch
  }
  return
}

// -----

func.func @sink_token_from_island(%a: tensor<*xf32>) {
  tf_executor.graph {
    %i:2 = tf_executor.island {
      %t = "tf.MakeToken"() : () -> !tf_executor.token
      tf_executor.yield %t : !tf_executor.token
    }
    // expected-error@+1 {{'tf_executor.NextIteration.Sink' op expects a token produced by a tf_executor.NextIteration.Source op}}
    "tf_executor.NextIteration.Sink"(%i#0, %a) : (!tf_executor.token, tensor<*xf32>) -> ()
    tf_executor.fetch
  }
  return
}

// -----

func.func @sink_type(%a: tensor<i1>) {
  tf_executor.graph {
    %s:3 = tf_executor.NextIteration.Source : tensor<*xf32>
    // expected-error@+1 {{'tf_executor.NextIteration.Sink' op input type 'tensor<i1>' mismatch the tf_executor.NextIteration.Source output type: 'tensor<*xf32>'}}
    "tf_executor.NextIteration.Sink"(%s#1, %a) : (!tf_executor.token, tensor<i1>) -> ()
    tf_executor.fetch
  }
  return
}

// -----

func.func @loopcond_parent(%p: tensor<i1>) {
  "test.region"() ({
    // expected-error@+1 {{'tf_executor.LoopCond' op expects parent op 'tf_executor.graph'}}
    %l:2 = tf_executor.LoopCond %p : tensor<i1>
  }) : () -> ()
  return
}

// -----

func.func @control_trigger_parent(%c: !tf_executor.control) {
  "test.region"() ({
    // expected-error@+1 {{'tf_executor.ControlTrigger' op expects parent op 'tf_executor.graph'}}
    %t = tf_executor.ControlTrigger %c
  }) : () -> ()
  return
}

// -----

// An op with that many results cannot be built: a parse error instead of running out of memory.
func.func @switchn_huge(%a: tensor<*xf32>, %i: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{custom op 'tf_executor._SwitchN'  expects at most 16777215 outputs}}
    %s:3 = tf_executor._SwitchN %a, %i of 99999999999 : tensor<*xf32>
    tf_executor.fetch
  }
  return
}
