// bitcast_convert between element types of different widths, on a run-time batch
// (runner-batch=3): a little-endian bit stream, as the interpreter reads it. To a narrower type
// the shape gains a last dimension (f64 -> 2 x i32, f32 -> 4 x i8: element j holds bits
// [j*w, (j+1)*w)); to a wider type the last dimension is packed (2 x f32 -> f64, 2 x i32 -> i64).
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[[-1.5, 0.25], [-1.25, 0.5], [-1.0, 0.75]]> : tensor<3x2xf32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [3, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    -1074266112],
// CHECK-NEXT: [0,    1070596096]],
// CHECK:      sizes = [3] strides = [1] data =
// CHECK-NEXT: [1.19209e-07,  3.05176e-05,  0.000488282]
// CHECK:      sizes = [3, 2, 4] strides = [8, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    0,    -64,    -65],
// CHECK-NEXT: [0,    0,    -128,    62]],
// CHECK:      sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-4613937818241073152,   4598175219545276416],
// CHECK-NEXT: [-4615063718147915776,   4602678819172646912],
// CHECK-NEXT: [-4616189618054758400,   4604930618986332160{{\]\]}}
// INTERP:      tensor<3x2x2xi32>
// INTERP:      [0, -1074266112],
// INTERP-NEXT: [0, 1070596096]
// INTERP:      [1.1920937470488724E-7, 3.0517599910240278E-5, 4.8828159833647078E-4]
// INTERP:      [0, 0, -64, -65],
// INTERP-NEXT: [0, 0, -128, 62]
// INTERP:      [-4613937818241073152, 4598175219545276416],
// INTERP-NEXT: [-4615063718147915776, 4602678819172646912],
// INTERP-NEXT: [-4616189618054758400, 4604930618986332160]

func.func @main(%x: tensor<?x2xf32>) -> (tensor<?x2x2xi32>, tensor<?xf64>, tensor<?x2x4xi32>, tensor<?x2xi64>) {
  %d = stablehlo.convert %x : (tensor<?x2xf32>) -> tensor<?x2xf64>
  %0 = stablehlo.bitcast_convert %d : (tensor<?x2xf64>) -> tensor<?x2x2xi32>
  %1 = stablehlo.bitcast_convert %x : (tensor<?x2xf32>) -> tensor<?xf64>
  %b = stablehlo.bitcast_convert %x : (tensor<?x2xf32>) -> tensor<?x2x4xi8>
  %2 = stablehlo.convert %b : (tensor<?x2x4xi8>) -> tensor<?x2x4xi32>
  %3 = stablehlo.bitcast_convert %0 : (tensor<?x2x2xi32>) -> tensor<?x2xi64>
  return %0, %1, %2, %3 : tensor<?x2x2xi32>, tensor<?xf64>, tensor<?x2x4xi32>, tensor<?x2xi64>
}
