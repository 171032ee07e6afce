// The StableHLO lowerings of the CHLO math functions compute the functions: values checked
// against known results (erf(1) = 0.8427, lgamma(0.5) = log(sqrt(pi)), digamma(1) = -gamma,
// zeta(2, 1) = pi^2/6, polygamma(1, 1) = pi^2/6, i1e(1) = 0.2079), poles and edges included,
// and the complex inverse trigonometric and hyperbolic functions against C99 values.
// RUN: jopt %s --chlo-legalize-to-stablehlo | jtranslate --interpret | jfilecheck %s --allow-empty --implicit-check-not=failed
// RUN: jopt %s --chlo-legalize-to-stablehlo | jfilecheck %s --check-prefix=LOWERED

// LOWERED-NOT: chlo.
func.func @main() {
  %x = stablehlo.constant dense<[-2.0, 0.0, 0.5, 1.0, 3.0]> : tensor<5xf32>
  %erf = chlo.erf %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %erf, dense<[-0.995322265, 0.0, 0.520499877, 0.842700793, 0.999977910]> : tensor<5xf32>
  %erfc = chlo.erfc %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %erfc, dense<[1.995322265, 1.0, 0.479500122, 0.157299207, 2.20904970e-05]> : tensor<5xf32>
  %lg = chlo.lgamma %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %lg, dense<[0x7F800000, 0x7F800000, 0.572364943, 0.0, 0.693147181]> : tensor<5xf32>
  %dg = chlo.digamma %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %dg, dense<[0x7FC00000, 0x7FC00000, -1.96351003, -0.577215665, 0.922784335]> : tensor<5xf32>
  %i1e = chlo.bessel_i1e %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %i1e, dense<[-0.215269889, 0.0, 0.156420797, 0.207910415, 0.196826711]> : tensor<5xf32>
  %sinh = chlo.sinh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %sinh, dense<[-3.62686041, 0.0, 0.521095305, 1.17520119, 10.0178749]> : tensor<5xf32>
  %cosh = chlo.cosh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %cosh, dense<[3.76219569, 1.0, 1.12762597, 1.54308063, 10.0676620]> : tensor<5xf32>
  %p = stablehlo.constant dense<[-1.0, -0.5, 0.0, 0.5, 1.0]> : tensor<5xf64>
  %inv = chlo.erf_inv %p : tensor<5xf64> -> tensor<5xf64>
  check.expect_almost_eq_const %inv, dense<[0xFFF0000000000000, -0.47693627620446987, 0.0, 0.47693627620446987, 0x7FF0000000000000]> : tensor<5xf64>
  %s = stablehlo.constant dense<[2.0, 2.0, 1.0, 0.5]> : tensor<4xf64>
  %q = stablehlo.constant dense<[1.0, 2.0, 3.0, 1.0]> : tensor<4xf64>
  %zeta = chlo.zeta %s, %q : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  check.expect_almost_eq_const %zeta, dense<[1.6449340668482264, 0.64493406684822643, 0x7FF0000000000000, 0x7FF8000000000000]> : tensor<4xf64>
  %n = stablehlo.constant dense<[1.0, 0.0, 2.0, 1.5]> : tensor<4xf64>
  %pg = chlo.polygamma %n, %q : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  check.expect_almost_eq_const %pg, dense<[1.6449340668482264, 0.42278433509846713, -0.15411380631918858, 0x7FF8000000000000]> : tensor<4xf64>
  %a = stablehlo.constant dense<[1.0, 0.0, -0.0, 2.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[2.0, -1.0, 0.0, 0x7FC00000]> : tensor<4xf32>
  %next = chlo.next_after %a, %b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  check.expect_eq_const %next, dense<[1.00000012, -1.401300e-45, 0.0, 0x7FC00000]> : tensor<4xf32>
  %u = stablehlo.constant dense<[18446744073709551615, 4294967296]> : tensor<2xui64>
  %hi = chlo.mulhi %u, %u : tensor<2xui64>, tensor<2xui64> -> tensor<2xui64>
  check.expect_eq_const %hi, dense<[18446744073709551614, 1]> : tensor<2xui64>
  %i = stablehlo.constant dense<[-9223372036854775808, -3]> : tensor<2xi64>
  %j = stablehlo.constant dense<[2, 4611686018427387904]> : tensor<2xi64>
  %shi = chlo.mulhi %i, %j : tensor<2xi64>, tensor<2xi64> -> tensor<2xi64>
  check.expect_eq_const %shi, dense<[-1, -1]> : tensor<2xi64>
  // Complex inverse functions, exact to 3 ulp (1e-300i: the tiny-imaginary region of the kernel).
  %z = stablehlo.constant dense<[(0.5, 0.0), (2.0, 1.0), (-1.0, -3.0), (0.0, 1.0e-300)]> : tensor<4xcomplex<f64>>
  %asin_z = chlo.asin %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %asin_want = stablehlo.constant dense<[(0.5235987755982989, 0.0), (1.063440023577752, 1.4693517443681852), (-0.3076036495307113, -1.8641615441578825), (0.0, 1.0e-300)]> : tensor<4xcomplex<f64>>
  check.expect_close %asin_z, %asin_want, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  %acos_z = chlo.acos %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %acos_want = stablehlo.constant dense<[(1.0471975511965979, -0.0), (0.5073563032171445, -1.4693517443681852), (1.878399976325608, 1.8641615441578825), (1.5707963267948966, -1.0e-300)]> : tensor<4xcomplex<f64>>
  check.expect_close %acos_z, %acos_want, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  %acosh_z = chlo.acosh %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %acosh_want = stablehlo.constant dense<[(0.0, 1.0471975511965979), (1.4693517443681852, 0.5073563032171445), (1.8641615441578825, -1.878399976325608), (1.0e-300, 1.5707963267948966)]> : tensor<4xcomplex<f64>>
  check.expect_close %acosh_z, %acosh_want, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  %asinh_z = chlo.asinh %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %asinh_want = stablehlo.constant dense<[(0.48121182505960347, 0.0), (1.5285709194809982, 0.4270785863924761), (-1.8241987021938828, -1.2330952175293441), (0.0, 1.0e-300)]> : tensor<4xcomplex<f64>>
  check.expect_close %asinh_z, %asinh_want, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  %atanh_z = chlo.atanh %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %atanh_want = stablehlo.constant dense<[(0.5493061443340549, 0.0), (0.40235947810852507, 1.3389725222944935), (-0.09193119503132934, -1.2767950250211129), (0.0, 1.0e-300)]> : tensor<4xcomplex<f64>>
  check.expect_close %atanh_z, %atanh_want, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  %atan_z = chlo.atan %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %atan_want = stablehlo.constant dense<[(0.4636476090008061, 0.0), (1.1780972450961724, 0.17328679513998632), (-1.4614618538579256, -0.3059438579055289), (0.0, 1.0e-300)]> : tensor<4xcomplex<f64>>
  check.expect_close %atan_z, %atan_want, max_ulp_difference = 3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  func.return
}
