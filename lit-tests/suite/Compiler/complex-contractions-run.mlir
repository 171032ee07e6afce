// Complex numbers in dot_general and convolution (complex.mul/complex.add in the loops), the
// lexicographic compares StableHLO defines on complex numbers (real parts first, imaginary parts
// on a tie) and logistic, 1 / (1 + exp(-z)). The expected values are worked out by hand:
// [[1+2i, .5-i], [-2, 3i]] . [[2+i, 1], [-i, 4+.5i]] = [[-1+4.5i, 3.5-1.75i], [-1-2i, -3.5+12i]];
// [1+i, 2, -i, 1+2i] convolved with the window [1, i] = [1+3i, 3, -2];
// logistic(0) = 0.5, logistic(1-2i) = 1.02142-0.403439i.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK:      data =
// CHECK-NEXT: {{\[\[}}-1,   3.5],
// CHECK-NEXT:  [-1,   -3.5]]
// CHECK:      data =
// CHECK-NEXT: {{\[\[}}4.5,   -1.75],
// CHECK-NEXT:  [-2,   12]]
// CHECK:      data =
// CHECK-NEXT: [1,  3,  -2]
// CHECK:      data =
// CHECK-NEXT: [3,  0,  0]
// LT, GE, LE:
// CHECK:      data =
// CHECK-NEXT: [0,  1,  0,  0,  1]
// CHECK:      data =
// CHECK-NEXT: [1,  0,  1,  1,  0]
// CHECK:      data =
// CHECK-NEXT: [1,  1,  0,  0,  1]
// CHECK:      data =
// CHECK-NEXT: [0.5,  1.02142]
// CHECK:      data =
// CHECK-NEXT: [0,  -0.403439]

func.func @main() -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<2xf64>, tensor<2xf64>) {
  %a = stablehlo.constant dense<[[(1.0, 2.0), (0.5, -1.0)], [(-2.0, 0.0), (0.0, 3.0)]]> : tensor<2x2xcomplex<f32>>
  %b = stablehlo.constant dense<[[(2.0, 1.0), (1.0, 0.0)], [(0.0, -1.0), (4.0, 0.5)]]> : tensor<2x2xcomplex<f32>>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %dr = stablehlo.real %d : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
  %di = stablehlo.imag %d : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
  %x = stablehlo.constant dense<[[[(1.0, 1.0)], [(2.0, 0.0)], [(0.0, -1.0)], [(1.0, 2.0)]]]> : tensor<1x4x1xcomplex<f32>>
  %k = stablehlo.constant dense<[[[(1.0, 0.0)]], [[(0.0, 1.0)]]]> : tensor<2x1x1xcomplex<f32>>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x3x1xcomplex<f32>>
  %cr0 = stablehlo.reshape %c : (tensor<1x3x1xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %cr = stablehlo.real %cr0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %ci = stablehlo.imag %cr0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  %p = stablehlo.constant dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 3.0), (2.0, 0.0), (0.0, 5.0)]> : tensor<5xcomplex<f32>>
  %q = stablehlo.constant dense<[(1.0, 2.0), (1.0, 3.0), (1.0, 2.0), (1.0, 9.0), (0.5, 0.0)]> : tensor<5xcomplex<f32>>
  %lt = stablehlo.compare LT, %p, %q, FLOAT : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xi1>
  %ge = stablehlo.compare GE, %p, %q, FLOAT : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xi1>
  %le = stablehlo.compare LE, %p, %q, FLOAT : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5xi1>
  %lti = stablehlo.convert %lt : (tensor<5xi1>) -> tensor<5xi32>
  %gei = stablehlo.convert %ge : (tensor<5xi1>) -> tensor<5xi32>
  %lei = stablehlo.convert %le : (tensor<5xi1>) -> tensor<5xi32>
  %z = stablehlo.constant dense<[(0.0, 0.0), (1.0, -2.0)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.logistic %z : tensor<2xcomplex<f64>>
  %sr = stablehlo.real %s : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %si = stablehlo.imag %s : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  return %dr, %di, %cr, %ci, %lti, %gei, %lei, %sr, %si : tensor<2x2xf32>, tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<2xf64>, tensor<2xf64>
}
