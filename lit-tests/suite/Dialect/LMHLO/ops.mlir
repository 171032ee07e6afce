// lmhlo ops print in the generic form (inherent attributes as properties), lmhlo.convolution in
// mhlo's dim_numbers/window syntax; both forms parse back.
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK: "lmhlo.add"(%arg0, %arg1, %arg2) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK: "lmhlo.tanh"(%arg0, %arg2) {tag = 1 : i32} : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK: "lmhlo.compare"(%arg0, %arg1, %arg3) <{comparison_direction = #mhlo<comparison_direction LT>}> : (memref<4xf32>, memref<4xf32>, memref<4xi1>) -> ()
// CHECK: "lmhlo.select"(%arg3, %arg0, %arg1, %arg2) : (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
func.func @elementwise(%a: memref<4xf32>, %b: memref<4xf32>, %out: memref<4xf32>, %p: memref<4xi1>) {
  "lmhlo.add"(%a, %b, %out) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.tanh"(%a, %out) {tag = 1 : i32} : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.compare"(%a, %b, %p) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<4xf32>, memref<4xf32>, memref<4xi1>) -> ()
  "lmhlo.select"(%p, %a, %b, %out) : (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @reduce
// CHECK: "lmhlo.reduce"(%arg0, %arg1, %arg2) <{dimensions = dense<1> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg3: memref<f32>, %arg4: memref<f32>, %arg5: memref<f32>):
// CHECK-NEXT:   "lmhlo.add"(%arg3, %arg4, %arg5) : (memref<f32>, memref<f32>, memref<f32>) -> ()
// CHECK-NEXT:   "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<2x8xf32>, memref<f32>, memref<2xf32>) -> ()
func.func @reduce(%in: memref<2x8xf32>, %init: memref<f32>, %out: memref<2xf32>) {
  "lmhlo.reduce"(%in, %init, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    "lmhlo.add"(%x, %y, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (memref<2x8xf32>, memref<f32>, memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @conv
// CHECK: lmhlo.convolution(%arg0, %arg1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x2xf32>, memref<3x3x2x5xf32>, memref<1x2x2x5xf32>) -> ()
func.func @conv(%in: memref<1x4x4x2xf32>, %k: memref<3x3x2x5xf32>, %out: memref<1x2x2x5xf32>) {
  lmhlo.convolution(%in, %k, %out) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x2xf32>, memref<3x3x2x5xf32>, memref<1x2x2x5xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @misc
// CHECK: "lmhlo.constant"(%arg0) <{value = dense<1.000000e+00> : tensor<4xf32>}> : (memref<4xf32>) -> ()
// CHECK: "lmhlo.custom_call"(%arg0, %arg1) <{call_target_name = "foo", operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: }) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK: "lmhlo.fusion"() ({
// CHECK:   "lmhlo.terminator"() : () -> ()
// CHECK: }) : () -> ()
func.func @misc(%a: memref<4xf32>, %b: memref<4xf32>) {
  "lmhlo.constant"(%a) {value = dense<1.0> : tensor<4xf32>} : (memref<4xf32>) -> ()
  "lmhlo.custom_call"(%a, %b) ({}) {call_target_name = "foo", operandSegmentSizes = array<i32: 1, 1>} : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.fusion"() ({
    "lmhlo.terminator"() : () -> ()
  }) : () -> ()
  return
}
