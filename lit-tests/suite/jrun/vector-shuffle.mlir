// vector.shuffle (mixed 1-D sizes, same-type shufflevector, n-D rows) lowered by test-lower-to-llvm
// and run by jrun: the printed values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 1, 5, 2, 3 )
// CHECK-NEXT: ( 23, 10, 13, 21, 21 )
// CHECK-NEXT: ( ( 5, 6 ), ( 1, 2 ), ( 3, 4 ), ( 5, 6 ) )
func.func @entry() {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %0 = vector.shuffle %a, %b [0, 4, 1, 2] : vector<2xf32>, vector<3xf32>
  vector.print %0 : vector<4xf32>
  %c = arith.constant dense<[10, 11, 12, 13]> : vector<4xi32>
  %d = arith.constant dense<[20, 21, 22, 23]> : vector<4xi32>
  %1 = vector.shuffle %c, %d [7, 0, 3, 5, 5] : vector<4xi32>, vector<4xi32>
  vector.print %1 : vector<5xi32>
  %e = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %f = arith.constant dense<[[5, 6]]> : vector<1x2xi64>
  %2 = vector.shuffle %e, %f [2, 0, 1, 2] : vector<2x2xi64>, vector<1x2xi64>
  vector.print %2 : vector<4x2xi64>
  return
}
