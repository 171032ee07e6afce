func.func @main() {
  %0 = "tf.Const"() {value = #tf_type<tensor_proto : "74"> : tensor<!tf_type.quint8>} : () -> tensor<!tf_type.quint8>
  return
}

// -----

func.func @main() {
  %0 = "tf.Const"() {value = #tf_type<tensor_proto : "0x74">} : () -> tensor<!tf_type.quint8>
  return
}
