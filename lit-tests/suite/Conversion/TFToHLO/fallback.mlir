// use-tf2xla-fallback: the ops TensorFlow lowers through its tf2xla kernels (prefer-tf2xla adds
// its preferred ops) first meet the kernel rewriter's checks: an unbounded operand, a symbol
// reference, an operand type the kernel cannot take keep the op with the rewriter's remark; the
// ops that pass are lowered by our rules in place of the kernels. Ops TensorFlow always lowers
// with its MLIR rules, and ops without a fallback kernel, are not checked.
// RUN: jopt %s "-xla-legalize-tf=use-tf2xla-fallback=true prefer-tf2xla=true" -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=NOFALLBACK

// CHECK-LABEL: func.func @unbounded
// CHECK: "tf.Atan2"(%arg0, %arg0)
// CHECK: "tf.Atan2"(%arg1, %arg1)
// CHECK: mhlo.abs %arg1
// NOFALLBACK-LABEL: func.func @unbounded
// NOFALLBACK: "tf.Atan2"(%arg0, %arg0)
// NOFALLBACK: mhlo.atan2
func.func @unbounded(%u: tensor<*xf32>, %d: tensor<?xf32>) -> (tensor<*xf32>, tensor<?xf32>, tensor<?xf32>) {
  // expected-remark@+1 {{lowering requires bounded tensor operands 'tensor<*xf32>'}}
  %0 = "tf.Atan2"(%u, %u) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  // expected-remark@+1 {{lowering requires bounded tensor operands 'tensor<?xf32>'}}
  %1 = "tf.Atan2"(%d, %d) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  // Abs always uses the MLIR rules.
  %2 = "tf.Abs"(%d) : (tensor<?xf32>) -> tensor<?xf32>
  func.return %0, %1, %2 : tensor<*xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func private @branch0(tensor<2xf32>) -> tensor<2xf32>
func.func private @branch1(tensor<2xf32>) -> tensor<2xf32>

// CHECK-LABEL: func.func @symbols_and_types
// CHECK: "tf.Atan2"
// CHECK: "tf.Case"
// CHECK: "tf.AddN"
// CHECK: "tf.XlaPad"
// CHECK: "tf.BroadcastGradientArgs"
func.func @symbols_and_types(%x: tensor<2xf32>, %i: tensor<i32>, %v: tensor<2x!tf_type.variant>, %p: tensor<2xi32>, %s: tensor<4xi32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x!tf_type.variant>, tensor<5xf32>, tensor<1xi32>, tensor<0xi32>) {
  // expected-remark@+1 {{ops with symbol references are not supported}}
  %0 = "tf.Atan2"(%x, %x) {_body = @branch0} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  // expected-remark@+1 {{ops with symbol references are not supported}}
  %1 = "tf.Case"(%i, %x) {branches = [@branch0, @branch1], is_stateless = false} : (tensor<i32>, tensor<2xf32>) -> tensor<2xf32>
  // expected-remark@+1 {{skipping legalization due to unsupported type 'tensor<2x!tf_type.variant>'}}
  %2 = "tf.AddN"(%v, %v) : (tensor<2x!tf_type.variant>, tensor<2x!tf_type.variant>) -> tensor<2x!tf_type.variant>
  %z = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-remark@+1 {{lowering requires operand #2 to be a constant}}
  %3 = "tf.XlaPad"(%x, %z, %p, %p, %p) : (tensor<2xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<5xf32>
  // No fallback kernel: no remark.
  %4:2 = "tf.BroadcastGradientArgs"(%s, %s) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<1xi32>, tensor<0xi32>)
  func.return %0, %1, %2, %3, %4#0, %4#1 : tensor<2xf32>, tensor<2xf32>, tensor<2x!tf_type.variant>, tensor<5xf32>, tensor<1xi32>, tensor<0xi32>
}

// Bounds reach ReverseV2 (a preferred op) through the cast of the lowered XlaSetDynamicDimensionSize,
// but not an op with symbol references.
// CHECK-LABEL: func.func @bounds
// CHECK: mhlo.set_dimension_size
// CHECK: mhlo.reverse
// CHECK: "tf.ReverseV2"
func.func @bounds(%x: tensor<4xf32>, %n: tensor<i32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.XlaSetDynamicDimensionSize"(%x, %d, %n) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> tensor<?xf32>
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %1 = "tf.ReverseV2"(%0, %axis) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  // expected-remark@+1 {{lowering requires bounded tensor operands 'tensor<?xf32>'}}
  %2 = "tf.ReverseV2"(%0, %axis) {_body = @branch0} : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  func.return %1, %2 : tensor<?xf32>, tensor<?xf32>
}
