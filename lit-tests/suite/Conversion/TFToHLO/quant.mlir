// Uniform quantization ops with constant scales and zero points: uniform_quantize to a
// !quant.uniform type and bitcast_convert to the storage integers (and back for dequantize and
// requantize); per-axis scales for quantization_axis >= 0, a narrower storage range when min/max
// say so.
// RUN: jopt %s "-xla-legalize-tf=legalize-chlo=false" -split-input-file | jfilecheck %s

// CHECK-LABEL: func @qdq
// CHECK: %[[Q:.*]] = mhlo.uniform_quantize %arg0 : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00:3>>
// CHECK-NEXT: %[[I:.*]] = mhlo.bitcast_convert %[[Q]] : (tensor<2x!quant.uniform<i8:f32, 1.000000e+00:3>>) -> tensor<2xi8>
// CHECK-NEXT: %[[Q2:.*]] = mhlo.bitcast_convert %[[I]] : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 1.000000e+00:3>>
// CHECK-NEXT: %[[D:.*]] = mhlo.uniform_dequantize %[[Q2]] : (tensor<2x!quant.uniform<i8:f32, 1.000000e+00:3>>) -> tensor<2xf32>
// CHECK-NEXT: return %[[D]] : tensor<2xf32>

// CHECK-LABEL: func @requant
// CHECK: mhlo.uniform_quantize %arg0 : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e+00:3,2.000000e+00:4}>>
// CHECK: %[[R:.*]] = mhlo.uniform_quantize %{{.*}} : (tensor<2x2x!quant.uniform<i8:f32:0, {1.000000e+00:3,2.000000e+00:4}>>) -> tensor<2x2x!quant.uniform<i8<-127:127>:f32:0, {3.000000e+00:5,4.000000e+00:6}>>
// CHECK-NEXT: mhlo.bitcast_convert %[[R]] : (tensor<2x2x!quant.uniform<i8<-127:127>:f32:0, {3.000000e+00:5,4.000000e+00:6}>>) -> tensor<2x2xi8>
// CHECK: mhlo.uniform_dequantize
func.func @qdq(%arg0 : tensor<2xf32>) -> tensor<2xf32> {
  %scales = "tf.Const"() { value = dense<1.0> : tensor<f32> } : () -> tensor<f32>
  %zps = "tf.Const"() { value = dense<3> : tensor<i32> } : () -> tensor<i32>
  %0 = "tf.UniformQuantize"(%arg0, %scales, %zps) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2x!tf_type.qint8>
  %1 = "tf.UniformDequantize"(%0, %scales, %zps) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2x!tf_type.qint8>, tensor<f32>, tensor<i32>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}
func.func @requant(%arg0 : tensor<2x2xf32>) -> tensor<2x2xf32> {
  %scales_0 = "tf.Const"() { value = dense<[1.0, 2.0]> : tensor<2xf32> } : () -> tensor<2xf32>
  %zps_0 = "tf.Const"() { value = dense<[3, 4]> : tensor<2xi32> } : () -> tensor<2xi32>
  %scales_1 = "tf.Const"() { value = dense<[3.0, 4.0]> : tensor<2xf32> } : () -> tensor<2xf32>
  %zps_1 = "tf.Const"() { value = dense<[5, 6]> : tensor<2xi32> } : () -> tensor<2xi32>
  %0 = "tf.UniformQuantize"(%arg0, %scales_0, %zps_0) {quantization_axis = 0 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x2x!tf_type.qint8>
  %1 = "tf.UniformRequantize"(%0, %scales_0, %zps_0, %scales_1, %zps_1) {input_quantization_axis = 0 : i64, input_quantization_min_val = -128 : i64, input_quantization_max_val = 127 : i64, output_quantization_axis = 0 : i64, output_quantization_min_val = -127 : i64, output_quantization_max_val = 127 : i64} : (tensor<2x2x!tf_type.qint8>, tensor<2xf32>, tensor<2xi32>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x2x!tf_type.qint8>
  %2 = "tf.UniformDequantize"(%1, %scales_1, %zps_1) {quantization_axis = 0 : i64, quantization_min_val = -127 : i64, quantization_max_val = 127 : i64} : (tensor<2x2x!tf_type.qint8>, tensor<2xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  func.return %2 : tensor<2x2xf32>
}

// -----

// A quantized TensorFlow result returned from the function keeps its type: the op stays.
// CHECK-LABEL: func @returned
// CHECK: "tf.UniformQuantize"
func.func @returned(%arg0 : tensor<2xf32>) -> tensor<2x!tf_type.qint8> {
  %scales = "tf.Const"() { value = dense<1.0> : tensor<f32> } : () -> tensor<f32>
  %zps = "tf.Const"() { value = dense<3> : tensor<i32> } : () -> tensor<i32>
  %0 = "tf.UniformQuantize"(%arg0, %scales, %zps) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2x!tf_type.qint8>
  func.return %0 : tensor<2x!tf_type.qint8>
}
