// -linalg-tensor-to-llvm (ours): a matmul on tensors (fill + linalg.matmul) vectorized, bufferized and
// lowered in one pass, then run; the same without vectorization. Both print the values mlir-runner 22
// prints for the program lowered by mlir-opt 22 without vectorization.
// RUN: jopt %s -linalg-tensor-to-llvm | jrun -e main -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s -linalg-tensor-to-llvm=vectorize=false | jrun -e main -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s -linalg-tensor-to-llvm | jfilecheck %s --check-prefix=LLVM

func.func @mm(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5], [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0], [9.0, 8.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.0]]> : tensor<4x8xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, -1.0], [0.5, 1.0, 0.0, 2.0], [0.0, 1.5, 1.0, 0.0], [2.0, 0.0, -1.0, 1.0], [1.0, 1.0, 1.0, 1.0], [0.0, -2.0, 0.5, 0.0], [3.0, 0.0, 0.0, 0.25], [0.0, 1.0, 2.0, 3.0]]> : tensor<8x4xf32>
  %r = call @mm(%a, %b) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %r[%c0, %c0], %p : tensor<4x4xf32>, vector<4x4xf32>
  vector.print %v : vector<4x4xf32>
  return
}

// CHECK: ( ( 36, 7.5, 25, 37.75 ), ( 32.25, 6.25, 22.25, 34.625 ), ( -36, -7.5, -25, -37.75 ), ( 39, 17.5, 30, 24.75 ) )
// LLVM-LABEL: llvm.func @mm(
// LLVM-NOT: linalg.
// LLVM-NOT: vector.
// LLVM: llvm.fmul %{{.*}}, %{{.*}} : vector<8xf32>
