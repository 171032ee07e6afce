// A tensor program vectorized with -linalg-vectorize (element-wise generic with a broadcast input
// and a constant, fill, a row-sum reduce), bufferized, lowered to LLVM and run: the values
// mlir-runner 22 prints for the same program lowered without vectorization.
// RUN: jopt %s -linalg-vectorize -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -buffer-deallocation-pipeline -convert-bufferization-to-memref -lower-vector-multi-reduction -convert-vector-to-scf -convert-linalg-to-loops -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -convert-ub-to-llvm -finalize-memref-to-llvm -convert-arith-to-llvm -convert-math-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts | jrun -e main -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s -linalg-vectorize | jfilecheck %s --check-prefix=VEC

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @compute(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %c2 = arith.constant 2.0 : f32
    %m = arith.mulf %x, %c2 : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce { arith.addf } ins(%r : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
  return %r, %sum : tensor<4x8xf32>, tensor<4xf32>
}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5], [-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0], [9.0, 8.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.0]]> : tensor<4x8xf32>
  %b = arith.constant dense<[0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0]> : tensor<8xf32>
  %r:2 = call @compute(%a, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %r#0[%c0, %c0], %p : tensor<4x8xf32>, vector<4x8xf32>
  vector.print %v : vector<4x8xf32>
  %w = vector.transfer_read %r#1[%c0], %p : tensor<4xf32>, vector<4xf32>
  vector.print %w : vector<4xf32>
  return
}

// CHECK: ( ( 2.25, 4.5, 6.75, 9, 11.25, 13.5, 15.75, 18 ), ( 1.25, 3.5, 5.75, 8, 10.25, 12.5, 14.75, 17 ), ( -1.75, -3.5, -5.25, -7, -8.75, -10.5, -12.25, -14 ), ( 18.25, 16.5, 14.75, 13, 11.25, 9.5, 7.75, 6 ) )
// CHECK-NEXT: ( 81, 73, -63, 97 )

// VEC-LABEL: func.func @compute(
// VEC-NOT: linalg.
// VEC: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<4x8xf32> to vector<4xf32>
// VEC-LABEL: func.func @main(
