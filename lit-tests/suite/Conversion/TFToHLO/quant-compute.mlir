// The quantized compute ops: the integer operands are bitcast to their !quant.uniform types, the
// op computes on quantized types (dot, convolution, chlo.broadcast_add, clamp) and the result is
// bitcast back to its storage integers; the hybrid forms take a float lhs and give a float result.
// RUN: jopt %s "-xla-legalize-tf=legalize-chlo=false" -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @dot
// CHECK: %[[L:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<2x3xi8>) -> tensor<2x3x!quant.uniform<i8:f32, 2.000000e+00:1>>
// CHECK-NEXT: %[[R:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<3x4xi8>) -> tensor<3x4x!quant.uniform<i8<-127:127>:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>
// CHECK-NEXT: %[[D:.*]] = "mhlo.dot"(%[[L]], %[[R]]) : (tensor<2x3x!quant.uniform<i8:f32, 2.000000e+00:1>>, tensor<3x4x!quant.uniform<i8<-127:127>:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>) -> tensor<2x4x!quant.uniform<i32:f32:1, {2.000000e+00,4.000000e+00,6.000000e+00,8.000000e+00}>>
// CHECK-NEXT: %[[I:.*]] = mhlo.bitcast_convert %[[D]] : (tensor<2x4x!quant.uniform<i32:f32:1, {2.000000e+00,4.000000e+00,6.000000e+00,8.000000e+00}>>) -> tensor<2x4xi32>
// CHECK-NEXT: %[[Q:.*]] = mhlo.bitcast_convert %[[I]]
// CHECK-NEXT: mhlo.uniform_dequantize %[[Q]]
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %s1 = "tf.Const"() { value = dense<2.0> : tensor<f32> } : () -> tensor<f32>
  %z1 = "tf.Const"() { value = dense<1> : tensor<i32> } : () -> tensor<i32>
  %s2 = "tf.Const"() { value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32> } : () -> tensor<4xf32>
  %z2 = "tf.Const"() { value = dense<0> : tensor<4xi32> } : () -> tensor<4xi32>
  %s3 = "tf.Const"() { value = dense<[2.0, 4.0, 6.0, 8.0]> : tensor<4xf32> } : () -> tensor<4xf32>
  %l = "tf.UniformQuantize"(%a, %s1, %z1) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2x3xf32>, tensor<f32>, tensor<i32>) -> tensor<2x3x!tf_type.qint8>
  %r = "tf.UniformQuantize"(%b, %s2, %z2) {quantization_axis = 1 : i64, quantization_min_val = -127 : i64, quantization_max_val = 127 : i64} : (tensor<3x4xf32>, tensor<4xf32>, tensor<4xi32>) -> tensor<3x4x!tf_type.qint8>
  %0 = "tf.UniformQuantizedDot"(%l, %r, %s1, %z1, %s2, %z2, %s3, %z2) {lhs_quantization_axis = -1 : i64, lhs_quantization_min_val = -128 : i64, lhs_quantization_max_val = 127 : i64, rhs_quantization_axis = 1 : i64, rhs_quantization_min_val = -127 : i64, rhs_quantization_max_val = 127 : i64, output_quantization_axis = 1 : i64, output_quantization_min_val = -2147483648 : i64, output_quantization_max_val = 2147483647 : i64} : (tensor<2x3x!tf_type.qint8>, tensor<3x4x!tf_type.qint8>, tensor<f32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) -> tensor<2x4x!tf_type.qint32>
  %1 = "tf.UniformDequantize"(%0, %s3, %z2) {quantization_axis = 1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<2x4x!tf_type.qint32>, tensor<4xf32>, tensor<4xi32>) -> tensor<2x4xf32>
  func.return %1 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @hybrid
