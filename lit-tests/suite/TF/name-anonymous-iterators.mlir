// RUN: jopt %s -tf-name-anonymous-iterators | jfilecheck %s
// Anonymous iterators become tf.Iterator named _iterator1, _iterator2, ... in order.

// CHECK-LABEL: func.func @iterators
// CHECK-NEXT: %[[A:.*]] = "tf.Iterator"() <{container = "", output_shapes = [#tf_type.shape<4>], output_types = [f32], shared_name = "_iterator1"}>
// CHECK-NEXT: %[[B:.*]] = "tf.Iterator"() <{container = "", output_shapes = [#tf_type.shape<>], output_types = [i64], shared_name = "_iterator2"}>
// CHECK-NEXT: %[[V:.*]]:2 = "tf.AnonymousIteratorV2"()
// CHECK-NEXT: return %[[A]], %[[B]], %[[V]]#1
func.func @iterators() -> (tensor<!tf_type.resource>, tensor<!tf_type.resource>, tensor<!tf_type.variant>) {
  %0 = "tf.AnonymousIteratorV3"() {output_shapes = [#tf_type.shape<4>], output_types = [f32]} : () -> tensor<!tf_type.resource>
  // The deleter is used: the V2 op stays for it, its handle is replaced.
  %1:2 = "tf.AnonymousIteratorV2"() {output_shapes = [#tf_type.shape<>], output_types = [i64]} : () -> (tensor<!tf_type.resource>, tensor<!tf_type.variant>)
  return %0, %1#0, %1#1 : tensor<!tf_type.resource>, tensor<!tf_type.resource>, tensor<!tf_type.variant>
}
