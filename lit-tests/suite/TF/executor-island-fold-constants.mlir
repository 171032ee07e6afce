// RUN: jopt %s -pass-pipeline='builtin.module(func.func(canonicalize))' | jfilecheck %s
// Constants that canonicalization folds or keeps inside a tf_executor.island stay in that island
// (TensorFlow's executor fold interface); they are not hoisted to the function.

// CHECK-LABEL: func.func @folded_in_island
// CHECK-NEXT: tf_executor.graph {
// CHECK-NEXT: %{{.*}}, %[[C:.*]] = tf_executor.island {
// CHECK-NEXT: %[[K:.*]] = "tf.Const"() <{value = dense<2> : tensor<i32>}>
// CHECK-NEXT: "tf.MyOp"(%arg0)
// CHECK-NEXT: tf_executor.yield %[[K]]
func.func @folded_in_island(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = tf_executor.graph {
    %1:2 = tf_executor.island {
      %a = "tf.MyOp"(%arg0) : (tensor<i32>) -> tensor<2x3xf32>
      %s = "tf.Rank"(%a) : (tensor<2x3xf32>) -> tensor<i32>
      tf_executor.yield %s : tensor<i32>
    }
    %2:2 = tf_executor.island(%1#1) {
      %n = "tf.MyOp"(%1#0, %arg0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      tf_executor.yield %n : tensor<i32>
    }
    tf_executor.fetch %2#0 : tensor<i32>
  }
  return %0 : tensor<i32>
}
