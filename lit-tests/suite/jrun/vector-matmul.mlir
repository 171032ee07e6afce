// vector.contract matmuls (f32, i32) lowered by test-lower-to-llvm with the n-D arith that follows
// them (mulf, sqrt, cmpf, select, fptosi, extsi on 2-D vectors, addf and floor on 3-D) and run by
// jrun: the printed values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 7.5, 9, 1.5, -4.5 ), ( 16.5, 19.5, 1.5, -4.5 ) )
// CHECK-NEXT: ( ( 19, 22 ), ( 43, 50 ) )
// CHECK-NEXT: ( ( 7.5, 9, 1.5, 4.5 ), ( 16.5, 19.5, 1.5, 4.5 ) )
// CHECK-NEXT: ( ( 7, 9, 1, 4 ), ( 16, 19, 1, 4 ) )
// CHECK-NEXT: ( ( ( 3, 3, 3 ), ( 3, 3, 3 ) ), ( ( 3, 3, 3 ), ( 3, 3, 3 ) ) )

#mm = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
func.func @entry() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5, -1.0, 2.0], [0.0, 1.0, 1.0, 1.0], [2.0, 2.0, 0.0, -3.0]]> : vector<3x4xf32>
  %c = arith.constant dense<0.5> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %0 : vector<2x4xf32>
  %ia = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %ib = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi32>
  %ic = arith.constant dense<0> : vector<2x2xi32>
  %1 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ia, %ib, %ic : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  vector.print %1 : vector<2x2xi32>
  %2 = arith.mulf %0, %0 : vector<2x4xf32>
  %3 = math.sqrt %2 : vector<2x4xf32>
  %4 = arith.cmpf ogt, %3, %c : vector<2x4xf32>
  %5 = arith.select %4, %3, %c : vector<2x4xi1>, vector<2x4xf32>
  vector.print %5 : vector<2x4xf32>
  %6 = arith.fptosi %5 : vector<2x4xf32> to vector<2x4xi32>
  %7 = arith.extsi %6 : vector<2x4xi32> to vector<2x4xi64>
  vector.print %7 : vector<2x4xi64>
  %t = arith.constant dense<1.5> : vector<2x2x3xf64>
  %t2 = arith.addf %t, %t : vector<2x2x3xf64>
  %t3 = math.floor %t2 : vector<2x2x3xf64>
  vector.print %t3 : vector<2x2x3xf64>
  return
}
