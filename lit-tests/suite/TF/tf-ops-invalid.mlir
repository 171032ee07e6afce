// RUN: jopt %s -split-input-file -verify-diagnostics
// Registered tf ops check their operand and result counts and TensorFlow's simple rules.

func.func @const_no_value() {
  // expected-error@+1 {{'tf.Const' op requires attribute 'value'}}
  %c = "tf.Const"() : () -> tensor<f32>
  return
}

// -----

func.func @const_type() {
  // expected-error@+1 {{'tf.Const' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<f32>
  return
}

// -----

func.func @add_operands(%a: tensor<f32>) {
  // expected-error@+1 {{'tf.AddV2' op expected 2 operands, but found 1}}
  %c = "tf.AddV2"(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @unpack_results(%a: tensor<2xf32>) {
  // expected-error@+1 {{'tf.Unpack' op requires a single operand}}
  %c:2 = "tf.Unpack"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<f32>, tensor<f32>)
  return
}

// -----

func.func @mul_element_types(%a: tensor<3xf32>, %b: tensor<3xf64>) {
  // expected-error@+1 {{'tf.Mul' op requires compatible element types for all operands and results}}
  %c = "tf.Mul"(%a, %b) : (tensor<3xf32>, tensor<3xf64>) -> tensor<3xf32>
  return
}

// -----

// A ref operand resolves to what it refers to.
func.func @add_ref(%a: tensor<3x!tf_type.f32ref>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %c = "tf.AddV2"(%a, %b) : (tensor<3x!tf_type.f32ref>, tensor<3xf32>) -> tensor<3xf32>
  return %c : tensor<3xf32>
}

// -----

func.func @bias_add_rank(%v: tensor<3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'tf.BiasAdd' op requires value operand to have rank at least two with `NHWC` data format}}
  %c = "tf.BiasAdd"(%v, %b) {data_format = "NHWC"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @bias_add_nchw(%v: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{'tf.BiasAdd' op requires value operand to have rank at least three with `NCHW` data format}}
  %c = "tf.BiasAdd"(%v, %b) {data_format = "NCHW"} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @bias_add_bias_rank(%v: tensor<2x3x5x7xf32>, %b: tensor<5x7xf32>) {
  // expected-error@+1 {{'tf.BiasAdd' op requires bias operand to have rank exactly one}}
  %c = "tf.BiasAdd"(%v, %b) : (tensor<2x3x5x7xf32>, tensor<5x7xf32>) -> tensor<2x3x5x7xf32>
  return
}

// -----

func.func @bias_add_channels(%v: tensor<2x3x5x7xf32>, %b: tensor<5xf32>) {
  // expected-error@+1 {{'tf.BiasAdd' op requires channel dimension and feature dimension to match; found 7 and 5, respectively}}
  %c = "tf.BiasAdd"(%v, %b) : (tensor<2x3x5x7xf32>, tensor<5xf32>) -> tensor<2x3x5x7xf32>
  return
}

// -----

func.func @bias_add_grad(%v: tensor<3xf32>) {
  // expected-error@+1 {{'tf.BiasAddGrad' op requires out_backprop operand to have rank at least two with `NHWC` data format}}
  %c = "tf.BiasAddGrad"(%v) : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @avg_pool_format(%v: tensor<1x7x7x16xf32>) {
  // expected-error@+1 {{'tf.AvgPool' op attribute 'data_format' failed to satisfy constraint: 'NHWC' or 'NCHW' convnet data format}}
  %c = "tf.AvgPool"(%v) {data_format = "HWCN", ksize = [1, 7, 7, 1], padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<1x7x7x16xf32>) -> tensor<1x1x1x16xf32>
  return
}

// -----

func.func @reshape_shape_rank(%t: tensor<10x10x10xf32>, %s: tensor<2x2xi32>) {
  // expected-error@+1 {{'tf.Reshape' op requires 'shape' to be rank 1, but got 2}}
  %r = "tf.Reshape"(%t, %s) : (tensor<10x10x10xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<10x10x10xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'tf.Reshape' op requires 'output' number of elements to match 'tensor' number of elements, but got 10000 and 1000}}
  %r = "tf.Reshape"(%t, %s) : (tensor<10x10x10xf32>, tensor<2xi32>) -> tensor<100x100xf32>
  return
}

// -----

func.func @reshape_two_dynamic(%t: tensor<10x10x10x10xf32>) {
  %s = "tf.Const"() {value = dense<-1> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' op requires 'shape' to have at most one dynamic dimension, but got multiple dynamic dimensions at indices 0 and 1}}
  %r = "tf.Reshape"(%t, %s) : (tensor<10x10x10x10xf32>, tensor<2xi32>) -> tensor<100x100xf32>
  return
}

// -----

func.func @reshape_below_minus_one(%t: tensor<10x10x10x10xf32>) {
  %s = "tf.Const"() {value = dense<[100, -2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' op requires 'shape' to have dimensions greater than -1, but got -2 at index 1}}
  %r = "tf.Reshape"(%t, %s) : (tensor<10x10x10x10xf32>, tensor<2xi32>) -> tensor<100x100xf32>
  return
}

// -----

func.func @reshape_not_multiple(%t: tensor<10x10x10x10xf32>) {
  %s = "tf.Const"() {value = dense<[101, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' op requires 'tensor' number of elements be a multiple of 101, but got 10000}}
  %r = "tf.Reshape"(%t, %s) : (tensor<10x10x10x10xf32>, tensor<2xi32>) -> tensor<100x100xf32>
  return
}

// -----

func.func @reshape_output_type(%t: tensor<1000xf32>) {
  %s = "tf.Const"() {value = dense<[10, 10, 10]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.Reshape' op requires 'output' type 'tensor<?x8x?xf32>' to be cast compatible with expected type 'tensor<10x10x10xf32>'}}
  %r = "tf.Reshape"(%t, %s) : (tensor<1000xf32>, tensor<3xi32>) -> tensor<?x8x?xf32>
  return
}

// -----

// Valid reshapes: -1 inferred, unknown shapes, zero-sized dimensions.
func.func @reshape_ok(%t: tensor<10000xf32>, %u: tensor<*xf32>, %z: tensor<10x10x0xf32>) -> (tensor<100x100xf32>, tensor<*xf32>, tensor<?x0xf32>) {
  %s = "tf.Const"() {value = dense<[-1, 100]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Reshape"(%t, %s) : (tensor<10000xf32>, tensor<2xi32>) -> tensor<100x100xf32>
  %b = "tf.Reshape"(%u, %s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  %s0 = "tf.Const"() {value = dense<[-1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %c = "tf.Reshape"(%z, %s0) : (tensor<10x10x0xf32>, tensor<2xi32>) -> tensor<?x0xf32>
  return %a, %b, %c : tensor<100x100xf32>, tensor<*xf32>, tensor<?x0xf32>
}

// -----

// A constant whose value broadcasts to the result type is accepted (TensorFlow's BroadcastCompatible).
func.func @const_broadcast() -> tensor<1xf32> {
  %c = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<1xf32>
  return %c : tensor<1xf32>
}

// -----

func.func @const_not_elements() -> tensor<f32> {
  // expected-error@+1 {{'tf.Const' op attribute 'value' failed to satisfy constraint: constant vector/tensor}}
  %c = "tf.Const"() {value = 2.0 : f32} : () -> tensor<f32>
  return %c : tensor<f32>
}

// -----

func.func @const_not_broadcast() -> tensor<3xf32> {
  // expected-error@+1 {{'tf.Const' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %c = "tf.Const"() {value = dense<2.0> : tensor<2xf32>} : () -> tensor<3xf32>
  return %c : tensor<3xf32>
}

// -----

func.func @transpose_perm_range(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %p = "tf.Const"() {value = dense<[1, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Transpose' op perm[1]=5 must be in range [-2, 2)}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

func.func @transpose_negative_perm(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %p = "tf.Const"() {value = dense<[-1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

func.func @transpose_dims(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %p = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Transpose' op requires y.shape[0] (2) to be equal to x.shape[perm[1]] (3)}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

func.func @transpose_ranks(%x: tensor<2x3xf32>, %p: tensor<2xi32>) -> tensor<6xf32> {
  // expected-error@+1 {{'tf.Transpose' op x should be of the same rank with y, got x of rank 2, and y of rank 1}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<6xf32>
  return %y : tensor<6xf32>
}

// -----

func.func @transpose_perm_size(%x: tensor<2x3xf32>, %p: tensor<3xi32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'tf.Transpose' op expected perm to be a 1-D Tensor of size equal to the rank of x, got perm of size 3, and x of rank 2}}
  %y = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

func.func @partitioned_call_missing(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'f' attribute refers to an undefined function: @missing}}
  %r = "tf.PartitionedCall"(%a) {config = "", config_proto = "", executor_type = "", f = @missing} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

func.func @stateful_call_count(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{argument count mismatch: 'args' has 1 arguments, but '@two' expects 2}}
  %r = "tf.StatefulPartitionedCall"(%a) {config = "", config_proto = "", executor_type = "", f = @two} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

func.func private @two(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  return %a : tensor<i32>
}

// -----

func.func @legacy_call_missing() {
  // expected-error@+1 {{'f' attribute refers to an undefined function: nowhere}}
  "tf.LegacyCall"() {f = @nowhere} : () -> ()
  return
}

// -----

func.func @legacy_call_count(%a: tensor<i32>) {
  // expected-error@+1 {{argument count mismatch: 'args' has 1 argument(s), but 'none' expects 0}}
  "tf.LegacyCall"(%a) {f = @none} : (tensor<i32>) -> ()
  return
}

func.func private @none() {
  return
}

// -----

// A symbol that is not a function does not count.
func.func @legacy_call_not_function() {
  // expected-error@+1 {{'f' attribute refers to an undefined function: g}}
  "tf.LegacyCall"() {f = @g} : () -> ()
  return
}

memref.global "private" @g : memref<f32>

// -----

func.func @batch_function_missing(%a: tensor<1x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'f' attribute refers to an undefined function: batched}}
  %r = "tf.BatchFunction"(%a) {batch_timeout_micros = 10 : i64, f = @batched, max_batch_size = 4 : i64, max_enqueued_batches = 2 : i64, num_batch_threads = 1 : i64, operandSegmentSizes = array<i32: 1, 0>} : (tensor<1x3xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @xla_call_module_missing() {
  // expected-error@+1 {{'tf.XlaCallModule' op refers to an undefined function: @absent}}
  "tf.XlaCallModule"() {Sout = [], dim_args_spec = [], function_list = [@absent], module = "", platforms = [], version = 4 : i64} : () -> ()
  return
}

// -----

func.func @calls_resolve(%a: tensor<i32>) -> tensor<i32> {
  %r = "tf.PartitionedCall"(%a) {config = "", config_proto = "", executor_type = "", f = @id} : (tensor<i32>) -> tensor<i32>
  "tf.LegacyCall"(%a) {f = @id} : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

func.func private @id(%a: tensor<i32>) -> tensor<i32> {
  return %a : tensor<i32>
}
