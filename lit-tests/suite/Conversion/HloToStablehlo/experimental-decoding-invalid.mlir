// RUN: not jopt %s --stablehlo-legalize-to-hlo 2>&1 | jfilecheck %s --check-prefix=ERR

// An @mhlo.X call outside the protocol (here: text that is no dictionary) fails as in XLA.
// ERR: experimental-decoding-invalid.mlir:[[@LINE+2]]:8: error: failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal
func.func @broken(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @mhlo.tan(%a) {backend_config = "not a dictionary"} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
