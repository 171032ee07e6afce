// An mhlo op StableHLO has no equivalent for is an error at that op.
// RUN: jopt %s --hlo-legalize-to-stablehlo -split-input-file -verify-diagnostics

func.func @fusion(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.fusion' that was explicitly marked illegal}}
  %0 = "mhlo.fusion"(%a) ({
  ^bb0(%x: tensor<f32>):
    "mhlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
