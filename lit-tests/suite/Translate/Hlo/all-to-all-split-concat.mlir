// An all_to_all whose split and concat dimensions differ exports as XLA's builder writes it: an
// all-to-all along the split dimension, the split dimension reshaped into [count, size / count],
// the count dimension transposed in front of the concat dimension, and a reshape to the result.
// RUN: jtranslate -mlir-hlo-to-hlo-text %s | jfilecheck %s
// RUN: jtranslate -mlir-hlo-to-hlo-text %s | jtranslate -hlo-text-to-mlir-hlo | jfilecheck %s --check-prefix=BACK

// CHECK: %[[A:all-to-all.*]] = f32[2,4] all-to-all(f32[2,4] %Arg_0.1), replica_groups={{[{][{]}}0,1{{[}][}]}}, dimensions={1}
// CHECK-NEXT: %[[R:reshape.*]] = f32[2,2,2] reshape(f32[2,4] %[[A]])
// CHECK-NEXT: %[[T:transpose.*]] = f32[2,2,2] transpose(f32[2,2,2] %[[R]]), dimensions={1,0,2}
// CHECK-NEXT: ROOT %[[F:reshape.*]] = f32[4,2] reshape(f32[2,2,2] %[[T]])

// BACK: mhlo.all_to_all
// BACK: mhlo.reshape
// BACK: mhlo.transpose {{.*}} dims = [1, 0, 2]
// BACK: mhlo.reshape {{.*}} -> tensor<4x2xf32>
func.func @main(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %0 = "mhlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
