// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// The attributes a tf op's definition declares are properties (<{...}>), printed before the
// discardable ones; given in the attribute dictionary, they move into the properties. Attributes
// that follow from operand and result types (T, SrcT) and the device stay discardable.

// CHECK-LABEL: func.func @ops
// CHECK: "tf.Const"() <{value = dense<2.000000e+00> : tensor<2xf32>}> {device = "/device:CPU:0"} : () -> tensor<2xf32>
// CHECK: "tf.Cast"(%{{.*}}) <{Truncate = false}> {SrcT = f32} : (tensor<2xf32>) -> tensor<2xi32>
// CHECK: "tf.MatMul"(%{{.*}}, %{{.*}}) <{transpose_a = true, transpose_b = false}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: "tf.Sum"(%{{.*}}, %{{.*}}) <{keep_dims = false}> : (tensor<2x2xf32>, tensor<1xi32>) -> tensor<2xf32>
// CHECK: "tf.AddV2"(%{{.*}}, %{{.*}}) {T = f32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK: "tf.Placeholder"() {shape = #tf_type.shape<2>} : () -> tensor<2xf32>
func.func @ops(%m: tensor<2x2xf32>, %axis: tensor<1xi32>) -> tensor<2xf32> {
  %c = "tf.Const"() {device = "/device:CPU:0", value = dense<2.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %i = "tf.Cast"(%c) {SrcT = f32, Truncate = false} : (tensor<2xf32>) -> tensor<2xi32>
  %p = "tf.MatMul"(%m, %m) <{transpose_b = false}> {transpose_a = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %s = "tf.Sum"(%p, %axis) {keep_dims = false} : (tensor<2x2xf32>, tensor<1xi32>) -> tensor<2xf32>
  %a = "tf.AddV2"(%s, %c) {T = f32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %h = "tf.Placeholder"() {shape = #tf_type.shape<2>} : () -> tensor<2xf32>
  return %a : tensor<2xf32>
}

// Functional control flow: the branches and body are properties, and so is is_stateless.
// CHECK-LABEL: func.func @control
// CHECK: "tf.If"(%{{.*}}, %{{.*}}) <{else_branch = @g, is_stateless = true, then_branch = @g}> {device = ""}
// CHECK: "tf.While"(%{{.*}}) <{body = @g, cond = @c, is_stateless = false, parallel_iterations = 10 : i64, shape_invariant}> : (tensor<i1>) -> tensor<i1>
// CHECK: "tf.WhileRegion"(%{{.*}}) <{is_stateless = true, parallel_iterations = 4 : i64}> ({
// CHECK: }) : (tensor<i1>) -> tensor<i1>
func.func @control(%b: tensor<i1>) -> tensor<i1> {
  %0 = "tf.If"(%b, %b) {device = "", else_branch = @g, is_stateless = true, then_branch = @g} : (tensor<i1>, tensor<i1>) -> tensor<i1>
  %1 = "tf.While"(%0) {body = @g, cond = @c, is_stateless = false, parallel_iterations = 10 : i64, shape_invariant} : (tensor<i1>) -> tensor<i1>
  %2 = "tf.WhileRegion"(%1) ({
  ^bb0(%x: tensor<i1>):
    "tf.Yield"(%x) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<i1>):
    "tf.Yield"(%x) : (tensor<i1>) -> ()
  }) {is_stateless = true, parallel_iterations = 4 : i64} : (tensor<i1>) -> tensor<i1>
  return %2 : tensor<i1>
}
func.func private @g(%x: tensor<i1>) -> tensor<i1>
func.func private @c(%x: tensor<i1>) -> tensor<i1>

// An op of TensorFlow's registry outside dialect-tf's op table: the attributes its registry entry
// declares (not typing an argument) are properties too; output shapes that follow from the result
// types, attributes the registry does not declare, and internal (_-prefixed) ops stay in the dictionary.
// CHECK-LABEL: func.func @registry_ops
// CHECK: "tf.MatrixSolve"(%{{.*}}, %{{.*}}) <{adjoint = false}> {T = f32, device = ""}
// CHECK: "tf.HashTableV2"() <{container = "", key_dtype = i64, shared_name = "t", use_node_name_sharing = false, value_dtype = f32}> : () -> tensor<!tf_type.resource>
// CHECK: "tf.IteratorGetNextSync"(%{{.*}}) {output_shapes = [#tf_type.shape<>]} : (tensor<!tf_type.resource>) -> tensor<i64>
// CHECK: "tf._InternalOp"(%{{.*}}) {x = 1 : i64} : (tensor<3x3xf32>) -> tensor<3x3xf32>
// CHECK: "tf.NotInTheRegistry"(%{{.*}}) {y = 2 : i64} : (tensor<3x3xf32>) -> tensor<3x3xf32>
func.func @registry_ops(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "tf.MatrixSolve"(%a, %b) {adjoint = false, T = f32, device = ""} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %1 = "tf.HashTableV2"() {container = "", shared_name = "t", use_node_name_sharing = false, key_dtype = i64, value_dtype = f32} : () -> tensor<!tf_type.resource>
  %2 = "tf.IteratorGetNextSync"(%1) {output_shapes = [#tf_type.shape<>]} : (tensor<!tf_type.resource>) -> tensor<i64>
  %3 = "tf._InternalOp"(%a) {x = 1} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %4 = "tf.NotInTheRegistry"(%a) {y = 2} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x2xf32>
}
