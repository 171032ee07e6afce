// RUN: jopt %s -split-input-file -tf-saved-model-optimize-global-tensors | jfilecheck %s --check-prefix=OPT
// RUN: jopt %s -split-input-file -verify-diagnostics -tf-saved-model-optimize-global-tensors -tf-saved-model-freeze-global-tensors=allow-mutable-tensors=true | jfilecheck %s --check-prefix=FREEZE
// The global tensor passes: optimize drops bound inputs nobody uses, makes tensors that nothing
// can write immutable (following calls) and erases unbound ones; freeze turns reads of immutable
// bound inputs into constants through calls, dropping the arguments and operands that carried them
// (after optimize here; mutable tensors allowed, so the written one stays).

// OPT-LABEL: module attributes {tf_saved_model.semantics}
// OPT: "tf_saved_model.global_tensor"() <{sym_name = "read_only", type = tensor<f32>, value = dense<3.000000e+00> : tensor<f32>}>
// OPT: "tf_saved_model.global_tensor"() <{is_mutable, sym_name = "written"
// OPT-NOT: sym_name = "unbound"
// OPT: func @main(%arg0: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @read_only}, %arg1: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @written})
// FREEZE-LABEL: module attributes {tf_saved_model.semantics}
// FREEZE-NOT: sym_name = "read_only"
// FREEZE: sym_name = "written"
// FREEZE-NOT: sym_name = "unbound"
// FREEZE: func @main(%arg0: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @written}) -> (tensor<f32>
// FREEZE-NEXT: %[[R:.*]] = "tf.PartitionedCall"() <{config = "", config_proto = "", executor_type = "", f = @reader}>
// FREEZE: func private @reader() -> tensor<f32>
// FREEZE-NEXT: %[[C:cst]] = "tf.Const"() <{value = dense<3.000000e+00> : tensor<f32>}>
// FREEZE-NEXT: return %[[C]]
module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "read_only", type = tensor<f32>, value = dense<3.0> : tensor<f32>} : () -> ()
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "written", type = tensor<f32>, value = dense<4.0> : tensor<f32>} : () -> ()
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "unbound", type = tensor<f32>, value = dense<5.0> : tensor<f32>} : () -> ()
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "unused", type = tensor<f32>, value = dense<6.0> : tensor<f32>} : () -> ()
  func.func @main(%r: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @read_only},
                  %w: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @written},
                  %u: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @unused}) -> (tensor<f32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["main"]} {
    %0 = "tf.PartitionedCall"(%r) {config = "", config_proto = "", executor_type = "", f = @reader} : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    "tf.AssignAddVariableOp"(%w, %0) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    func.return %0 : tensor<f32>
  }
  func.func private @reader(%h: tensor<*x!tf_type.resource>) -> tensor<f32> {
    %v = "tf.ReadVariableOp"(%h) : (tensor<*x!tf_type.resource>) -> tensor<f32>
    func.return %v : tensor<f32>
  }
}

// -----

// A write of an immutable tensor through a call cannot be frozen.
module attributes {tf_saved_model.semantics} {
  "tf_saved_model.global_tensor"() {sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>} : () -> ()
  func.func @main(%h: tensor<!tf_type.resource<tensor<f32>>> {tf_saved_model.bound_input = @v})
      attributes {tf_saved_model.exported_names = ["main"]} {
    "tf.StatefulPartitionedCall"(%h) {config = "", config_proto = "", executor_type = "", f = @writer} : (tensor<!tf_type.resource<tensor<f32>>>) -> ()
    func.return
  }
  func.func private @writer(%h: tensor<!tf_type.resource<tensor<f32>>>) {
    %c = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
    // expected-error@+1 {{could not rewrite use of immutable bound input}}
    "tf.AssignVariableOp"(%h, %c) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
    func.return
  }
}