// CHECK: %[[R:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<3x4xi8>) -> tensor<3x4x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK-NEXT: %[[D:.*]] = "mhlo.dot"(%arg0, %[[R]]) : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x4xf32>
// CHECK-NEXT: return %[[D]]
func.func @hybrid(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %s = "tf.Const"() { value = dense<0.5> : tensor<f32> } : () -> tensor<f32>
  %z = "tf.Const"() { value = dense<0> : tensor<i32> } : () -> tensor<i32>
  %r = "tf.UniformQuantize"(%b, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<i32>) -> tensor<3x4x!tf_type.qint8>
  %0 = "tf.UniformQuantizedDotHybrid"(%a, %r, %s, %z) {rhs_quantization_axis = -1 : i64, rhs_quantization_min_val = -128 : i64, rhs_quantization_max_val = 127 : i64} : (tensor<2x3xf32>, tensor<3x4x!tf_type.qint8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// A quantized TensorFlow argument (no legalized producer) and a quantized result that leaves the
// function keep the op.
// CHECK-LABEL: func.func @stays
// CHECK: "tf.UniformQuantizedDotHybrid"
func.func @stays(%a: tensor<2x3xf32>, %r: tensor<3x4x!tf_type.qint8>) -> tensor<2x4xf32> {
  %s = "tf.Const"() { value = dense<0.5> : tensor<f32> } : () -> tensor<f32>
  %z = "tf.Const"() { value = dense<0> : tensor<i32> } : () -> tensor<i32>
  %0 = "tf.UniformQuantizedDotHybrid"(%a, %r, %s, %z) {rhs_quantization_axis = -1 : i64, rhs_quantization_min_val = -128 : i64, rhs_quantization_max_val = 127 : i64} : (tensor<2x3xf32>, tensor<3x4x!tf_type.qint8>, tensor<f32>, tensor<i32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// Default dimension numbers (NCHW, OIHW, NCHW); SAME over 5 with a 2-window and stride 2: [0, 1].
// CHECK-LABEL: func.func @conv
// CHECK: %[[C:.*]] = mhlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = {{\[\[}}0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x5x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<3x2x2x2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<1x3x3x3x!quant.uniform<i32:f32, 2.500000e-01>>
// CHECK-NEXT: mhlo.bitcast_convert %[[C]] : (tensor<1x3x3x3x!quant.uniform<i32:f32, 2.500000e-01>>) -> tensor<1x3x3x3xi32>
func.func @conv(%a: tensor<1x2x5x5xf32>, %b: tensor<3x2x2x2xf32>) -> tensor<1x3x3x3xf32> {
  %s = "tf.Const"() { value = dense<0.5> : tensor<f32> } : () -> tensor<f32>
  %so = "tf.Const"() { value = dense<0.25> : tensor<f32> } : () -> tensor<f32>
  %z = "tf.Const"() { value = dense<0> : tensor<i32> } : () -> tensor<i32>
  %l = "tf.UniformQuantize"(%a, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<1x2x5x5xf32>, tensor<f32>, tensor<i32>) -> tensor<1x2x5x5x!tf_type.qint8>
  %r = "tf.UniformQuantize"(%b, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<3x2x2x2xf32>, tensor<f32>, tensor<i32>) -> tensor<3x2x2x2x!tf_type.qint8>
  %0 = "tf.UniformQuantizedConvolution"(%l, %r, %s, %z, %s, %z, %so, %z) {Tin = !tf_type.qint8, Tout = !tf_type.qint32, window_strides = [2, 2], padding = "SAME", explicit_padding = [], lhs_dilation = [], rhs_dilation = [], batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = "", lhs_quantization_axis = -1 : i64, lhs_quantization_min_val = -128 : i64, lhs_quantization_max_val = 127 : i64, rhs_quantization_axis = -1 : i64, rhs_quantization_min_val = -128 : i64, rhs_quantization_max_val = 127 : i64, output_quantization_axis = -1 : i64, output_quantization_min_val = -2147483648 : i64, output_quantization_max_val = 2147483647 : i64} : (tensor<1x2x5x5x!tf_type.qint8>, tensor<3x2x2x2x!tf_type.qint8>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<1x3x3x3x!tf_type.qint32>
  %1 = "tf.UniformDequantize"(%0, %so, %z) {quantization_axis = -1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<1x3x3x3x!tf_type.qint32>, tensor<f32>, tensor<i32>) -> tensor<1x3x3x3xf32>
  func.return %1 : tensor<1x3x3x3xf32>
}

// The dimension numbers of a serialized UniformQuantizedConvolutionDimensionNumbersAttr (NHWC,
// HWIO, NHWC: fields 1-9, the repeated ones packed); explicit padding; the hybrid form.
// CHECK-LABEL: func.func @conv_hybrid_nhwc
// CHECK: mhlo.convolution(%arg0, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 0], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<2x2x2x3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<1x4x4x3xf32>
func.func @conv_hybrid_nhwc(%a: tensor<1x4x4x2xf32>, %b: tensor<2x2x2x3xf32>) -> tensor<1x4x4x3xf32> {
  %s = "tf.Const"() { value = dense<0.5> : tensor<f32> } : () -> tensor<f32>
  %z = "tf.Const"() { value = dense<0> : tensor<i32> } : () -> tensor<i32>
  %r = "tf.UniformQuantize"(%b, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2x2x2x3xf32>, tensor<f32>, tensor<i32>) -> tensor<2x2x2x3x!tf_type.qint8>
  %0 = "tf.UniformQuantizedConvolutionHybrid"(%a, %r, %s, %z) {Tlhs = f32, Trhs = !tf_type.qint8, Tout = f32, window_strides = [], padding = "EXPLICIT", explicit_padding = [1, 0, 0, 1], lhs_dilation = [], rhs_dilation = [], batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = "\10\03\1A\02\01\02\20\02\28\03\32\02\00\01\40\03\4A\02\01\02", rhs_quantization_axis = -1 : i64, rhs_quantization_min_val = -128 : i64, rhs_quantization_max_val = 127 : i64} : (tensor<1x4x4x2xf32>, tensor<2x2x2x3x!tf_type.qint8>, tensor<f32>, tensor<i32>) -> tensor<1x4x4x3xf32>
  func.return %0 : tensor<1x4x4x3xf32>
}

// The quantized operand reaches the op that stays through a cast back to its TensorFlow type.
// CHECK-LABEL: func.func @conv_bad_dimension_numbers
// CHECK: %[[Q:.*]] = builtin.unrealized_conversion_cast %{{.*}} : tensor<2x2x2x3xi8> to tensor<2x2x2x3x!tf_type.qint8>
// CHECK-NEXT: "tf.UniformQuantizedConvolutionHybrid"(%arg0, %[[Q]]
func.func @conv_bad_dimension_numbers(%a: tensor<1x4x4x2xf32>, %b: tensor<2x2x2x3xf32>) -> tensor<1x4x4x3xf32> {
  %s = "tf.Const"() { value = dense<0.5> : tensor<f32> } : () -> tensor<f32>
  %z = "tf.Const"() { value = dense<0> : tensor<i32> } : () -> tensor<i32>
  %r = "tf.UniformQuantize"(%b, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2x2x2x3xf32>, tensor<f32>, tensor<i32>) -> tensor<2x2x2x3x!tf_type.qint8>
  %0 = "tf.UniformQuantizedConvolutionHybrid"(%a, %r, %s, %z) {Tlhs = f32, Trhs = !tf_type.qint8, Tout = f32, padding = "SAME", dimension_numbers = "\1A\05\01", rhs_quantization_axis = -1 : i64, rhs_quantization_min_val = -128 : i64, rhs_quantization_max_val = 127 : i64} : (tensor<1x4x4x2xf32>, tensor<2x2x2x3x!tf_type.qint8>, tensor<f32>, tensor<i32>) -> tensor<1x4x4x3xf32>
  func.return %0 : tensor<1x4x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @add
// CHECK: %[[L:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<3x2xi32>) -> tensor<3x2x!quant.uniform<i32:f32, 2.000000e+00:4>>
// CHECK-NEXT: %[[R:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<2xi32>) -> tensor<2x!quant.uniform<i32:f32, 2.000000e+00:4>>
// CHECK-NEXT: %[[S:.*]] = chlo.broadcast_add %[[L]], %[[R]] {broadcast_dimensions = array<i64: 1>} : (tensor<3x2x!quant.uniform<i32:f32, 2.000000e+00:4>>, tensor<2x!quant.uniform<i32:f32, 2.000000e+00:4>>) -> tensor<3x2x!quant.uniform<i32:f32, 2.000000e+00:4>>
// CHECK-NEXT: mhlo.bitcast_convert %[[S]] : (tensor<3x2x!quant.uniform<i32:f32, 2.000000e+00:4>>) -> tensor<3x2xi32>
func.func @add(%a: tensor<3x2xf32>, %b: tensor<2xf32>) -> tensor<3x2xf32> {
  %s = "tf.Const"() { value = dense<2.0> : tensor<f32> } : () -> tensor<f32>
  %z = "tf.Const"() { value = dense<4> : tensor<i32> } : () -> tensor<i32>
  %l = "tf.UniformQuantize"(%a, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<3x2xf32>, tensor<f32>, tensor<i32>) -> tensor<3x2x!tf_type.qint32>
  %r = "tf.UniformQuantize"(%b, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2x!tf_type.qint32>
  %0 = "tf.UniformQuantizedAdd"(%l, %r, %s, %z, %s, %z, %s, %z) {lhs_quantization_axis = -1 : i64, lhs_quantization_min_val = -2147483648 : i64, lhs_quantization_max_val = 2147483647 : i64, rhs_quantization_axis = -1 : i64, rhs_quantization_min_val = -2147483648 : i64, rhs_quantization_max_val = 2147483647 : i64, output_quantization_axis = -1 : i64, output_quantization_min_val = -2147483648 : i64, output_quantization_max_val = 2147483647 : i64} : (tensor<3x2x!tf_type.qint32>, tensor<2x!tf_type.qint32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<3x2x!tf_type.qint32>
  %1 = "tf.UniformDequantize"(%0, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<3x2x!tf_type.qint32>, tensor<f32>, tensor<i32>) -> tensor<3x2xf32>
  func.return %1 : tensor<3x2xf32>
}

// Per-axis bounds: one per channel (quantized along their dimension 0), broadcast along axis 1.
// CHECK-LABEL: func.func @clip
// CHECK: %[[X:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<3x2xi32>) -> tensor<3x2x!quant.uniform<i32:f32:1, {2.000000e+00:4,3.000000e+00:5}>>
// CHECK-NEXT: %[[LO:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<2xi32>) -> tensor<2x!quant.uniform<i32:f32:0, {2.000000e+00:4,3.000000e+00:5}>>
// CHECK-NEXT: %[[LOB:.*]] = "mhlo.broadcast_in_dim"(%[[LO]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<2x!quant.uniform<i32:f32:0, {2.000000e+00:4,3.000000e+00:5}>>) -> tensor<3x2x!quant.uniform<i32:f32:0, {2.000000e+00:4,3.000000e+00:5}>>
func.func @clip(%a: tensor<3x2xf32>, %lo: tensor<2xf32>, %hi: tensor<2xf32>) -> tensor<3x2xf32> {
  %s = "tf.Const"() { value = dense<[2.0, 3.0]> : tensor<2xf32> } : () -> tensor<2xf32>
  %z = "tf.Const"() { value = dense<[4, 5]> : tensor<2xi32> } : () -> tensor<2xi32>
  %x = "tf.UniformQuantize"(%a, %s, %z) {quantization_axis = 1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<3x2xf32>, tensor<2xf32>, tensor<2xi32>) -> tensor<3x2x!tf_type.qint32>
  %l = "tf.UniformQuantize"(%lo, %s, %z) {quantization_axis = 0 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x!tf_type.qint32>
  %h = "tf.UniformQuantize"(%hi, %s, %z) {quantization_axis = 0 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x!tf_type.qint32>
  %0 = "tf.UniformQuantizedClipByValue"(%x, %l, %h, %s, %z) {quantization_axis = 1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<3x2x!tf_type.qint32>, tensor<2x!tf_type.qint32>, tensor<2x!tf_type.qint32>, tensor<2xf32>, tensor<2xi32>) -> tensor<3x2x!tf_type.qint32>
  %1 = "tf.UniformDequantize"(%0, %s, %z) {quantization_axis = 1 : i64, quantization_min_val = -2147483648 : i64, quantization_max_val = 2147483647 : i64} : (tensor<3x2x!tf_type.qint32>, tensor<2xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  func.return %1 : tensor<3x2xf32>
}
