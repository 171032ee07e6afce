// A _SwitchN's results may refine or generalize its data operand's shape (as TensorFlow's verifier
// allows: the shapes broadcast); it exports as a _SwitchN node with T and num_outs.
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s

func.func @main() {
  tf_executor.graph {
    %d, %c = tf_executor.island wraps "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32> loc("d")
    %o:3 = "tf_executor._SwitchN"(%d, %d) {num_outs = 2 : i64} : (tensor<i32>, tensor<i32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control) loc("pick")
    %i, %c2 = tf_executor.island wraps "tf.Identity"(%o#1) : (tensor<i32>) -> tensor<i32> loc("second")
    tf_executor.fetch
  }
  return
}

// CHECK:      name: "pick"
// CHECK-NEXT: op: "_SwitchN"
// CHECK-NEXT: input: "d"
// CHECK-NEXT: input: "d"
// CHECK:        key: "T"
// CHECK-NEXT:   value {
// CHECK-NEXT:     type: DT_INT32
// CHECK:        key: "num_outs"
// CHECK-NEXT:   value {
// CHECK-NEXT:     i: 2
// CHECK:      name: "second"
// CHECK-NEXT: op: "Identity"
// CHECK-NEXT: input: "pick:1"
