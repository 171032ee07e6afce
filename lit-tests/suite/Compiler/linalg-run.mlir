// stablehlo.cholesky and stablehlo.triangular_solve compiled (real floats; in f64, rounded to the
// element type at the end, like the interpreter): the lower and upper factors of a positive definite
// matrix (the other triangle zero), NaN everywhere for a matrix that is not positive definite, and
// triangular solves on either side, with the transpose (ADJOINT = TRANSPOSE for reals) and a unit
// diagonal. Values as `jtranslate --interpret` gives them for the same function.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK:      sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2,   0,   0],
// CHECK-NEXT: [6,   1,   0],
// CHECK-NEXT: [-8,   5,   3{{\]\]}}
// CHECK:      sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2,   6,   -8],
// CHECK-NEXT: [0,   1,   5],
// CHECK-NEXT: [0,   0,   3{{\]\]}}
// CHECK:      sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}nan,   nan],
// CHECK-NEXT: [nan,   nan{{\]\]}}
// CHECK:      sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0.5,   1],
// CHECK-NEXT: [0.75,   0.833333],
// CHECK-NEXT: [1.28125,   1.64583{{\]\]}}
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0.5,   -0.5,   1.25],
// CHECK-NEXT: [2,   -3,   5.75{{\]\]}}
// CHECK:      sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2],
// CHECK-NEXT: [-4,   -10],
// CHECK-NEXT: [36,   86{{\]\]}}
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0.5,   0.416667,   0.822917],
// CHECK-NEXT: [2,   0.666667,   1.91667{{\]\]}}

func.func @main() -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2xf64>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>) {
  %a = stablehlo.constant dense<[[4.0, 12.0, -16.0], [12.0, 37.0, -43.0], [-16.0, -43.0, 98.0]]> : tensor<3x3xf32>
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  %1 = stablehlo.cholesky %a, lower = false : tensor<3x3xf32>
  %bad = stablehlo.constant dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf64>
  %2 = stablehlo.cholesky %bad, lower = true : tensor<2x2xf64>
  %t = stablehlo.constant dense<[[2.0, 7.0, 5.0], [1.5, 3.0, 9.0], [-1.0, 0.5, 4.0]]> : tensor<3x3xf32>
  %b = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %br = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %3 = "stablehlo.triangular_solve"(%t, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %4 = "stablehlo.triangular_solve"(%t, %br) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "stablehlo.triangular_solve"(%t, %b) {left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %6 = "stablehlo.triangular_solve"(%t, %br) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<2x2xf64>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>
}
