// vector.outerproduct (2-D with and without accumulator, AXPY, float and integer kinds) lowered by
// test-lower-to-llvm and run by jrun: the printed values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 3.5, 4.5, 5.5 ), ( 7, 10, 13 ) )
// CHECK-NEXT: ( ( 3, 4, 5 ), ( 6, 8, 10 ) )
// CHECK-NEXT: ( 7.5, 10, 12.5 )
// CHECK-NEXT: ( ( 3, 4, 5 ), ( 6, 8, 10 ) )
// CHECK-NEXT: ( ( 10, -4 ), ( -3, 8 ) )
// CHECK-NEXT: ( ( 1, -6 ), ( -6, 4 ) )
func.func @entry() {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %c = arith.constant dense<[[0.5, 0.5, 0.5], [1.0, 2.0, 3.0]]> : vector<2x3xf32>
  %s = arith.constant 2.5 : f32
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  vector.print %0 : vector<2x3xf32>
  %1 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  vector.print %1 : vector<2x3xf32>
  %2 = vector.outerproduct %b, %s : vector<3xf32>, f32
  vector.print %2 : vector<3xf32>
  %3 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  vector.print %3 : vector<2x3xf32>
  %ia = arith.constant dense<[3, -2]> : vector<2xi32>
  %ic = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %4 = vector.outerproduct %ia, %ia, %ic : vector<2xi32>, vector<2xi32>
  vector.print %4 : vector<2x2xi32>
  %5 = vector.outerproduct %ia, %ia, %ic {kind = #vector.kind<minsi>} : vector<2xi32>, vector<2xi32>
  vector.print %5 : vector<2x2xi32>
  return
}
