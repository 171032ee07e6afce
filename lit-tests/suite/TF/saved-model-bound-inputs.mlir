// RUN: jopt %s -split-input-file -tf-saved-model-dedup-bound-input-binding-pass | jfilecheck %s --check-prefix=DEDUP
// RUN: jopt %s -split-input-file -tf-saved-model-asset-sinking='saved-model-dir=/models/m1/' | jfilecheck %s --check-prefix=SINK
// RUN: jopt %s -split-input-file -tf-saved-model-freeze-assets | jfilecheck %s --check-prefix=FREEZE

// Two arguments bound to @a: the later one is folded into the first.
// DEDUP-LABEL: func.func @two_reads
// DEDUP-SAME: (%[[A:.*]]: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @a}, %[[B:.*]]: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @b})
// DEDUP-NEXT: "tf.ReadVariableOp"(%[[B]])
// DEDUP-NEXT: "tf.ReadVariableOp"(%[[A]])
// DEDUP-NEXT: "tf.ReadVariableOp"(%[[A]])
module attributes {tf_saved_model.semantics, tf_saved_model.under_construction} {
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "a", type = tensor<i32>, value = dense<1> : tensor<i32>} : () -> ()
  "tf_saved_model.global_tensor"() {is_mutable, sym_name = "b", type = tensor<i32>, value = dense<2> : tensor<i32>} : () -> ()
  func.func @two_reads(%x: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @a},
                       %y: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @b},
                       %z: tensor<!tf_type.resource<tensor<i32>>> {tf_saved_model.bound_input = @a})
      attributes {tf_saved_model.exported_names = ["two_reads"]} {
    %0 = "tf.ReadVariableOp"(%y) : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
    %1 = "tf.ReadVariableOp"(%z) : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
    %2 = "tf.ReadVariableOp"(%x) : (tensor<!tf_type.resource<tensor<i32>>>) -> tensor<i32>
    return
  }
}

// -----

// The initializers' asset arguments become the asset's path under the model directory; the asset
// op goes.
// SINK-NOT: tf_saved_model.asset
// SINK-LABEL: func.func @init()
// SINK-NEXT: %[[P:.*]] = "tf.Const"() <{value = dense<"/models/m1/extra/words.txt"> : tensor<!tf_type.string>}> : () -> tensor<!tf_type.string>
// SINK-NEXT: "tf.HashTableV2"
// SINK-NEXT: "tf.InitializeTableFromTextFileV2"(%{{.*}}, %[[P]])
// SINK-LABEL: func.func @other()
// SINK-NEXT: %[[Q:.*]] = "tf.Const"() <{value = dense<"/models/m1/extra/words.txt"> : tensor<!tf_type.string>}> : () -> tensor<!tf_type.string>
// SINK-NEXT: "tf.Identity"(%[[Q]])

// Freezing: the table initializer reads a constant file name instead of the argument.
// FREEZE-LABEL: func.func @init()
// FREEZE-NEXT: %[[F:.*]] = "tf.Const"() <{value = dense<"extra/words.txt"> : tensor<1x!tf_type.string>}> : () -> tensor<1x!tf_type.string>
// FREEZE-NEXT: "tf.HashTableV2"
// FREEZE-NEXT: "tf.InitializeTableFromTextFileV2"(%{{.*}}, %[[F]])
// An argument with another use stays.
// FREEZE-LABEL: func.func @other(%{{.*}}: tensor<!tf_type.string> {tf_saved_model.bound_input = @words})
module attributes {tf_saved_model.semantics} {
  "tf_saved_model.session_initializer"() {initializers = [@init, @other]} : () -> ()
  "tf_saved_model.asset"() {filename = "extra/words.txt", sym_name = "words"} : () -> ()
  func.func @init(%p: tensor<!tf_type.string> {tf_saved_model.bound_input = @words}) attributes {tf_saved_model.exported_names = ["init"]} {
    %t = "tf.HashTableV2"() {container = "", key_dtype = !tf_type.string, shared_name = "t", use_node_name_sharing = false, value_dtype = i64} : () -> tensor<!tf_type.resource>
    "tf.InitializeTableFromTextFileV2"(%t, %p) {delimiter = " ", key_index = -2 : i64, offset = 0 : i64, value_index = -1 : i64, vocab_size = -1 : i64} : (tensor<!tf_type.resource>, tensor<!tf_type.string>) -> ()
    return
  }
  func.func @other(%p: tensor<!tf_type.string> {tf_saved_model.bound_input = @words}) attributes {tf_saved_model.exported_names = ["other"]} {
    %0 = "tf.Identity"(%p) : (tensor<!tf_type.string>) -> tensor<!tf_type.string>
    return
  }
}
