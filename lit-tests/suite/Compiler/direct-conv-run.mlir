// The direct convolution kernel (see direct-conv.mlir) run: 11 positions along the row = one block of
// 8 and 3 one at a time, padding on every side. Every value is exact (multiples of 1/16, whatever
// the order of the sums), so the rows below (checked against numpy) are the whole truth for them.
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=1' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT
// OUT: {{\[\[\[\[}}1,     -2.1875,     1.125,     2,     -2.8125,     2.125,     -3.5,     2.25,     -3.375,     7.25,     -3.25,     2.5,     -3.125,     1,     -2.1875,     1.125],
// OUT: [-1.1875,     -3.75,     1.8125,     -2.375,     1.5625,     2.25,     -1.9375,     2.8125,     -4.625,     5,     0,     3.125,     -2.6875,     -1.1875,     -3.75,     1.8125],
// OUT: [3.4375,     -5.375,     6.125,     -4.3125,     1.5,     0,     -2.3125,     1.0625,     -2.875,     2.9375,     -2.625,     8.0625,     -5.625,     3.4375,     -5.375,     6.125],
// OUT-NEXT: [
// OUT-NEXT: [-2,     -1.8125,     -1.625,     -2.25,     2,     -2.6875,     6.4375,     -3.9375,     6,     -4.375,     5.5625,     -1.5625,     0.25,     -2,     -1.8125,     -1.625{{\]\]\]\]}}

func.func @main(%x: tensor<?x3x11x2xf32>, %k: tensor<3x3x2x16xf32>) -> tensor<?x3x11x16xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x3x11x2xf32>, tensor<3x3x2x16xf32>) -> tensor<?x3x11x16xf32>
  return %0 : tensor<?x3x11x16xf32>
}
