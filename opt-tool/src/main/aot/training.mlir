// AOT training input, run with -split-input-file -tf-standard-pipeline (which canonicalizes, CSEs and
// inlines too): the common small cases (func + arith + scf; an imported TensorFlow graph). Kept small
// on purpose: every class the training loads is preloaded at each start, so breadth costs every run.
func.func @f(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %six = arith.muli %c2, %c3 : i32
  %sum = arith.addi %a, %b : i32
  %same = arith.addi %sum, %c0 : i32
  %prod = arith.muli %same, %six : i32
  %cmp = arith.cmpi eq, %prod, %prod : i32
  %sel = arith.select %cmp, %prod, %a : i32
  return %sel : i32
}
func.func @g(%x: f32) -> f32 {
  %c = arith.constant 1.5 : f32
  %y = arith.addf %x, %c : f32
  %z = arith.mulf %y, %c fastmath<fast> : f32
  return %z : f32
}
func.func @loops(%lb: index, %ub: index, %st: index, %x: f32, %c: i1) -> f32 {
  %r0 = scf.for %i0 = %lb to %ub step %st iter_args(%acc0 = %x) -> (f32) {
    %r1 = scf.for %i1 = %lb to %ub step %st iter_args(%acc1 = %acc0) -> (f32) {
      %r2 = scf.for %i2 = %lb to %ub step %st iter_args(%acc2 = %acc1) -> (f32) {
        %s = arith.addf %acc2, %acc2 : f32
        scf.yield %s : f32
      }
      scf.yield %r2 : f32
    }
    scf.yield %r1 : f32
  }
  %w = scf.if %c -> (f32) {
    scf.yield %r0 : f32
  } else {
    scf.yield %x : f32
  }
  return %w : f32
}

// -----
// The headline use: an imported TensorFlow graph through -tf-standard-pipeline.
module attributes {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 1 : i32}} {
  func.func @main(%arg0: tensor<2x3xf32>) -> tensor<*xf32> attributes {tf.entry_function = {control_outputs = "", inputs = "x", outputs = "y"}} {
    %0 = tf_executor.graph {
      %w, %c0 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<1.0> : tensor<3x4xf32>} : () -> tensor<3x4xf32>
      %b, %c1 = tf_executor.island wraps "tf.Const"() {device = "", value = dense<0.5> : tensor<4xf32>} : () -> tensor<4xf32>
      %m, %c2 = tf_executor.island wraps "tf.MatMul"(%arg0, %w) {device = "", transpose_a = false, transpose_b = false} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
      %a, %c3 = tf_executor.island wraps "tf.BiasAdd"(%m, %b) {data_format = "NHWC", device = ""} : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
      %r, %c4 = tf_executor.island wraps "tf.Relu"(%a) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %y, %c5 = tf_executor.island wraps "tf.Identity"(%r) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      tf_executor.fetch %y : tensor<*xf32>
    }
    return %0 : tensor<*xf32>
  }
}
