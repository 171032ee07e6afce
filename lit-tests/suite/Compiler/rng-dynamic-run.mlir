// stablehlo.rng with a shape computed at run time (the input's batch, concatenated with 2): element
// i still takes draw i+1 of the stream, so the compiled graph at batch 3 gives what the interpreter
// gives for the same input (the runner's ((7k mod 13) - 6) / 4), uniform numbers in [0, 1) plus x.
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[[-1.5, 0.25], [-1.25, 0.5], [-1.0, 0.75]]> : tensor<3x2xf32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-1.06847,   0.276434],
// CHECK-NEXT: [-0.279118,   0.606347],
// CHECK-NEXT: [-0.672674,   0.923868{{\]\]}}
// INTERP:      [-1.06847203, 0.276433766],
// INTERP-NEXT: [-2.791180e-01, 0.606346666],
// INTERP-NEXT: [-0.672674238, 0.923867881]

func.func @main(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
  %n64 = stablehlo.convert %n : (tensor<i32>) -> tensor<i64>
  %n1 = stablehlo.reshape %n64 : (tensor<i64>) -> tensor<1xi64>
  %two = stablehlo.constant dense<[2]> : tensor<1xi64>
  %sh = stablehlo.concatenate %n1, %two, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %r = stablehlo.rng %lo, %hi, %sh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x2xf32>
  %s = stablehlo.add %r, %x : tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
