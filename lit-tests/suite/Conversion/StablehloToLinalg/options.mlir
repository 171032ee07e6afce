// An unknown option of the pass is reported as mlir-opt reports pass options.
// RUN: not jopt %s -stablehlo-legalize-to-linalg=no-such=1 2>&1 | jfilecheck %s
// RUN: jopt %s -stablehlo-legalize-to-linalg=enable-sparse-ops=true | jfilecheck %s --check-prefix=SPARSE

// CHECK: error: <Pass-Options-Parser>: no such option no-such
// SPARSE-LABEL: func.func @f(
// SPARSE: linalg.generic
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.tanh %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
