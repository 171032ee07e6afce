// The 4096x4096 f32 product for bench/gpu/run-device-checks.sh: compiled with -hlo-to-gpu (generated
// kernels with blas-min-flops=-1, or the cuBLAS call with the default).
func.func @mm(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}
