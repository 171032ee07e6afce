// Ops whose names clash are made unique as TensorFlow's exporter does: name, then
// name_<H>_1, name_<H>_2, ... where H is the 32-bit truncation of the Fingerprint64 of the
// graph the exporter starts from (no nodes, an empty library, this module's tf.versions). So H
// follows the versions: producer 27 gives 1545970430 here, producer 28 another value.
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s
// RUN: sed -e 's/producer = 27/producer = 28/' %s | jtranslate -mlir-to-graphdef | jfilecheck %s --check-prefix=P28

module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 27 : i32}} {
  func.func @main() {
    tf_executor.graph {
      %a, %ca = tf_executor.island wraps "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      %b, %cb = tf_executor.island wraps "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
      %c, %cc = tf_executor.island wraps "tf.Const"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
      tf_executor.fetch
    }
    func.return
  }
}

// CHECK:      name: "tf.Const"
// CHECK-NEXT: op: "Const"
// CHECK:      name: "tf.Const_1545970430_1"
// CHECK-NEXT: op: "Const"
// CHECK:      name: "tf.Const_1545970430_2"
// CHECK-NEXT: op: "Const"

// P28:      name: "tf.Const"
// P28-NOT:  1545970430
// P28:      name: "tf.Const_{{-?[0-9]+}}_1"
// P28:      name: "tf.Const_{{-?[0-9]+}}_2"
