// Export to a GraphDef: arguments become _Arg nodes and results _Retval nodes named after
// tf.entry_function; an op whose name a _Retval takes is renamed with a counter, as are repeated
// names; derived attributes (T) are rebuilt from the types.
// RUN: jtranslate -mlir-to-graphdef %s | jfilecheck %s
// A binary GraphDef (-tf-binary-output) reads back the same.
// RUN: jtranslate -mlir-to-graphdef -tf-binary-output %s -o %t.pb
// RUN: jtranslate -graphdef-to-mlir %t.pb | jfilecheck %s --check-prefix=BINARY

module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 1000 : i32}} {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> attributes {tf.entry_function = {control_outputs = "", inputs = "x,y", outputs = "mul"}} {
    %0 = tf_executor.graph {
      %outputs, %control = tf_executor.island wraps "tf.Mul"(%arg0, %arg1) {device = "/CPU:0"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("mul")
      %outputs_0, %control_1 = tf_executor.island(%control) wraps "tf.Const"() {device = "", value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32> loc("c")
      %outputs_2, %control_3 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<7> : tensor<i64>} : () -> tensor<i64> loc("c")
      tf_executor.fetch %outputs : tensor<4xf32>
    }
    return %0 : tensor<4xf32>
  }
}

// CHECK:      node {
// CHECK-NEXT:   name: "x"
// CHECK-NEXT:   op: "_Arg"
// CHECK:      node {
// CHECK-NEXT:   name: "y"
// CHECK-NEXT:   op: "_Arg"
// CHECK:      node {
// CHECK-NEXT:   name: "mul_-1809637499_1"
// CHECK-NEXT:   op: "Mul"
// CHECK-NEXT:   input: "x"
// CHECK-NEXT:   input: "y"
// CHECK-NEXT:   device: "/CPU:0"
// CHECK-NEXT:   attr {
// CHECK-NEXT:     key: "T"
// CHECK-NEXT:     value {
// CHECK-NEXT:       type: DT_FLOAT
// CHECK:      node {
// CHECK-NEXT:   name: "c"
// CHECK-NEXT:   op: "Const"
// CHECK-NEXT:   input: "^mul_-1809637499_1"
// CHECK:          dtype: DT_INT32
// CHECK:          tensor_content: "\001\000\000\000\002\000\000\000"
// CHECK:      node {
// CHECK-NEXT:   name: "c_-1809637499_1"
// CHECK-NEXT:   op: "Const"
// CHECK:          int64_val: 7
// CHECK:      node {
// CHECK-NEXT:   name: "mul"
// CHECK-NEXT:   op: "_Retval"
// CHECK-NEXT:   input: "mul_-1809637499_1"
// CHECK:      library {
// CHECK-NEXT: }
// CHECK-NEXT: versions {
// CHECK-NEXT:   producer: 1000
// CHECK-NEXT:   min_consumer: 12
// CHECK-NEXT: }

// BINARY: "tf.Const"() <{value = dense<7> : tensor<i64>}> {device = ""}
// BINARY: %[[X:.*]], %{{.*}} = tf_executor.island wraps "tf._Arg"() {T = f32, device = "", index = 0 : i64} : () -> tensor<4xf32>
// BINARY: %[[Y:.*]], %{{.*}} = tf_executor.island wraps "tf._Arg"() {T = f32, device = "", index = 1 : i64} : () -> tensor<4xf32>
// BINARY: "tf.Mul"(%[[X]], %[[Y]]) {device = "/device:CPU:0"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// BINARY: "tf._Retval"
