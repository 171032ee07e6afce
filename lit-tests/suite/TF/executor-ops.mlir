// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// The tf_executor ops in TensorFlow's custom syntax: short forms where the types agree, the
// functional form otherwise; islands name their results %outputs / %control.

// CHECK-LABEL: func.func @graph_and_islands
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[C:.*]]: !tf_executor.control)
func.func @graph_and_islands(%a: tensor<4xf32>, %c: !tf_executor.control) -> (tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[G:.*]]:2 = tf_executor.graph {
  %r:2 = tf_executor.graph {
    // CHECK-NEXT: %[[CTL:.*]] = tf_executor.island {
    // CHECK-NEXT:   tf_executor.yield
    // CHECK-NEXT: }
    %ctl = tf_executor.island {}
    // CHECK-NEXT: %[[OUT:.*]]:2, %[[CTL2:.*]] = tf_executor.island(%[[CTL]], %[[C]]) {
    // CHECK-NEXT:   %[[N:.*]] = "tf.Neg"(%[[A]]) : (tensor<4xf32>) -> tensor<4xf32>
    // CHECK-NEXT:   tf_executor.yield %[[N]], %[[A]] : tensor<4xf32>, tensor<4xf32>
    // CHECK-NEXT: } {note = "kept"}
    %o:3 = tf_executor.island(%ctl, %c) {
      %n = "tf.Neg"(%a) : (tensor<4xf32>) -> tensor<4xf32>
      tf_executor.yield %n, %a : tensor<4xf32>, tensor<4xf32>
    } {note = "kept"}
    // CHECK-NEXT: tf_executor.fetch %[[OUT]]#0, %[[OUT]]#1, %[[CTL2]] : tensor<4xf32>, tensor<4xf32>, !tf_executor.control
    tf_executor.fetch %o#0, %o#1, %o#2 : tensor<4xf32>, tensor<4xf32>, !tf_executor.control
  }
  // CHECK: return %[[G]]#0, %[[G]]#1
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// The short "wraps" form: one op whose results the yield forwards, all at one location.
// CHECK-LABEL: func.func @wraps
func.func @wraps(%a: tensor<i32>) {
  tf_executor.graph {
    // CHECK: %[[X:.*]], %{{.*}} = tf_executor.island wraps "tf.Identity"(%{{.*}}) {T = i32} : (tensor<i32>) -> tensor<i32>
    %x:2 = tf_executor.island wraps "tf.Identity"(%a) {T = i32} : (tensor<i32>) -> tensor<i32>
    // CHECK: tf_executor.island(%{{.*}}) wraps "tf.NoOp"() : () -> ()
    %y = tf_executor.island(%x#1) wraps "tf.NoOp"() : () -> ()
    // An island with attributes keeps the long form.
    // CHECK: tf_executor.island {
    // CHECK-NEXT: "tf.NoOp"() : () -> ()
    // CHECK-NEXT: tf_executor.yield
    // CHECK-NEXT: } {attr = 1 : i64}
    %z = tf_executor.island {
      "tf.NoOp"() : () -> ()
      tf_executor.yield
    } {attr = 1 : i64}
    tf_executor.fetch
  }
  return
}

// CHECK-LABEL: func.func @switch_merge
func.func @switch_merge(%d: tensor<*xf32>, %p: tensor<i1>, %q: tensor<*xi1>, %c: !tf_executor.control, %idx: tensor<i32>) -> tensor<*xf32> {
  %r = tf_executor.graph {
    // CHECK: tf_executor.Switch %{{.*}}, %{{.*}} : tensor<*xf32>
    %t:3 = tf_executor.Switch %d, %p : tensor<*xf32>
    // An unranked predicate or different result types need the functional form.
    // CHECK: tf_executor.Switch %{{.*}}, %{{.*}}, %{{.*}} : (tensor<*xf32>, tensor<*xi1>, !tf_executor.control) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
    %u:3 = tf_executor.Switch %d, %q, %c : (tensor<*xf32>, tensor<*xi1>, !tf_executor.control) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
    // CHECK: tf_executor.Merge %{{.*}}, %{{.*}}, %{{.*}} : tensor<*xf32> {tag = "m"}
    %m:3 = tf_executor.Merge %t#0, %t#1, %u#2 : tensor<*xf32> {tag = "m"}
    // One data input: functional form.
    // CHECK: tf_executor.Merge %{{.*}} : (tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
    %n:3 = tf_executor.Merge %m#0 : (tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
    // CHECK: tf_executor._SwitchN %{{.*}}, %{{.*}} of 3 (%{{.*}}) : tensor<*xf32>
    %s:4 = tf_executor._SwitchN %n#0, %idx of 3 (%c) : tensor<*xf32>
    tf_executor.fetch %s#2 : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
