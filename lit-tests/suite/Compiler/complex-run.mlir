// Complex element types compiled to native code: complex<f32>/complex<f64> buffers, the arithmetic
// (add, subtract, multiply, divide, negate), exp, log, sqrt, sine, cosine, sign, abs, real, imag,
// compare EQ, convert (complex to complex, complex to real: the real part), constants, a reduce
// with a complex sum and a complex iota, lowered through convert-complex-to-standard and
// convert-complex-to-llvm; jrun prints what the interpreter prints (INTERP).
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret --interpreter-print-dense %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      data =
// CHECK-NEXT: [-0.55,  -2,  -0.4,  3.16667]
// CHECK:      data =
// CHECK-NEXT: [0.1,  0,  -0.8,  2.83333]
// CHECK:      data =
// CHECK-NEXT: [-1.1312,  0.587675,  10.8523,  0.0707372]
// CHECK:      data =
// CHECK-NEXT: [-1.10715,  0,  0.785398,  2.81984]
// CHECK:      data =
// CHECK-NEXT: [1.27202,  0.17178,  1.75532,  0.866025]
// CHECK:      data =
// CHECK-NEXT: [-0.467915,  0,  -0.353934,  0.556651]
// CHECK:      data =
// CHECK-NEXT: [2.23607,  0.559017,  3.16228,  1.5]
// CHECK:      data =
// CHECK-NEXT: [1,  1,  1,  1]
// CHECK:      data =
// CHECK-NEXT: [0.447214,  -0.894427,  0.948683,  0]
// CHECK:      data =
// CHECK-NEXT: [6.12883]
// CHECK:      data =
// CHECK-NEXT: [0,  1,  2]

// INTERP: dense<[-5.500000e-01, -2.000000e+00, -4.000000e-01, 3.16666675]> : tensor<4xf32>
// INTERP: dense<[1.000000e-01, 0.000000e+00, -8.000000e-01, 2.83333325]> : tensor<4xf32>
// INTERP: dense<[-1.13120437, 0.587675095, 10.8522615, 7.073720e-02]> : tensor<4xf32>
// INTERP: dense<[-1.10714877, 0.000000e+00, 0.785398185, 2.8198421]> : tensor<4xf32>
// INTERP: dense<[1.27201962, 0.171780378, 1.75531733, 0.866025388]> : tensor<4xf32>
// INTERP: dense<[-0.467914581, -0.000000e+00, -0.353933752, 0.556650758]> : tensor<4xf32>
// INTERP: dense<[2.23606801, 5.590170e-01, 3.1622777, 1.500000e+00]> : tensor<4xf32>
// INTERP: dense<1> : tensor<4xi32>
// INTERP: dense<[0.44721359549995793, -0.89442719099991586, 0.94868329805051377, 0.000000e+00]> : tensor<4xf64>
// INTERP: dense<6.12882518> : tensor<f32>
// INTERP: dense<[0.000000e+00, 1.000000e+00, 2.000000e+00]> : tensor<3xf32>

func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf64>, tensor<f32>, tensor<3xf32>) {
  %a = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 0.25), (3.0, -1.0), (0.0, 1.5)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(0.5, -1.0), (2.0, 0.0), (1.0, 1.0), (-1.5, 0.5)]> : tensor<4xcomplex<f32>>
  %two = stablehlo.constant dense<(2.0, 0.0)> : tensor<4xcomplex<f32>>
  %add = stablehlo.add %a, %b : tensor<4xcomplex<f32>>
  %sub = stablehlo.subtract %add, %two : tensor<4xcomplex<f32>>
  %mul = stablehlo.multiply %sub, %b : tensor<4xcomplex<f32>>
  %div = stablehlo.divide %mul, %a : tensor<4xcomplex<f32>>
  %neg = stablehlo.negate %div : tensor<4xcomplex<f32>>
  %r0 = stablehlo.real %neg : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %i0 = stablehlo.imag %neg : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %exp = stablehlo.exponential %a : tensor<4xcomplex<f32>>
  %r1 = stablehlo.real %exp : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %log = stablehlo.log %b : tensor<4xcomplex<f32>>
  %i2 = stablehlo.imag %log : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %sqrt = stablehlo.sqrt %a : tensor<4xcomplex<f32>>
  %r3 = stablehlo.real %sqrt : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %sin = stablehlo.sine %b : tensor<4xcomplex<f32>>
  %cos = stablehlo.cosine %b : tensor<4xcomplex<f32>>
  %sc = stablehlo.add %sin, %cos : tensor<4xcomplex<f32>>
  %i4 = stablehlo.imag %sc : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %abs = stablehlo.abs %a : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %eq = stablehlo.compare EQ, %add, %add : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  %eqi = stablehlo.convert %eq : (tensor<4xi1>) -> tensor<4xi32>
  %w = stablehlo.convert %a : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f64>>
  %sg = stablehlo.sign %w : tensor<4xcomplex<f64>>
  %ri = stablehlo.real %sg : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
  %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %s = stablehlo.reduce(%mul init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  %sa = stablehlo.abs %s : (tensor<complex<f32>>) -> tensor<f32>
  %io = stablehlo.iota dim = 0 : tensor<3xcomplex<f32>>
  %ioc = stablehlo.convert %io : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
  return %r0, %i0, %r1, %i2, %r3, %i4, %abs, %eqi, %ri, %sa, %ioc : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf64>, tensor<f32>, tensor<3xf32>
}
