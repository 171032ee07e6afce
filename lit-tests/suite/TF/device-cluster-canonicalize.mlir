// RUN: jopt %s -canonicalize | jfilecheck %s
// A tf_device.cluster result returning a string value from outside the cluster is replaced by
// that value; other element types, values made inside, and results a tf.AssignVariableOp uses stay.

!res = tensor<*x!tf_type.resource<tensor<!tf_type.string>>>

// CHECK-LABEL: func.func @strings
// CHECK: %[[C:.*]]:3 = "tf_device.cluster"() ({
// CHECK-NEXT: %[[I:.*]] = "tf.MyStringOp"(%arg0)
// CHECK-NEXT: tf_device.return %[[I]], %arg1, %arg2 : tensor<!tf_type.string>, tensor<i32>, tensor<!tf_type.string>
// CHECK-NEXT: }) {_xla_compile_device_type = "TPU"} : () -> (tensor<!tf_type.string>, tensor<i32>, tensor<!tf_type.string>)
// CHECK-NEXT: "tf.AssignVariableOp"(%arg3, %[[C]]#2)
// CHECK-NEXT: return %arg0, %[[C]]#0, %[[C]]#1, %[[C]]#2
func.func @strings(%arg0: tensor<!tf_type.string>, %arg1: tensor<i32>, %arg2: tensor<!tf_type.string>, %arg3: !res)
    -> (tensor<!tf_type.string>, tensor<!tf_type.string>, tensor<i32>, tensor<!tf_type.string>) {
  %0:4 = "tf_device.cluster"() ({
    %1 = "tf.MyStringOp"(%arg0) : (tensor<!tf_type.string>) -> tensor<!tf_type.string>
    tf_device.return %arg0, %1, %arg1, %arg2 : tensor<!tf_type.string>, tensor<!tf_type.string>, tensor<i32>, tensor<!tf_type.string>
  }) {_xla_compile_device_type = "TPU"} : () -> (tensor<!tf_type.string>, tensor<!tf_type.string>, tensor<i32>, tensor<!tf_type.string>)
  "tf.AssignVariableOp"(%arg3, %0#3) : (!res, tensor<!tf_type.string>) -> ()
  return %0#0, %0#1, %0#2, %0#3 : tensor<!tf_type.string>, tensor<!tf_type.string>, tensor<i32>, tensor<!tf_type.string>
}
