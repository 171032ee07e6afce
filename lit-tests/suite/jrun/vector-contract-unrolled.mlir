// A column-major matmul contraction and a two-dimensional reduction, lowered by unrolling (no layout
// pattern takes them), run with the values mlir-runner 22 prints for the same pipeline.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

func.func @entry() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [2.0, 3.0], [-1.0, 1.0]]> : vector<4x2xf32>
  %c = arith.constant dense<0.5> : vector<3x4xf32>
  // result[j][i] = sum_k a[k][j] * b[i][k] + c
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<4x2xf32> into vector<3x4xf32>
  vector.print %0 : vector<3x4xf32>
  %x = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %acc = arith.constant 100 : i32
  %1 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %x, %x, %acc : vector<2x3xi32>, vector<2x3xi32> into i32
  vector.print %1 : i32
  return
}

// CHECK: ( ( 1.5, 4.5, 14.5, 3.5 ), ( 2.5, 5.5, 19.5, 3.5 ), ( 3.5, 6.5, 24.5, 3.5 ) )
// CHECK-NEXT: 191
