// RUN: jopt %s | jfilecheck %s
// tf.Const names its result %cst (TensorFlow's ConstOp asm result name, numbered when repeated);
// an op with two independently sized variadic inputs (tf.BatchFunction) keeps its
// operandSegmentSizes among its properties.

// CHECK-LABEL: func @names
// CHECK-NEXT: %cst = "tf.Const"() <{value = dense<1> : tensor<i32>}>
// CHECK-NEXT: %cst_0 = "tf.Const"() <{value = dense<2> : tensor<i32>}>
// CHECK-NEXT: %0 = "tf.AddV2"(%cst, %cst_0)
func.func @names() -> tensor<i32> {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %b = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.AddV2"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %c : tensor<i32>
}

func.func private @callee(%x: tensor<1xf32>, %y: tensor<f32>) -> tensor<1xf32> {
  return %x : tensor<1xf32>
}

// CHECK-LABEL: func @segments
// CHECK: "tf.BatchFunction"(%arg0, %arg1) <{batch_timeout_micros = 5 : i64, f = @callee, max_batch_size = 4 : i64, num_batch_threads = 1 : i64, operandSegmentSizes = array<i32: 1, 1>}> :
func.func @segments(%x: tensor<1xf32>, %y: tensor<f32>) -> tensor<*xf32> {
  %0 = "tf.BatchFunction"(%x, %y) {f = @callee, operandSegmentSizes = array<i32: 1, 1>, batch_timeout_micros = 5, max_batch_size = 4, num_batch_threads = 1} : (tensor<1xf32>, tensor<f32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
