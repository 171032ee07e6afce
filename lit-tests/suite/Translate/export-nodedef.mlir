// -test-only-mlir-to-tf-nodedef (tf-mlir-translate's test translation): the one op of @main besides its
// terminator as a NodeDef named node_name, without inputs, with its attributes and the derived ones
// (dtype, T); any other shape of module is refused with TensorFlow's message.
// RUN: jtranslate -test-only-mlir-to-tf-nodedef -split-input-file %s | jfilecheck %s
// RUN: not jtranslate -test-only-mlir-to-tf-nodedef %S/Inputs/nodedef-two-ops.mlir 2>&1 | jfilecheck %s --check-prefix=ERR

// CHECK:      name: "node_name"
// CHECK-NEXT: op: "Const"
// CHECK-NEXT: attr {
// CHECK-NEXT:   key: "dtype"
// CHECK-NEXT:   value {
// CHECK-NEXT:     type: DT_INT32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: attr {
// CHECK-NEXT:   key: "value"
// CHECK:            int_val: 128
func.func @main() {
  %0 = "tf.Const"() {value = dense<[128, 128]> : tensor<2xi32>} : () -> tensor<2xi32>
  return
}

// -----

// CHECK:      name: "node_name"
// CHECK-NEXT: op: "AddV2"
// CHECK-NEXT: device: "/device:CPU:0"
// CHECK-NEXT: attr {
// CHECK-NEXT:   key: "T"
// CHECK-NEXT:   value {
// CHECK-NEXT:     type: DT_FLOAT
// CHECK-NOT: input:
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  %0 = "tf.AddV2"(%a, %b) {device = "/device:CPU:0"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// ERR: <unknown>:0: error: modules with exactly one op other than terminator in a 'main' function's only block are supported
