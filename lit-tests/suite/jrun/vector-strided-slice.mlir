// Strided slices (1-D extract and insert, 2-D extract) lowered by test-lower-to-llvm and run by
// jrun: the printed values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 2, 3, 4 )
// CHECK-NEXT: ( 0, 1, 2, 3, -1, -2, -3, 7 )
// CHECK-NEXT: ( ( 6, 7 ), ( 10, 11 ) )
func.func @entry() {
  %a = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  vector.print %0 : vector<3xf32>
  %s = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  %1 = vector.insert_strided_slice %s, %a {offsets = [4], strides = [1]} : vector<3xf32> into vector<8xf32>
  vector.print %1 : vector<8xf32>
  %m = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi32>
  %2 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi32> to vector<2x2xi32>
  vector.print %2 : vector<2x2xi32>
  return
}
