// A function body of plain tf ops (no tf_executor.graph) exports as if each op were in its own
// island; repeated location names get TensorFlow's "_<hash>_<counter>" suffix (the hash of this
// module's empty graph: no tf.versions here).
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s

func.func @main() {
  %0 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32> loc("k")
  %1 = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32> loc("k")
  %2 = "tf.AddV2"(%0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32> loc("k1")
  return
}

// CHECK:      name: "k"
// CHECK-NEXT: op: "Const"
// CHECK:      name: "k_443668986_1"
// CHECK-NEXT: op: "Const"
// CHECK:      name: "k1"
// CHECK-NEXT: op: "AddV2"
// CHECK-NEXT: input: "k"
// CHECK-NEXT: input: "k_443668986_1"
// CHECK:      key: "T"
// CHECK-NEXT: value {
// CHECK-NEXT:   type: DT_INT32
