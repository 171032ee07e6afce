// Small tf2xla kernels run by the interpreter: Cross of [1, 2, 3] x [0.5, -1, 2] = [7, -0.5, -2] and
// [4, 5, 6] x [1, 0, -1] = [-5, 10, -5]; LowerBound / UpperBound of [2, 0, 6] in [1, 2, 2, 5] (1, 0, 4 /
// 3, 0, 4) and of [3, 1.5, -1] in [0, 1, 3, 3] (2, 2, 0 / 4, 2, 0); InTopKV2 k = 2 (one prediction
// above each target, ties not above); ReciprocalGrad -dy y^2; PlaceholderWithDefault; Empty (zeros);
// XlaDynamicSlice at (1, 1) of size 1x2; XlaDot contracting dimension 1 of both (A B^T), then also
// batching dimension 0 (the rows' dot products); 1000 ParameterizedTruncatedNormal draws (mean 3,
// deviation 2) all in [2.5, 4]; SegmentSumV2 of both rows into segment 0 of 3.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[[0.5, -1.0, 2.0], [1.0, 0.0, -1.0]]> : tensor<2x3xf32>, dense<[[1.0, 2.0, 2.0, 5.0], [0.0, 1.0, 3.0, 3.0]]> : tensor<2x4xf32>, dense<[[2.0, 0.0, 6.0], [3.0, 1.5, -1.0]]> : tensor<2x3xf32>, dense<[[0.1, 0.9, 0.5, 0.2], [0.3, 0.3, 0.3, 0.8]]> : tensor<2x4xf32>, dense<[2, 1]> : tensor<2xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: "mhlo.dynamic_slice"(%arg0, %{{.*}}, %{{.*}}) <{slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
// HLO: "mhlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
// HLO: "mhlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>

// CHECK: dense<{{\[\[}}7.000000e+00, -5.000000e-01, -2.000000e+00], [-5.000000e+00, 1.000000e+01, -5.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}1, 0, 4], [2, 2, 0]]> : tensor<2x3xi32>
// CHECK-NEXT: dense<{{\[\[}}3, 0, 4], [4, 2, 0]]> : tensor<2x3xi64>
// CHECK-NEXT: dense<true> : tensor<2xi1>
// CHECK-NEXT: dense<{{\[\[}}-5.000000e-01, 4.000000e+00, -1.800000e+01], [-1.600000e+01, -0.000000e+00, 3.600000e+01]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<0.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: dense<{{\[\[}}5.000000e+00, 6.000000e+00]]> : tensor<1x2xf32>
// CHECK-NEXT: dense<{{\[\[}}4.500000e+00, -2.000000e+00], [9.000000e+00, -2.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<[4.500000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: dense<true> : tensor<i1>
// CHECK-NEXT: dense<{{\[\[}}5.000000e+00, 7.000000e+00, 9.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<3x3xf32>
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %s: tensor<2x4xf32>, %v: tensor<2x3xf32>, %p: tensor<2x4xf32>, %t: tensor<2xi32>)
    -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi64>, tensor<2xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<i1>, tensor<3x3xf32>) {
  %0 = "tf.Cross"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tf.LowerBound"(%s, %v) : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
  %2 = "tf.UpperBound"(%s, %v) : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<2x3xi64>
  %k = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %3 = "tf.InTopKV2"(%p, %t, %k) : (tensor<2x4xf32>, tensor<2xi32>, tensor<i32>) -> tensor<2xi1>
  %4 = "tf.ReciprocalGrad"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "tf.PlaceholderWithDefault"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %sh = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %6 = "tf.Empty"(%sh) {init = true} : (tensor<2xi32>) -> tensor<3x2xf32>
  %st = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %sz = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %7 = "tf.XlaDynamicSlice"(%a, %st, %sz) : (tensor<2x3xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x2xf32>
  %8 = "tf.XlaDot"(%a, %b) {dimension_numbers = "\0A\01\01\12\01\01", precision_config = ""} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  %9 = "tf.XlaDot"(%a, %b) {dimension_numbers = "\0A\01\01\12\01\01\1A\01\00\22\01\00", precision_config = ""} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %n = "tf.Const"() {value = dense<1000> : tensor<1xi32>} : () -> tensor<1xi32>
  %mean = "tf.Const"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
  %dev = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %lo = "tf.Const"() {value = dense<2.5> : tensor<f32>} : () -> tensor<f32>
  %hi = "tf.Const"() {value = dense<4.0> : tensor<f32>} : () -> tensor<f32>
  %x = "tf.ParameterizedTruncatedNormal"(%n, %mean, %dev, %lo, %hi) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<1xi32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<1000xf32>
  %ge = "tf.GreaterEqual"(%x, %lo) : (tensor<1000xf32>, tensor<f32>) -> tensor<1000xi1>
  %le = "tf.LessEqual"(%x, %hi) : (tensor<1000xf32>, tensor<f32>) -> tensor<1000xi1>
  %in = "tf.LogicalAnd"(%ge, %le) : (tensor<1000xi1>, tensor<1000xi1>) -> tensor<1000xi1>
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %10 = "tf.All"(%in, %axis) {keep_dims = false} : (tensor<1000xi1>, tensor<1xi32>) -> tensor<i1>
  %ids = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %three = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %11 = "tf.SegmentSumV2"(%a, %ids, %three) : (tensor<2x3xf32>, tensor<2xi32>, tensor<i32>) -> tensor<3x3xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xi64>, tensor<2xi1>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<i1>, tensor<3x3xf32>
}

// The other segment reductions (the V2 forms take num_segments) and XlaDotV2 with a wider result
// (its preferred_element_type): checked in their HLO form only.
// HLO-LABEL: func.func @more
// HLO: "mhlo.scatter"
// HLO: mhlo.maximum
// HLO: "mhlo.scatter"
// HLO: mhlo.minimum
// HLO: "mhlo.scatter"
// HLO: mhlo.multiply
// HLO: "mhlo.dot_general"(%arg1, %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x2xi32>
func.func @more(%a: tensor<2x3xf32>, %q: tensor<2x3xi8>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2xi32>) {
  %ids = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %three = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.SegmentMaxV2"(%a, %ids, %three) : (tensor<2x3xf32>, tensor<2xi32>, tensor<i32>) -> tensor<3x3xf32>
  %1 = "tf.SegmentMinV2"(%a, %ids, %three) : (tensor<2x3xf32>, tensor<2xi32>, tensor<i32>) -> tensor<3x3xf32>
  %2 = "tf.SegmentProdV2"(%a, %ids, %three) : (tensor<2x3xf32>, tensor<2xi32>, tensor<i32>) -> tensor<3x3xf32>
  %3 = "tf.XlaDotV2"(%q, %q) {dimension_numbers = "\0A\01\01\12\01\01", precision_config = ""} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x2xi32>
  func.return %0, %1, %2, %3 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2xi32>
}
