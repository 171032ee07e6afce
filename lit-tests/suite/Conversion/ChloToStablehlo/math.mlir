// The CHLO math functions become StableHLO arithmetic (no chlo op is left), narrower floats are
// computed in f32, and the formulas follow StableHLO's.
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file | jfilecheck %s
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file | jfilecheck %s --check-prefix=NOCHLO

// NOCHLO-NOT: chlo.

// acos(x) = atan2(sqrt((1 - x)(1 + x)), x)
// CHECK-LABEL: func.func @acos
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK: %[[SUB:.*]] = stablehlo.subtract %[[ONE]], %arg0 : tensor<4xf32>
// CHECK: %[[ADD:.*]] = stablehlo.add %[[ONE]], %arg0 : tensor<4xf32>
// CHECK: %[[MUL:.*]] = stablehlo.multiply %[[SUB]], %[[ADD]] : tensor<4xf32>
// CHECK: %[[SQRT:.*]] = stablehlo.sqrt %[[MUL]] : tensor<4xf32>
// CHECK: stablehlo.atan2 %[[SQRT]], %arg0 : tensor<4xf32>
func.func @acos(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// cosh on f16 runs in f32: exp(x + log(1/2)) + exp(log(1/2) - x).
// CHECK-LABEL: func.func @cosh_f16
// CHECK: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<3xf16>) -> tensor<3xf32>
// CHECK: %[[LH:.*]] = stablehlo.log %{{.*}} : tensor<3xf32>
// CHECK: %[[A:.*]] = stablehlo.add %[[X]], %[[LH]] : tensor<3xf32>
// CHECK: %[[EA:.*]] = stablehlo.exponential %[[A]] : tensor<3xf32>
// CHECK: %[[S:.*]] = stablehlo.subtract %[[LH]], %[[X]] : tensor<3xf32>
// CHECK: %[[ES:.*]] = stablehlo.exponential %[[S]] : tensor<3xf32>
// CHECK: %[[R:.*]] = stablehlo.add %[[EA]], %[[ES]] : tensor<3xf32>
// CHECK: stablehlo.convert %[[R]] : (tensor<3xf32>) -> tensor<3xf16>
func.func @cosh_f16(%x: tensor<3xf16>) -> tensor<3xf16> {
  %0 = chlo.cosh %x : tensor<3xf16> -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

// mulhi on i32 multiplies in i64 and shifts arithmetically by 32.
// CHECK-LABEL: func.func @mulhi
// CHECK: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK: %[[B:.*]] = stablehlo.convert %arg1 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK: %[[P:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<2xi64>
// CHECK: %[[S:.*]] = stablehlo.shift_right_arithmetic %[[P]], %{{.*}} : tensor<2xi64>
// CHECK: stablehlo.convert %[[S]] : (tensor<2xi64>) -> tensor<2xi32>
func.func @mulhi(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = chlo.mulhi %a, %b : tensor<2xi32>, tensor<2xi32> -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// next_after works on the bit patterns.
// CHECK-LABEL: func.func @next_after
// CHECK-DAG: stablehlo.bitcast_convert %arg0 : (tensor<2xf64>) -> tensor<2xi64>
// CHECK-DAG: stablehlo.bitcast_convert %arg1 : (tensor<2xf64>) -> tensor<2xi64>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<2xi64>) -> tensor<2xf64>
func.func @next_after(%x: tensor<2xf64>, %y: tensor<2xf64>) -> tensor<2xf64> {
  %0 = chlo.next_after %x, %y : tensor<2xf64>, tensor<2xf64> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// Every math function lowers, including polygamma through zeta, lgamma and digamma, and the
// broadcasting forms of next_after, polygamma and zeta.
// CHECK-LABEL: func.func @all
// CHECK: stablehlo.log_plus_one
// CHECK: return
func.func @all(%x: tensor<4xf32>, %y: tensor<4xf32>, %h: tensor<4xbf16>, %d: tensor<4xf64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  %4 = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>
  %5 = chlo.zeta %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %6 = chlo.polygamma %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
  %8 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
  %9 = chlo.erf %h : tensor<4xbf16> -> tensor<4xbf16>
  %10 = chlo.erf %d : tensor<4xf64> -> tensor<4xf64>
  %11 = chlo.erf_inv %d : tensor<4xf64> -> tensor<4xf64>
  %12 = chlo.bessel_i1e %d : tensor<4xf64> -> tensor<4xf64>
  %13 = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>
  %14 = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>
  %15 = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>
  %16 = chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>
  %17 = chlo.tan %x : tensor<4xf32> -> tensor<4xf32>
  %18 = chlo.broadcast_zeta %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %19 = chlo.broadcast_polygamma %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// The complex forms go through the asin/acos kernel (or complex atanh for atan); the kernel op
// itself lowers too.
// CHECK-LABEL: func.func @complex
// CHECK: stablehlo.complex
// CHECK: return
func.func @complex(%z: tensor<2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %0 = chlo.asin %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %1 = chlo.acos %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %2 = chlo.acosh %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %3 = chlo.asinh %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %4 = chlo.atanh %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %5 = chlo.atan %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %6 = chlo._asin_acos_kernel %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %7 = chlo.square %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
}
