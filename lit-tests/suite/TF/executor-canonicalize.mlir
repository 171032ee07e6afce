// RUN: jopt %s -canonicalize | jfilecheck %s
// tf_executor's canonicalization: graphs that are empty or hold a single island dissolve, empty
// islands and input-less ControlTriggers go (their control users drop the operand).

// CHECK-LABEL: func.func @single_island
// CHECK-SAME: (%[[X:.*]]: tensor<f32>)
func.func @single_island(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %g:2 = tf_executor.graph {
    %i:3 = tf_executor.island {
      %a = "tf.Exp"(%x) : (tensor<f32>) -> tensor<f32>
      %b = "tf.Foo"(%a) : (tensor<f32>) -> tensor<f32>
      tf_executor.yield %b, %a : tensor<f32>, tensor<f32>
    }
    tf_executor.fetch %i#1, %x, %i#2 : tensor<f32>, tensor<f32>, !tf_executor.control
  }
  // CHECK-NEXT: %[[A:.*]] = "tf.Exp"(%[[X]])
  // CHECK-NEXT: "tf.Foo"(%[[A]])
  // CHECK-NEXT: return %[[A]], %[[X]]
  return %g#0, %g#1 : tensor<f32>, tensor<f32>
}

// CHECK-LABEL: func.func @empty_graph
// CHECK-SAME: (%[[X:.*]]: tensor<f32>)
func.func @empty_graph(%x: tensor<f32>) -> tensor<f32> {
  %g = tf_executor.graph {
    tf_executor.fetch %x : tensor<f32>
  }
  // CHECK-NEXT: return %[[X]]
  return %g : tensor<f32>
}

// Two islands keep the graph; the empty islands and the trigger go.
// CHECK-LABEL: func.func @empty_islands
func.func @empty_islands(%x: tensor<f32>) {
  tf_executor.graph {
    %e = tf_executor.island {}
    %t = tf_executor.ControlTrigger {}
    %v:2 = tf_executor.island {
      tf_executor.yield %x : tensor<f32>
    }
    // CHECK: %[[C1:.*]] = tf_executor.island wraps "tf.A"(%arg0)
    %a = tf_executor.island(%e, %t) wraps "tf.A"(%v#0) : (tensor<f32>) -> ()
    // An empty island with a single control input stands for that input.
    %f = tf_executor.island(%a) {}
    // CHECK-NEXT: tf_executor.island(%[[C1]]) wraps "tf.B"()
    %b = tf_executor.island(%f) wraps "tf.B"() : () -> ()
    // CHECK-NEXT: tf_executor.fetch
    tf_executor.fetch
  }
  return
}
