// The HLO text exporter writes an all_to_all with different split and concat dimensions as XLA's
// builder does (all-to-all along the split dimension, reshape, transpose, reshape): both forms give
// the same values on two processes (a wrong permutation fails the checks).
// RUN: jtranslate --interpret %s | jfilecheck %s

// CHECK: tensor<4x2xi64> {
// CHECK-NEXT: [
// CHECK-NEXT: [1, 2],
// CHECK-NEXT: [5, 6],
// CHECK-NEXT: [9, 10],
// CHECK-NEXT: [13, 14]
// CHECK: tensor<4x2xi64> {
// CHECK-NEXT: [
// CHECK-NEXT: [3, 4],
// CHECK-NEXT: [7, 8],
// CHECK-NEXT: [11, 12],
// CHECK-NEXT: [15, 16]

module @cross_replica {
  func.func @direct(%arg0: tensor<2x4xi64>) -> tensor<4x2xi64> {
    %0 = "stablehlo.all_to_all"(%arg0) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
    return %0 : tensor<4x2xi64>
  }
  func.func @decomposed(%arg0: tensor<2x4xi64>) -> tensor<4x2xi64> {
    %0 = "stablehlo.all_to_all"(%arg0) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xi64>) -> tensor<2x4xi64>
    %1 = stablehlo.reshape %0 : (tensor<2x4xi64>) -> tensor<2x2x2xi64>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
    %3 = stablehlo.reshape %2 : (tensor<2x2x2xi64>) -> tensor<4x2xi64>
    return %3 : tensor<4x2xi64>
  }
  func.func @main() -> (tensor<4x2xi64>, tensor<4x2xi64>) {
    %0 = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %1 = stablehlo.constant dense<[[9, 10, 11, 12], [13, 14, 15, 16]]> : tensor<2x4xi64>
    %2:2 = "interpreter.run_parallel"(%0, %1) {programs = [[@direct], [@direct]]} : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    %3:2 = "interpreter.run_parallel"(%0, %1) {programs = [[@decomposed], [@decomposed]]} : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
    check.expect_eq %2#0, %3#0 : tensor<4x2xi64>
    check.expect_eq %2#1, %3#1 : tensor<4x2xi64>
    func.return %3#0, %3#1 : tensor<4x2xi64>, tensor<4x2xi64>
  }
}
