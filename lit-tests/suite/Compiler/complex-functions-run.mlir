// The complex functions the compiler lowers through convert-complex-to-standard's longer formulas
// (tanh, tan, expm1, log1p, rsqrt, power, atan2; tanh on complex<f64> too): jrun prints what the
// interpreter prints (INTERP).
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret --interpreter-print-dense %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      data =
// CHECK-NEXT: [1.16674,  -0.485487,  1.00206,  0]
// CHECK:      data =
// CHECK-NEXT: [-0.842966,  0,  1.08392,  2.1248]
// CHECK:      data =
// CHECK-NEXT: [-2.1312,  -0.412325,  9.85226,  -0.929263]
// CHECK:      data =
// CHECK-NEXT: [-0.588003,  0,  0.463648,  2.35619]
// CHECK:      data =
// CHECK-NEXT: [0.568864,  0.30729,  0.55508,  0.57735]
// CHECK:      data =
// CHECK-NEXT: [-1.1244,  -0.25,  3.21787,  -0.207231]
// CHECK:      data =
// CHECK-NEXT: [1.90817,  -0.248484,  1.33897,  -2.43877]
// CHECK:      data =
// CHECK-NEXT: [-0.243458,  0.198055,  -0.00451714,  14.1014]

// INTERP: dense<[1.16673625, -0.485487282, 1.00205493, 0.000000e+00]> : tensor<4xf32>
// INTERP: dense<[-0.842966198, 0.000000e+00, 1.08392334, 2.12479901]> : tensor<4xf32>
// INTERP: dense<[-2.13120437, -0.412324905, 9.85226154, -0.929262816]> : tensor<4xf32>
// INTERP: dense<[-0.588002622, 0.000000e+00, 0.463647604, 2.3561945]> : tensor<4xf32>
// INTERP: dense<[0.568864465, 0.307290077, 0.555080056, 0.577350259]> : tensor<4xf32>
// INTERP: dense<[-1.12439752, -2.500000e-01, 3.21786976, -0.207231089]> : tensor<4xf32>
// INTERP: dense<[1.90816677, -0.248484299, 1.33897257, -2.43876886]> : tensor<4xf32>
// INTERP: dense<[-0.24345820118572523, 0.19805544995134955, -0.0045171372766584254, 14.10141994717166]> : tensor<4xf64>

func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf64>) {
  %a = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 0.25), (3.0, -1.0), (0.0, 1.5)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(0.5, -1.0), (2.0, 0.0), (1.0, 1.0), (-1.5, 0.5)]> : tensor<4xcomplex<f32>>
  %0 = stablehlo.tanh %a : tensor<4xcomplex<f32>>
  %1 = stablehlo.tan %b : tensor<4xcomplex<f32>>
  %2 = stablehlo.exponential_minus_one %a : tensor<4xcomplex<f32>>
  %3 = stablehlo.log_plus_one %b : tensor<4xcomplex<f32>>
  %4 = stablehlo.rsqrt %a : tensor<4xcomplex<f32>>
  %5 = stablehlo.power %a, %b : tensor<4xcomplex<f32>>
  %6 = stablehlo.atan2 %a, %b : tensor<4xcomplex<f32>>
  %r0 = stablehlo.real %0 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %r1 = stablehlo.imag %1 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %r2 = stablehlo.real %2 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %r3 = stablehlo.imag %3 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %r4 = stablehlo.real %4 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %r5 = stablehlo.imag %5 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %r6 = stablehlo.real %6 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %w = stablehlo.convert %a : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  %w1 = stablehlo.tanh %w : tensor<4xcomplex<f64>>
  %r7 = stablehlo.imag %w1 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf64>
}
