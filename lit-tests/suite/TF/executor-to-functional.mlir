// RUN: jopt %s -split-input-file -verify-diagnostics -tf-executor-to-functional-conversion | jfilecheck %s

// Island bodies are lifted in graph order; outputs become the yielded values and graph results the
// fetched ones; control edges leave no trace but the order.
// CHECK-LABEL: func.func @lift
// CHECK-SAME: (%[[ARG:.*]]: tensor<i32>)
// CHECK-NEXT: %[[A:.*]] = "tf.A"(%[[ARG]])
// CHECK-NEXT: "tf.Effect"()
// CHECK-NEXT: %[[B:.*]] = "tf.B"(%[[A]])
// CHECK-NEXT: return %[[B]], %[[ARG]]
func.func @lift(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %0:2 = tf_executor.graph {
    %a, %ac = tf_executor.island wraps "tf.A"(%arg0) : (tensor<i32>) -> tensor<i32>
    %e = tf_executor.island {
      "tf.Effect"() : () -> ()
      tf_executor.yield
    }
    %b, %bc = tf_executor.island(%e) {
      %x = "tf.B"(%a) : (tensor<i32>) -> tensor<i32>
      tf_executor.yield %x : tensor<i32>
    }
    %f, %fc = tf_executor.island {
      tf_executor.yield %arg0 : tensor<i32>
    }
    tf_executor.fetch %b, %f, %bc : tensor<i32>, tensor<i32>, !tf_executor.control
  }
  return %0#0, %0#1 : tensor<i32>, tensor<i32>
}

// -----

func.func @not_an_island(%arg0: tensor<i1>, %arg1: tensor<i32>) {
  tf_executor.graph {
    // expected-error@+1 {{'tf_executor.Switch' op is not supported for lifting out of tf_executor.graph, expected tf_executor.island}}
    %t, %f, %c = tf_executor.Switch %arg1, %arg0 : tensor<i32>
    tf_executor.fetch
  }
  return
}
