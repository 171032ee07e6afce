// The complex math expansions compute what the complex ops do: exact cases, values near the unit
// circle where log needs the exact sum of squares (0.6f + 0.8if lies 4.8e-8 off it in f32, so
// log|z| = 2.38e-8, not 0), and overflow-prone magnitudes.
// RUN: jopt %s --stablehlo-complex-math-expander | jtranslate --interpret | jfilecheck %s --allow-empty --implicit-check-not=failed
// RUN: jopt %s --stablehlo-complex-math-expander | jfilecheck %s --check-prefix=EXPANDED

// EXPANDED-NOT: stablehlo.sqrt {{.*}}complex
// EXPANDED-NOT: stablehlo.exponential {{.*}}complex
func.func @main() {
  %z = stablehlo.constant dense<[(-4.0, 0.0), (3.0, 4.0), (0.0, 2.0), (1.0e300, 1.0e300), (0.0, -9.0)]> : tensor<5xcomplex<f64>>
  %s = stablehlo.sqrt %z : tensor<5xcomplex<f64>>
  %want1 = stablehlo.constant dense<[(0.0, 2.0), (2.0, 1.0), (1.0, 1.0), (1.0986841134678099e150, 4.550898605622274e149), (2.1213203435596424, -2.1213203435596424)]> : tensor<5xcomplex<f64>>
  check.expect_close %s, %want1, max_ulp_difference = 3 : tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>
  %e = stablehlo.constant dense<[(0.0, 0.0), (1.0, 0.0), (710.0, 0.0), (0.0, 3.141592653589793)]> : tensor<4xcomplex<f64>>
  %x = stablehlo.exponential %e : tensor<4xcomplex<f64>>
  %want2 = stablehlo.constant dense<[(1.0, 0.0), (2.718281828459045, 0.0), (2.233994766161711e308, 0.0), (-1.0, 1.2246467991473532e-16)]> : tensor<4xcomplex<f64>>
  check.expect_close %x, %want2, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  %l = stablehlo.constant dense<[(1.0, 0.0), (0.0, 1.0), (0.6, 0.8), (-1.0, 0.0)]> : tensor<4xcomplex<f32>>
  %g = stablehlo.log %l : tensor<4xcomplex<f32>>
  %want3 = stablehlo.constant dense<[(0.0, 0.0), (0.0, 1.57079637), (2.38418583e-08, 0.927295207), (0.0, 3.14159274)]> : tensor<4xcomplex<f32>>
  check.expect_close %g, %want3, max_ulp_difference = 3 : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>
  %p = stablehlo.constant dense<[(0.0, 0.0), (1.0e-8, 1.0e-8), (-2.0, 0.0)]> : tensor<3xcomplex<f64>>
  %q = stablehlo.log_plus_one %p : tensor<3xcomplex<f64>>
  %want4 = stablehlo.constant dense<[(0.0, 0.0), (1.0e-08, 9.9999999000000018e-09), (0.0, 3.141592653589793)]> : tensor<3xcomplex<f64>>
  check.expect_close %q, %want4, max_ulp_difference = 3 : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>
  func.return
}
