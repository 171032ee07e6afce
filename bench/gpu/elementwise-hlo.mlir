// y = 2x + y over 2^26 f32 as HLO, for the device kit (bench/gpu/make-devkit.sh): -hlo-to-gpu's fused
// element-wise kernel, timed on device buffers by bench/gpu/devkit/time_compute.py (1d).
func.func @mm(%x: tensor<67108864xf32>, %y: tensor<67108864xf32>) -> tensor<67108864xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<67108864xf32>
  %m = stablehlo.multiply %x, %c : tensor<67108864xf32>
  %s = stablehlo.add %m, %y : tensor<67108864xf32>
  return %s : tensor<67108864xf32>
}
