// RUN: jopt %s -split-input-file -tf-saved-model-convert-session-initializer-to-function | jfilecheck %s --check-prefix=INIT
// RUN: jopt %s -split-input-file -tf-saved-model-add-functions-for-exported-names | jfilecheck %s --check-prefix=EXPORT

// The session initializer becomes an exported function calling the initializers, now private.
// INIT-LABEL: module @init
// INIT-NEXT: func.func @session_initializer() attributes {tf_saved_model.exported_names = ["session_initializer"]} {
// INIT-NEXT: call @restore() : () -> ()
// INIT-NEXT: call @warm_up() : () -> ()
// INIT-NEXT: return
// INIT-NEXT: }
// INIT-NEXT: func.func private @restore() {
// INIT: func.func private @warm_up() attributes {tf_saved_model.initializer_type = "init_op"} {
// INIT-NOT: session_initializer"
module @init attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() {initializers = [@restore, @warm_up]} : () -> ()
  func.func @restore() attributes {tf_saved_model.exported_names = ["restore"]} {
    return
  }
  func.func @warm_up() attributes {tf_saved_model.exported_names = ["warm_up"], tf_saved_model.initializer_type = "init_op"} {
    return
  }
}

// -----

// Each exported name gets a public trampoline; the function itself turns private and internal.
// EXPORT-LABEL: module @names
// EXPORT-NEXT: func.func @serve(%arg0: tensor<f32> {tf_saved_model.index_path = [0]}) -> (tensor<f32> {tf_saved_model.index_path = [0]}) attributes {tf_saved_model.exported_names = ["serve"]} {
// EXPORT-NEXT: %[[R:.*]] = call @predict_internal(%arg0) : (tensor<f32>) -> tensor<f32>
// EXPORT-NEXT: return %[[R]] : tensor<f32>
// EXPORT: func.func @predict(%arg0: tensor<f32> {tf_saved_model.index_path = [0]})
// EXPORT-SAME: attributes {tf_saved_model.exported_names = ["predict"]}
// EXPORT: func.func private @predict_internal(%arg0: tensor<f32>) -> tensor<f32> {
// EXPORT-NEXT: "tf.Neg"
module @names attributes {tf_saved_model.semantics} {
  func.func @predict(%arg0: tensor<f32> {tf_saved_model.index_path = [0]}) -> (tensor<f32> {tf_saved_model.index_path = [0]})
      attributes {tf_saved_model.exported_names = ["serve", "predict"]} {
    %0 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
