// RUN: jopt %s -tf-executor-break-up-islands | jfilecheck %s
// RUN: jopt %s -tf-executor-break-up-islands -tf-executor-break-up-islands | jfilecheck %s

// break-up-islands keeps in order only the ops that TensorFlow's side-effect analysis says must be:
// accesses of resources that may alias where one of them writes, and everything around an op of
// unknown effects. The second RUN line checks that a second run changes nothing.

!res = tensor<*x!tf_type.resource<tensor<4xf32>>>

// Handles of different variables: the two writes need no order, each read follows its own write.
// CHECK-LABEL: func.func @independent_variables
// CHECK: %[[P:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"() <{container = "", shared_name = "p"}>
// CHECK-NEXT: %[[Q:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"() <{container = "", shared_name = "q"}>
// CHECK-NEXT: %[[WP:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[P]], %arg0)
// CHECK-NEXT: %[[WQ:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[Q]], %arg0)
// CHECK-NEXT: %{{.*}}, %[[RP:.*]] = tf_executor.island(%[[WP]]) wraps "tf.ReadVariableOp"(%[[P]])
// CHECK-NEXT: %{{.*}}, %[[RQ:.*]] = tf_executor.island(%[[WQ]]) wraps "tf.ReadVariableOp"(%[[Q]])
// CHECK-NEXT: %[[SINK:.*]] = tf_executor.island(%[[RP]], %[[RQ]]) wraps "tf.NoOp"()
// CHECK-NEXT: tf_executor.fetch %[[SINK]]
func.func @independent_variables(%v: tensor<4xf32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      %p = "tf.VarHandleOp"() {container = "", shared_name = "p"} : () -> !res
      %q = "tf.VarHandleOp"() {container = "", shared_name = "q"} : () -> !res
      "tf.AssignVariableOp"(%p, %v) : (!res, tensor<4xf32>) -> ()
      "tf.AssignVariableOp"(%q, %v) : (!res, tensor<4xf32>) -> ()
      %rp = "tf.ReadVariableOp"(%p) : (!res) -> tensor<4xf32>
      %rq = "tf.ReadVariableOp"(%q) : (!res) -> tensor<4xf32>
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

// One variable: reads (ReadVariableOp, ResourceGather) do not order one another; a write follows
// every read since the previous write, and the reads after it follow the write. The last write is
// the only op that ends the island, so it replaces the island's control without a NoOp.
// CHECK-LABEL: func.func @one_variable
// CHECK: %{{.*}}, %[[R0:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT: %{{.*}}, %[[R1:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT: %{{.*}}, %[[G:.*]] = tf_executor.island wraps "tf.ResourceGather"(%arg0, %arg2)
// CHECK-NEXT: %[[ADD:.*]] = tf_executor.island(%[[R0]], %[[R1]], %[[G]]) wraps "tf.AssignAddVariableOp"(%arg0, %arg1)
// CHECK-NEXT: %{{.*}}, %[[R2:.*]] = tf_executor.island(%[[ADD]]) wraps "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT: %{{.*}}, %[[R3:.*]] = tf_executor.island(%[[ADD]]) wraps "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT: %[[SET:.*]] = tf_executor.island(%[[R2]], %[[R3]]) wraps "tf.AssignVariableOp"(%arg0, %arg1)
// CHECK-NEXT: tf_executor.fetch %[[SET]]
func.func @one_variable(%a: !res, %v: tensor<4xf32>, %i: tensor<2xi32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      %r0 = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      %r1 = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      %g = "tf.ResourceGather"(%a, %i) : (!res, tensor<2xi32>) -> tensor<4xf32>
      "tf.AssignAddVariableOp"(%a, %v) : (!res, tensor<4xf32>) -> ()
      %r2 = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      %r3 = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      "tf.AssignVariableOp"(%a, %v) : (!res, tensor<4xf32>) -> ()
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

// An op of unknown effects follows every earlier access and precedes every later one; a later
// write of a variable read after the unknown op only needs to follow that read.
// CHECK-LABEL: func.func @unknown_op
// CHECK: %[[H0:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[H1:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[R0:.*]], %[[R0C:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%[[H0]])
// CHECK-NEXT: %[[W0:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[H1]], %arg0)
// CHECK-NEXT: %[[U:.*]] = tf_executor.island(%[[R0C]], %[[W0]]) wraps "tf.SomethingStateful"()
// CHECK-NEXT: %[[R1:.*]], %[[R1C:.*]] = tf_executor.island(%[[U]]) wraps "tf.ReadVariableOp"(%[[H1]])
// CHECK-NEXT: %[[W1:.*]] = tf_executor.island(%[[U]]) wraps "tf.AssignVariableOp"(%[[H0]], %[[R1]])
// CHECK-NEXT: %[[W2:.*]] = tf_executor.island(%[[R1C]]) wraps "tf.AssignVariableOp"(%[[H1]], %[[R0]])
// CHECK-NEXT: %[[SINK:.*]] = tf_executor.island(%[[W1]], %[[W2]]) wraps "tf.NoOp"()
// CHECK-NEXT: tf_executor.fetch %[[SINK]]
func.func @unknown_op(%v: tensor<4xf32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      %h0 = "tf.VarHandleOp"() {container = "c", shared_name = "x"} : () -> !res
      %h1 = "tf.VarHandleOp"() {container = "c", shared_name = "y"} : () -> !res
      %r0 = "tf.ReadVariableOp"(%h0) : (!res) -> tensor<4xf32>
      "tf.AssignVariableOp"(%h1, %v) : (!res, tensor<4xf32>) -> ()
      "tf.SomethingStateful"() : () -> ()
      %r1 = "tf.ReadVariableOp"(%h1) : (!res) -> tensor<4xf32>
      "tf.AssignVariableOp"(%h0, %r1) : (!res, tensor<4xf32>) -> ()
      "tf.AssignVariableOp"(%h1, %r0) : (!res, tensor<4xf32>) -> ()
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

// Aliasing: tf.Identity/IdentityN hand a handle on; VarHandleOps with the same container,
// shared_name and device are one variable, a different device makes another.
// CHECK-LABEL: func.func @aliases
// CHECK: %[[IDN:.*]]:2, %{{.*}} = tf_executor.island wraps "tf.IdentityN"(%arg1, %arg0)
// CHECK-NEXT: %[[ID:.*]], %{{.*}} = tf_executor.island wraps "tf.Identity"(%[[IDN]]#1)
// CHECK-NEXT: %[[WA:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[ID]], %arg2)
// CHECK-NEXT: %{{.*}}, %[[RB:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%arg1)
// CHECK-NEXT: %{{.*}}, %[[RA:.*]] = tf_executor.island(%[[WA]]) wraps "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT: %[[H0:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[H1:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[H2:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[W0:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[H0]], %arg2)
// CHECK-NEXT: %[[W2:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[H2]], %arg2)
// CHECK-NEXT: %{{.*}}, %[[R1:.*]] = tf_executor.island(%[[W0]]) wraps "tf.ReadVariableOp"(%[[H1]])
// CHECK-NEXT: tf_executor.island(%[[RB]], %[[RA]], %[[W2]], %[[R1]]) wraps "tf.NoOp"()
func.func @aliases(%a: !res, %b: !res, %v: tensor<4xf32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      %i:2 = "tf.IdentityN"(%b, %a) : (!res, !res) -> (!res, !res)
      %j = "tf.Identity"(%i#1) : (!res) -> !res
      "tf.AssignVariableOp"(%j, %v) : (!res, tensor<4xf32>) -> ()
      %rb = "tf.ReadVariableOp"(%b) : (!res) -> tensor<4xf32>
      %ra = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      %h0 = "tf.VarHandleOp"() {container = "c", shared_name = "s", device = "/CPU:0"} : () -> !res
      %h1 = "tf.VarHandleOp"() {container = "c", shared_name = "s", device = "/CPU:0"} : () -> !res
      %h2 = "tf.VarHandleOp"() {container = "c", shared_name = "s", device = "/CPU:1"} : () -> !res
      "tf.AssignVariableOp"(%h0, %v) : (!res, tensor<4xf32>) -> ()
      "tf.AssignVariableOp"(%h2, %v) : (!res, tensor<4xf32>) -> ()
      %r1 = "tf.ReadVariableOp"(%h1) : (!res) -> tensor<4xf32>
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

// Arguments with the same tf._resource_arg_unique_id are one resource; anonymous handles are
// always new variables; a handle through tf.Cast is unknown to the analysis (as in TensorFlow) and
// so may be any resource.
// CHECK-LABEL: func.func @argument_ids
// CHECK: %[[W:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%arg0, %arg3)
// CHECK-NEXT: %{{.*}}, %[[RB:.*]] = tf_executor.island(%[[W]]) wraps "tf.ReadVariableOp"(%arg1)
// CHECK-NEXT: %{{.*}}, %[[RD:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%arg2)
// CHECK-NEXT: %[[H0:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[H1:.*]], %{{.*}} = tf_executor.island wraps "tf.VarHandleOp"()
// CHECK-NEXT: %[[W0:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[H0]], %arg3)
// CHECK-NEXT: %{{.*}}, %[[R1:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%[[H1]])
// CHECK-NEXT: %[[CAST:.*]], %{{.*}} = tf_executor.island wraps "tf.Cast"(%arg2)
// CHECK-NEXT: %{{.*}}, %[[RC:.*]] = tf_executor.island(%[[W]], %[[W0]]) wraps "tf.ReadVariableOp"(%[[CAST]])
func.func @argument_ids(%a: !res {tf._resource_arg_unique_id = 7 : i64}, %b: !res {tf._resource_arg_unique_id = 7 : i64},
                        %d: !res {tf._resource_arg_unique_id = 8 : i64}, %v: tensor<4xf32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      "tf.AssignVariableOp"(%a, %v) : (!res, tensor<4xf32>) -> ()
      %rb = "tf.ReadVariableOp"(%b) : (!res) -> tensor<4xf32>
      %rd = "tf.ReadVariableOp"(%d) : (!res) -> tensor<4xf32>
      %h0 = "tf.VarHandleOp"() {container = "", shared_name = "cd2c89b7-88b7-44c8-ad83-06c2a9158347"} : () -> !res
      %h1 = "tf.VarHandleOp"() {container = "", shared_name = "cd2c89b7-88b7-44c8-ad83-06c2a9158347"} : () -> !res
      "tf.AssignVariableOp"(%h0, %v) : (!res, tensor<4xf32>) -> ()
      %r1 = "tf.ReadVariableOp"(%h1) : (!res) -> tensor<4xf32>
      %cast = "tf.Cast"(%d) : (!res) -> !res
      %rc = "tf.ReadVariableOp"(%cast) : (!res) -> tensor<4xf32>
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

// Stateful random ops share their generator: ordered among themselves, not with variables. An op
// marked is_stateless has no side effects. Each tf.StackV2 is a new stack.
// CHECK-LABEL: func.func @op_resources
// CHECK: %[[W:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%arg0, %arg1)
// CHECK-NEXT: %{{.*}}, %[[U:.*]] = tf_executor.island wraps "tf.RandomUniform"(%arg2)
// CHECK-NEXT: %{{.*}}, %[[N:.*]] = tf_executor.island(%[[U]]) wraps "tf.RandomStandardNormal"(%arg2)
// CHECK-NEXT: %{{.*}}, %[[F:.*]] = tf_executor.island wraps "tf.Free"(%arg2) {is_stateless = true}
// CHECK-NEXT: %[[S0:.*]], %{{.*}} = tf_executor.island wraps "tf.StackV2"(%arg3)
// CHECK-NEXT: %[[S1:.*]], %{{.*}} = tf_executor.island wraps "tf.StackV2"(%arg3)
// CHECK-NEXT: %{{.*}}, %[[P0:.*]] = tf_executor.island wraps "tf.StackPushV2"(%[[S0]], %arg1)
// CHECK-NEXT: %{{.*}}, %[[P1:.*]] = tf_executor.island wraps "tf.StackPushV2"(%[[S1]], %arg1)
// CHECK-NEXT: %{{.*}}, %[[P2:.*]] = tf_executor.island(%[[P0]]) wraps "tf.StackPopV2"(%[[S0]])
// CHECK-NEXT: tf_executor.island(%[[W]], %[[N]], %[[F]], %[[P1]], %[[P2]]) wraps "tf.NoOp"()
func.func @op_resources(%a: !res, %v: tensor<4xf32>, %s: tensor<2xi32>, %n: tensor<i32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      "tf.AssignVariableOp"(%a, %v) : (!res, tensor<4xf32>) -> ()
      %x = "tf.RandomUniform"(%s) : (tensor<2xi32>) -> tensor<4xf32>
      %y = "tf.RandomStandardNormal"(%s) : (tensor<2xi32>) -> tensor<4xf32>
      %z = "tf.Free"(%s) {is_stateless = true} : (tensor<2xi32>) -> tensor<4xf32>
      %s0 = "tf.StackV2"(%n) {elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
      %s1 = "tf.StackV2"(%n) {elem_type = f32, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
      %p0 = "tf.StackPushV2"(%s0, %v) : (tensor<!tf_type.resource>, tensor<4xf32>) -> tensor<4xf32>
      %p1 = "tf.StackPushV2"(%s1, %v) : (tensor<!tf_type.resource>, tensor<4xf32>) -> tensor<4xf32>
      %p2 = "tf.StackPopV2"(%s0) : (tensor<!tf_type.resource>) -> tensor<4xf32>
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

// A tf.If result passed through by both branches may hold what either branch passes on.
// CHECK-LABEL: func.func @if_passthrough
// CHECK: %[[SAME:.*]]:2, %{{.*}} = tf_executor.island wraps "tf.If"(%arg0, %arg1, %arg2)
// CHECK-NEXT: %[[MIXED:.*]]:2, %{{.*}} = tf_executor.island wraps "tf.If"(%arg0, %arg1, %arg2)
// CHECK-NEXT: %[[W:.*]] = tf_executor.island wraps "tf.AssignVariableOp"(%[[SAME]]#0, %arg3)
// CHECK-NEXT: %{{.*}}, %[[RB:.*]] = tf_executor.island wraps "tf.ReadVariableOp"(%arg2)
// CHECK-NEXT: %{{.*}}, %[[RA:.*]] = tf_executor.island(%[[W]]) wraps "tf.ReadVariableOp"(%arg1)
// CHECK-NEXT: %[[W2:.*]] = tf_executor.island(%[[RB]], %[[RA]]) wraps "tf.AssignVariableOp"(%[[MIXED]]#1, %arg3)
// CHECK-NEXT: tf_executor.fetch %[[W2]]
func.func @if_passthrough(%p: tensor<i1>, %a: !res, %b: !res, %v: tensor<4xf32>) {
  tf_executor.graph {
    %c = tf_executor.island {
      %o:2 = "tf.If"(%p, %a, %b) {then_branch = @keep, else_branch = @keep, is_stateless = true} : (tensor<i1>, !res, !res) -> (!res, !res)
      %m:2 = "tf.If"(%p, %a, %b) {then_branch = @keep, else_branch = @swap, is_stateless = true} : (tensor<i1>, !res, !res) -> (!res, !res)
      "tf.AssignVariableOp"(%o#0, %v) : (!res, tensor<4xf32>) -> ()
      %rb = "tf.ReadVariableOp"(%b) : (!res) -> tensor<4xf32>
      %ra = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      "tf.AssignVariableOp"(%m#1, %v) : (!res, tensor<4xf32>) -> ()
      tf_executor.yield
    }
    tf_executor.fetch %c : !tf_executor.control
  }
  return
}

func.func private @keep(%r: !res, %s: !res) -> (!res, !res) {
  %g:2 = tf_executor.graph {
    tf_executor.fetch %r, %s : !res, !res
  }
  return %g#0, %g#1 : !res, !res
}

func.func private @swap(%r: !res, %s: !res) -> (!res, !res) {
  %g:2 = tf_executor.graph {
    %o:3 = tf_executor.island {
      %i:2 = "tf.IdentityN"(%s, %r) : (!res, !res) -> (!res, !res)
      tf_executor.yield %i#0, %i#1 : !res, !res
    }
    tf_executor.fetch %o#0, %o#1 : !res, !res
  }
  return %g#0, %g#1 : !res, !res
}

// The island's control inputs go to the ops that start it; an op that waits for a side-effect
// predecessor gets them through it. Users of the island's outputs wait for all its ops.
// CHECK-LABEL: func.func @island_controls
// CHECK: %[[IN:.*]] = tf_executor.island wraps "tf.NoOp"()
// CHECK-NEXT: %[[W:.*]] = tf_executor.island(%[[IN]]) wraps "tf.AssignVariableOp"(%arg0, %arg1)
// CHECK-NEXT: %[[R:.*]], %[[RC:.*]] = tf_executor.island(%[[W]]) wraps "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT: %{{.*}}, %[[NC:.*]] = tf_executor.island(%[[IN]]) wraps "tf.Neg"(%arg1)
// CHECK-NEXT: %[[SINK:.*]] = tf_executor.island(%[[RC]], %[[NC]]) wraps "tf.NoOp"()
// CHECK-NEXT: %[[USE:.*]], %{{.*}} = tf_executor.island(%[[SINK]]) wraps "tf.Abs"(%[[R]])
// CHECK-NEXT: tf_executor.fetch %[[USE]]
func.func @island_controls(%a: !res, %v: tensor<4xf32>) -> tensor<4xf32> {
  %g = tf_executor.graph {
    %ctl = tf_executor.island wraps "tf.NoOp"() : () -> ()
    %o, %c = tf_executor.island(%ctl) {
      "tf.AssignVariableOp"(%a, %v) : (!res, tensor<4xf32>) -> ()
      %r = "tf.ReadVariableOp"(%a) : (!res) -> tensor<4xf32>
      %n = "tf.Neg"(%v) : (tensor<4xf32>) -> tensor<4xf32>
      tf_executor.yield %r : tensor<4xf32>
    }
    %u, %uc = tf_executor.island wraps "tf.Abs"(%o) : (tensor<4xf32>) -> tensor<4xf32>
    tf_executor.fetch %u : tensor<4xf32>
  }
  return %g : tensor<4xf32>
}
