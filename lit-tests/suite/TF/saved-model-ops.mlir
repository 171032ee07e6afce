// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// The tf_saved_model ops are registered: their attributes print as properties. A module being
// built may bind one variable twice and give an argument a resource name.

// CHECK-LABEL: module attributes {tf_saved_model.semantics, tf_saved_model.under_construction}
module attributes {tf_saved_model.semantics, tf_saved_model.under_construction} {
  // CHECK: "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "w", type = tensor<?xf32>, value = dense<1.000000e+00> : tensor<2xf32>}> {tf_saved_model.exported_names = ["w"]} : () -> ()
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "w", tf_saved_model.exported_names = ["w"], type = tensor<?xf32>, value = dense<1.0> : tensor<2xf32>} : () -> ()
  // CHECK: "tf_saved_model.global_tensor"() <{sym_name = "u", type = tensor<3xi8>}> : () -> ()
  "tf_saved_model.global_tensor"() {sym_name = "u", type = tensor<3xi8>} : () -> ()
  // CHECK: "tf_saved_model.asset"() <{filename = "vocab.txt", sym_name = "vocab"}> : () -> ()
  "tf_saved_model.asset"() {filename = "vocab.txt", sym_name = "vocab"} : () -> ()
  // CHECK: "tf_saved_model.session_initializer"() <{initializers = [@init]}> : () -> ()
  "tf_saved_model.session_initializer"() {initializers = [@init]} : () -> ()
  // CHECK: func.func @init(%{{.*}}: tensor<!tf_type.string> {tf_saved_model.bound_input = @vocab})
  func.func @init(%v: tensor<!tf_type.string> {tf_saved_model.bound_input = @vocab}) attributes {tf_saved_model.exported_names = ["init"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
  // CHECK: func.func @run(
  // CHECK-SAME: {tf_saved_model.index_path = [0, "x"]}
  // CHECK-SAME: {tf.resource_name = "r"}
  // CHECK-SAME: {tf_saved_model.bound_input = @w}
  // CHECK-SAME: {tf_saved_model.bound_input = @w}
  // CHECK-SAME: -> (tensor<f32> {tf_saved_model.index_path = []})
  func.func @run(%x: tensor<f32> {tf_saved_model.index_path = [0, "x"]}, %r: tensor<f32> {tf.resource_name = "r"},
                 %a: tensor<!tf_type.resource<tensor<?xf32>>> {tf_saved_model.bound_input = @w},
                 %b: tensor<!tf_type.resource<tensor<?xf32>>> {tf_saved_model.bound_input = @w})
      -> (tensor<f32> {tf_saved_model.index_path = []}) attributes {tf_saved_model.exported_names = ["run"]} {
    "tf.PartitionedCall"() {f = @helper, config = "", config_proto = "", executor_type = ""} : () -> ()
    return %x : tensor<f32>
  }
  func.func private @helper() {
    return
  }
}
