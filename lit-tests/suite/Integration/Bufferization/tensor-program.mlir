// A tensor program run end to end: a matmul plus an element-wise generic on dynamically shaped tensors,
// a loop carrying a tensor, an insert into a tensor still read later (copied), then One-Shot Bufferize
// with function boundaries, the deallocation pipeline, loops and the llvm lowering; jrun prints what
// mlir-opt 22 + mlir-runner 22 print for the same input.
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline -convert-bufferization-to-memref -convert-linalg-to-loops -expand-strided-metadata -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefF32(memref<*xf32>)

// c = a * b + a (an element-wise generic after a matmul on dynamically shaped tensors).
func.func @matmul_add(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%z : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%p : tensor<?x?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Doubles every element %k times in a loop carrying the tensor.
func.func @double_n(%t: tensor<?x?xf32>, %k: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %t) -> tensor<?x?xf32> {
    %d = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%acc : tensor<?x?xf32>) {
    ^bb0(%x: f32):
      %y = arith.addf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<?x?xf32>
    scf.yield %d : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %a0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %b0 = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, 0.0], [1.0, 1.0, 1.0]]> : tensor<3x3xf32>
  %a = tensor.cast %a0 : tensor<3x3xf32> to tensor<?x?xf32>
  %b = tensor.cast %b0 : tensor<3x3xf32> to tensor<?x?xf32>
  %c = call @matmul_add(%a, %b) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %k = arith.constant 3 : index
  %d = call @double_n(%c, %k) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %c3 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.insert %one into %c[%c3, %c3] : tensor<?x?xf32>
  %cm = bufferization.to_buffer %c : tensor<?x?xf32> to memref<?x?xf32>
  %dm = bufferization.to_buffer %d : tensor<?x?xf32> to memref<?x?xf32>
  %em = bufferization.to_buffer %e : tensor<?x?xf32> to memref<?x?xf32>
  %cu = memref.cast %cm : memref<?x?xf32> to memref<*xf32>
  %du = memref.cast %dm : memref<?x?xf32> to memref<*xf32>
  %eu = memref.cast %em : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  call @printMemrefF32(%eu) : (memref<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[5,   7,   8],
// CHECK-NEXT:  [14,   16,   20],
// CHECK-NEXT:  [23,   25,   32]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[40,   56,   64],
// CHECK-NEXT:  [112,   128,   160],
// CHECK-NEXT:  [184,   200,   256]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[5,   7,   8],
// CHECK-NEXT:  [14,   1,   20],
// CHECK-NEXT:  [23,   25,   32]]
