// RUN: jopt %s -split-input-file -verify-diagnostics -tf-materialize-passthrough-op | jfilecheck %s

// The attached module's main replaces the op: arguments become its operands, returned values its results.
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[ADD:.*]] = "tf.Add"(%arg0, %arg1)
// CHECK-NEXT: %[[SUB:.*]] = "tf.Sub"(%[[ADD]], %arg1)
// CHECK-NEXT: return %[[SUB]]
func.func @f(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
  %0 = "tf.MlirPassthroughOp"(%arg0, %arg1) {mlir_module = "func.func @main(%arg0 : tensor<10xf32>, %arg1 : tensor<10xf32>) -> tensor<10xf32> {\0A %add = \22tf.Add\22(%arg0, %arg1) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>\0A %ret = \22tf.Sub\22(%add, %arg1) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>\0A return %ret : tensor<10xf32>\0A}"} : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// -----

func.func @no_main(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{MLIR Opaque Op expects a main() entry point}}
  %0 = "tf.MlirPassthroughOp"(%arg0) {mlir_module = "func.func @other(%a : tensor<f32>) -> tensor<f32> {\0A return %a : tensor<f32>\0A}"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @arity(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{mismatch between MLIR Opaque Op number of operands (1) and main() entry point in the module (2 args)}}
  %0 = "tf.MlirPassthroughOp"(%arg0) {mlir_module = "func.func @main(%a : tensor<f32>, %b : tensor<f32>) -> tensor<f32> {\0A return %a : tensor<f32>\0A}"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
