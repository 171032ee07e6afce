// #tf_type<tensor_proto : "0x..."> is an elements attribute: it prints with its type after it
// (hex in upper case), exports as the TensorProto it holds, and its text must be hex after "0x" and
// come with a shaped type.
// RUN: jopt %s | jfilecheck %s
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s --check-prefix=EXPORT
// RUN: not jtranslate -mlir-to-graphdef -split-input-file %S/Inputs/bad-tensor-proto.mlir 2>&1 | jfilecheck %s --check-prefix=ERR

// CHECK: "tf.Const"() <{value = #tf_type<tensor_proto : "0x746674656E736F722464747970653A2044545F5155494E5438"> : tensor<!tf_type.quint8>}> : () -> tensor<!tf_type.quint8>
func.func @main() {
  tf_executor.graph {
    %0, %c = tf_executor.island wraps "tf.Const"() {value = #tf_type<tensor_proto : "0x746674656e736f722464747970653a2044545f5155494e5438"> : tensor<!tf_type.quint8>} : () -> tensor<!tf_type.quint8>
    tf_executor.fetch
  }
  return
}

// EXPORT:      key: "value"
// EXPORT-NEXT: value {
// EXPORT-NEXT:   tensor {
// EXPORT-NEXT:     dtype: DT_QUINT8
// EXPORT-NEXT:   }

// ERR: bad-tensor-proto.mlir:2:54: error: Hex string doesn't start with `0x`
// ERR: bad-tensor-proto.mlir:9:54: error: a tensor_proto attribute needs a shaped type
