// An island must wrap exactly one op and yield its results.
// RUN: not jtranslate -mlir-to-graphdef %s 2>&1 | jfilecheck %s
// RUN: not jtranslate -mlir-to-graphdef %s 2>/dev/null | count 0

// CHECK: Functions must be of a single Graph with single op Islands: tf_executor.island must perfectly wrap a single op.
func.func @main() {
  tf_executor.graph {
    %island:2 = tf_executor.island {
      %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      %b = "tf.Identity"(%a) : (tensor<i32>) -> tensor<i32>
      tf_executor.yield %b : tensor<i32>
    }
    tf_executor.fetch
  }
  return
}
