// The pretty forms of the stablehlo ops, printed back as stablehlo-opt prints them; the second
// run parses the printed text again and must print the same.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%x: tensor<3xf32>, %y: tensor<3xf32>, %n: tensor<3xi32>, %b: tensor<3xi1>) -> tensor<3xf32> {
  // CHECK: %0 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
  %0 = stablehlo.add %x, %y : tensor<3xf32>
  // CHECK: %1 = stablehlo.subtract %arg0, %arg1 : tensor<3xf32>
  %1 = "stablehlo.subtract"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  // A result type other than the operands' prints the functional type.
  // CHECK: %2 = stablehlo.multiply %arg0, %arg1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<?xf32>
  %2 = stablehlo.multiply %x, %y : (tensor<3xf32>, tensor<3xf32>) -> tensor<?xf32>
  // CHECK: %3 = stablehlo.negate %arg0 : tensor<3xf32>
  %3 = stablehlo.negate %x : tensor<3xf32>
  // CHECK: %4 = stablehlo.popcnt %arg2 : tensor<3xi32>
  %4 = stablehlo.popcnt %n : tensor<3xi32>
  // CHECK: %5 = stablehlo.convert %arg2 : (tensor<3xi32>) -> tensor<3xf32>
  %5 = stablehlo.convert %n : (tensor<3xi32>) -> tensor<3xf32>
  // CHECK: %6 = stablehlo.is_finite %arg0 : (tensor<3xf32>) -> tensor<3xi1>
  %6 = stablehlo.is_finite %x : (tensor<3xf32>) -> tensor<3xi1>
  // CHECK: %7 = stablehlo.and %arg3, %arg3 : tensor<3xi1>
  %7 = stablehlo.and %b, %b : tensor<3xi1>
  // CHECK: %8 = stablehlo.select %arg3, %arg0, %arg1 : tensor<3xi1>, tensor<3xf32>
  %8 = stablehlo.select %b, %x, %y : tensor<3xi1>, tensor<3xf32>
  // CHECK: %9 = stablehlo.clamp %arg0, %arg1, %arg0 : tensor<3xf32>
  %9 = stablehlo.clamp %x, %y, %x : tensor<3xf32>
  // CHECK: %10 = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f32>>
  %10 = stablehlo.complex %x, %y : tensor<3xcomplex<f32>>
  // CHECK: %11 = stablehlo.real %10 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %11 = stablehlo.real %10 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  // CHECK: %12 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<3xf32>
  %12 = stablehlo.exponential %x {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<3xf32>
  return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func @compare
func.func @compare(%x: tensor<3xf32>) -> (tensor<3xi1>, tensor<3xi1>) {
  // CHECK: %0 = stablehlo.compare GT, %arg0, %arg0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %0 = "stablehlo.compare"(%x, %x) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  // CHECK: %1 = stablehlo.compare NE, %arg0, %arg0, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %1 = stablehlo.compare NE, %x, %x, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return %0, %1 : tensor<3xi1>, tensor<3xi1>
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> (tensor<2xi64>, tensor<f32>, tensor<i1>) {
  // CHECK: %c = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %0 = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  // CHECK: %cst = stablehlo.constant {note = "x"} dense<2.500000e+00> : tensor<f32>
  %1 = "stablehlo.constant"() {value = dense<2.5> : tensor<f32>, note = "x"} : () -> tensor<f32>
  // CHECK: %c_0 = stablehlo.constant dense<true> : tensor<i1>
  %2 = stablehlo.constant dense<true> : tensor<i1>
  // A quantized result differs from the value's type: the generic form without the op name.
  // CHECK: %cst_1 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %3 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  return %0, %1, %2 : tensor<2xi64>, tensor<f32>, tensor<i1>
}

// CHECK-LABEL: func.func @shapes
func.func @shapes(%m: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<6xf32> {
  // CHECK: %0 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
  %0 = stablehlo.reshape %m : (tensor<2x3xf32>) -> tensor<6xf32>
  // CHECK: %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = "stablehlo.broadcast_in_dim"(%v) {broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // A stride of 1 is left out.
  // CHECK: %3 = stablehlo.slice %arg0 [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %3 = stablehlo.slice %m [0:2:1, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  // CHECK: %4 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<6xf32>
  %4 = stablehlo.concatenate %v, %v, dim = 0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<6xf32>
  // CHECK: %5 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %5 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
  // CHECK: stablehlo.return %4 : tensor<6xf32>
  stablehlo.return %4 : tensor<6xf32>
}

// CHECK-LABEL: func.func @bounds
// CHECK-SAME: tensor<?x3xf32, #stablehlo.bounds<8, ?>>
func.func @bounds(%arg0: tensor<?x3xf32, #stablehlo.bounds<8, ?>>) -> tensor<?x3xf32, #stablehlo.bounds<8, ?>> {
  // CHECK: stablehlo.abs %arg0 : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  %0 = stablehlo.abs %arg0 : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
  return %0 : tensor<?x3xf32, #stablehlo.bounds<8, ?>>
}
