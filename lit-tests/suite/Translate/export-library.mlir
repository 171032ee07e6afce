// The library lists the functions by name, as TensorFlow writes it; tf.gradient becomes a
// GradientDef; an op named after a function is a call of it.
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s

func.func private @unreached() {
  tf_executor.graph {
    tf_executor.fetch
  }
  return
}
func.func private @grad_of_g(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  %0 = tf_executor.graph {
    tf_executor.fetch %arg0 : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}
func.func private @g(%arg0: tensor<*xf32>) -> tensor<*xf32> attributes {tf.gradient = @grad_of_g} {
  %0 = tf_executor.graph {
    tf_executor.fetch %arg0 : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}
func.func @main() {
  tf_executor.graph {
    %c, %cc = tf_executor.island wraps "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32> loc("c")
    %r, %rc = tf_executor.island wraps "tf.g"(%c) : (tensor<f32>) -> tensor<*xf32> loc("call_g")
    tf_executor.fetch
  }
  return
}

// CHECK:      name: "call_g"
// CHECK-NEXT: op: "g"
// CHECK-NEXT: input: "c"
// CHECK:      library {
// CHECK-NEXT:   function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "g"
// CHECK:        function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "grad_of_g"
// CHECK:        function {
// CHECK-NEXT:     signature {
// CHECK-NEXT:       name: "unreached"
// CHECK:        gradient {
// CHECK-NEXT:     function_name: "g"
// CHECK-NEXT:     gradient_func: "grad_of_g"
