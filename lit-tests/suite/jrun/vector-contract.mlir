// vector.contract (row-major matvec on i32, 1-D dot product on f64) lowered by test-lower-to-llvm
// and run by jrun: the printed values are mlir-runner 22's (matmuls: vector-matmul.mlir).
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 21, 55 )
// CHECK-NEXT: 103.5
func.func @entry() {
  %ia = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %iv = arith.constant dense<[7, -1, 2]> : vector<3xi32>
  %ic = arith.constant dense<[10, 20]> : vector<2xi32>
  %2 = vector.contract {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m)>], iterator_types = ["parallel", "reduction"]} %ia, %iv, %ic : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  vector.print %2 : vector<2xi32>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf64>
  %w = arith.constant dense<[0.5, 0.5, 2.0, -1.0]> : vector<4xf64>
  %s = arith.constant 100.0 : f64
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %v, %w, %s : vector<4xf64>, vector<4xf64> into f64
  vector.print %3 : f64
  return
}
