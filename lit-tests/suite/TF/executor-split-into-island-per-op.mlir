// RUN: jopt %s -split-input-file -verify-diagnostics -tf-executor-split-into-island-per-op | jfilecheck %s

// Each op of the one island gets its own island; the fetch's control operand and the old island's
// control uses go.
// CHECK-LABEL: func.func @chain
// CHECK: %[[G:.*]]:2 = tf_executor.graph {
// CHECK-NEXT: %[[M:.*]], %{{.*}} = tf_executor.island wraps "tf.Mul"(%arg0, %arg0)
// CHECK-NEXT: %[[N:.*]], %{{.*}} = tf_executor.island wraps "tf.Neg"(%[[M]])
// CHECK-NEXT: %{{.*}} = tf_executor.island wraps "tf.NoOp"()
// CHECK-NEXT: tf_executor.fetch %[[N]], %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[G]]#0, %[[G]]#1
func.func @chain(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %g:2 = tf_executor.graph {
    %i:3 = tf_executor.island {
      %m = "tf.Mul"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %n = "tf.Neg"(%m) : (tensor<4xf32>) -> tensor<4xf32>
      "tf.NoOp"() : () -> ()
      tf_executor.yield %n, %arg0 : tensor<4xf32>, tensor<4xf32>
    }
    tf_executor.fetch %i#0, %i#1, %i#2 : tensor<4xf32>, tensor<4xf32>, !tf_executor.control
  }
  return %g#0, %g#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// An empty island gets an op forwarding what it yields.
// CHECK-LABEL: func.func @empty_two
// CHECK: %[[I:.*]]:2 = "tf.IdentityN"(%arg0, %arg1) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
// CHECK-NEXT: tf_executor.yield %[[I]]#0, %[[I]]#1
func.func @empty_two(%arg0: tensor<i32>, %arg1: tensor<f32>) {
  tf_executor.graph {
    %i:3 = tf_executor.island {
      tf_executor.yield %arg0, %arg1 : tensor<i32>, tensor<f32>
    }
    tf_executor.fetch
  }
  return
}

// -----

// The yield keeps its own location, so the island prints in full.
// CHECK-LABEL: func.func @empty_none
// CHECK: tf_executor.island {
// CHECK-NEXT: "tf.NoOp"() : () -> ()
// CHECK-NEXT: tf_executor.yield
func.func @empty_none() {
  tf_executor.graph {
    %c = tf_executor.island {
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}

// -----

// A declaration is skipped.
// CHECK-LABEL: func.func private @decl()
func.func private @decl()

// -----

// expected-error@+1 {{expected function to contain only a graph_op}}
func.func @no_graph(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = "tf.Neg"(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @two_islands() {
  // expected-error@+1 {{expected graph op to contain only a single island_op and a single fetch_op}}
  tf_executor.graph {
    %a = tf_executor.island {
      "tf.NoOp"() : () -> ()
      tf_executor.yield
    }
    %b = tf_executor.island(%a) {
      "tf.NoOp"() : () -> ()
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}
