// vector.transpose (2-D, 3-D keeping the innermost dimension, full reversal, unit dimension)
// lowered by test-lower-to-llvm (ub.poison through convert-ub-to-llvm) and run by jrun: the printed
// values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
// CHECK-NEXT: ( ( ( 1, 2 ), ( 7, 8 ) ), ( ( 3, 4 ), ( 9, 10 ) ), ( ( 5, 6 ), ( 11, 12 ) ) )
// CHECK-NEXT: ( ( ( 1, 7 ), ( 3, 9 ), ( 5, 11 ) ), ( ( 2, 8 ), ( 4, 10 ), ( 6, 12 ) ) )
// CHECK-NEXT: ( ( 1.5 ), ( 2.5 ), ( 3.5 ), ( 4.5 ) )
func.func @entry() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %0 : vector<3x2xf32>
  %b = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi32>
  %1 = vector.transpose %b, [1, 0, 2] : vector<2x3x2xi32> to vector<3x2x2xi32>
  vector.print %1 : vector<3x2x2xi32>
  %2 = vector.transpose %b, [2, 1, 0] : vector<2x3x2xi32> to vector<2x3x2xi32>
  vector.print %2 : vector<2x3x2xi32>
  %c = arith.constant dense<[[1.5, 2.5, 3.5, 4.5]]> : vector<1x4xf64>
  %3 = vector.transpose %c, [1, 0] : vector<1x4xf64> to vector<4x1xf64>
  vector.print %3 : vector<4x1xf64>
  return
}
