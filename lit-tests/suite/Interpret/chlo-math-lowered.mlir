// The StableHLO lowerings of the CHLO math functions compute the functions: values checked
// against known results (erf(1) = 0.8427, lgamma(0.5) = log(sqrt(pi)), digamma(1) = -gamma,
// zeta(2, 1) = pi^2/6, polygamma(1, 1) = pi^2/6, i1e(1) = 0.2079), poles and edges included.
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
  func.return
}
