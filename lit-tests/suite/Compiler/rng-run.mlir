// stablehlo.rng compiled: the numbers are implementation-defined; ours are the interpreter's
// SplitMix64 stream over the elements in row-major order (uniform floats in [lo, hi), uniform
// integers lo + draw mod (hi - lo), normal by Box-Muller from two draws per element), so the compiled
// graph prints what `jtranslate --interpret` prints for the same function (second RUN line).
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1.86306,   1.05287,   2.94176],
// CHECK-NEXT: [1.21269,   1.65465,   1.34774{{\]\]}}
// CHECK:      sizes = [7] strides = [1] data =
// CHECK-NEXT: [-5,  -1,  -1,  2,  -5,  3,  0]
// CHECK:      sizes = [4] strides = [1] data =
// CHECK-NEXT: [12.5573,  10.3816,  11.3759,  10.039]
// CHECK:      sizes = [3] strides = [1] data =
// CHECK-NEXT: [-1.13694,  -1.94713,  -0.058236]
// INTERP:      [1.86305594, 1.05286753, 2.94176388],
// INTERP-NEXT: [1.21269333, 1.65465152, 1.34773576]
// INTERP:      [-5, -1, -1, 2, -5, 3, 0]
// INTERP:      [12.557267205659972, 10.381648224929862, 11.375908775235608, 10.039012607150232]
// INTERP:      [-1.13694406, -1.94713247, -0.0582360439]

func.func @main() -> (tensor<2x3xf32>, tensor<7xi32>, tensor<4xf64>, tensor<3xf32>) {
  %lo = stablehlo.constant dense<1.0> : tensor<f32>
  %hi = stablehlo.constant dense<3.0> : tensor<f32>
  %sh = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.rng %lo, %hi, %sh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
  %ilo = stablehlo.constant dense<-5> : tensor<i32>
  %ihi = stablehlo.constant dense<10> : tensor<i32>
  %ish = stablehlo.constant dense<[7]> : tensor<1xi64>
  %1 = stablehlo.rng %ilo, %ihi, %ish, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<7xi32>
  %mu = stablehlo.constant dense<10.0> : tensor<f64>
  %sd = stablehlo.constant dense<2.0> : tensor<f64>
  %nsh = stablehlo.constant dense<[4]> : tensor<1xi64>
  %2 = stablehlo.rng %mu, %sd, %nsh, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<4xf64>
  %nlo = stablehlo.constant dense<-2.0> : tensor<f32>
  %nhi = stablehlo.constant dense<0.0> : tensor<f32>
  %tsh = stablehlo.constant dense<[3]> : tensor<1xi64>
  %3 = stablehlo.rng %nlo, %nhi, %tsh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<7xi32>, tensor<4xf64>, tensor<3xf32>
}
