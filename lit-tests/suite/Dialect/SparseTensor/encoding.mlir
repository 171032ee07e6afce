// #sparse_tensor.encoding tensor encodings (kept as text, whitespace collapsed) get the #sparse
// alias as mlir-opt 22 gives them, numbered in order of first use.
// RUN: jopt %s | jfilecheck %s

// CHECK: #sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-NEXT: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-LABEL: func.func @f
// CHECK-SAME: tensor<8xf32, #sparse>, %arg1: tensor<2x4xf32, #sparse1>
func.func @f(%v: tensor<8xf32, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>,
             %m: tensor<2x4xf32, #sparse_tensor.encoding<{
               map = (d0, d1) -> (d0 : dense, d1 : compressed)
             }>>) {
  return
}
