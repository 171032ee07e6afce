// RUN: jopt %s -tf-executor-break-up-islands -verify-diagnostics

// The pass works on functions whose body is a single graph.
// expected-error@below {{expected function to contain only a graph_op}}
func.func @not_a_graph(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = "tf.Neg"(%arg0) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
