// RUN: jopt %s -split-input-file -tf-strip-noinline-attribute | jfilecheck %s --check-prefix=NOINLINE
// RUN: jopt %s -split-input-file -tf-strip-tf-attributes | jfilecheck %s --check-prefix=STRIP
// RUN: jopt %s -split-input-file -tf-strip-saved-module-metadata | jfilecheck %s --check-prefix=SAVED
// tf-strip-noinline-attribute only drops tf._noinline; tf-strip-tf-attributes drops every tf.*/tf_*
// attribute and every attribute holding a tf or tf_type value, on the module and its functions.

// NOINLINE: module attributes {tf.versions = {producer = 7 : i32}}
// NOINLINE: func.func @f(%arg0: tensor<f32> {tf._user_specified_name = "x"}) -> (tensor<f32> {tf.device = "cpu"}) attributes {keep = 1 : i64, shape = #tf_type.shape<2x3>, tf.other = true}
// STRIP: module {
// STRIP: func.func @f(%arg0: tensor<f32>) -> tensor<f32> attributes {keep = 1 : i64} {
module attributes {tf.versions = {producer = 7 : i32}} {
  func.func @f(%arg0: tensor<f32> {tf._user_specified_name = "x"}) -> (tensor<f32> {tf.device = "cpu"})
      attributes {tf._noinline = true, tf.other = true, keep = 1, shape = #tf_type.shape<2x3>} {
    return %arg0 : tensor<f32>
  }
}

// -----

// Only some arguments lose attributes: the others keep theirs.
// STRIP: func.func @g(%arg0: tensor<f32> {my.attr = 2 : i64}, %arg1: tensor<f32>)
func.func @g(%arg0: tensor<f32> {my.attr = 2, tf_saved_model.index_path = [0]}, %arg1: tensor<f32> {tf.aliasing_output = 0 : i64}) {
  return
}

// -----

// tf-strip-saved-module-metadata drops the tf_saved_model.* attributes only.
// SAVED-LABEL: module attributes {tf.versions = {producer = 1 : i32}}
// SAVED-NEXT: "tf_saved_model.global_tensor"()
// SAVED-NEXT: func.func @h(%arg0: tensor<f32> {tf._user_specified_name = "a"}) -> tensor<f32> {
module attributes {tf_saved_model.semantics, tf.versions = {producer = 1 : i32}} {
  "tf_saved_model.global_tensor"() {sym_name = "v", type = tensor<f32>, value = dense<1.0> : tensor<f32>} : () -> ()
  func.func @h(%arg0: tensor<f32> {tf_saved_model.index_path = [0], tf._user_specified_name = "a"}) -> (tensor<f32> {tf_saved_model.index_path = []})
      attributes {tf_saved_model.exported_names = ["h"]} {
    return %arg0 : tensor<f32>
  }
}
