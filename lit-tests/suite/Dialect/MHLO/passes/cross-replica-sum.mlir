// cross-replica-sum becomes an all_reduce whose computation adds two scalars of the element type.
// RUN: jopt %s -mhlo-legalize-cross-replica-sum-to-all-reduce -split-input-file --mlir-print-op-generic | jfilecheck %s

// CHECK-LABEL: sym_name = "sum"
// CHECK: %[[R:.*]] = "mhlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1, 2]]> : tensor<1x3xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f16>, %[[B:.*]]: tensor<f16>):
// CHECK-NEXT: %[[S:.*]] = "mhlo.add"(%[[A]], %[[B]]) : (tensor<f16>, tensor<f16>) -> tensor<f16>
// CHECK-NEXT: "mhlo.return"(%[[S]]) : (tensor<f16>) -> ()
// CHECK-NEXT: }) {name = "crs"} : (tensor<2x3xf16>) -> tensor<2x3xf16>
// CHECK-NOT: cross-replica-sum
func.func @sum(%arg0: tensor<2x3xf16>) -> tensor<2x3xf16> {
  %0 = "mhlo.cross-replica-sum"(%arg0) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, name = "crs"} : (tensor<2x3xf16>) -> tensor<2x3xf16>
  func.return %0 : tensor<2x3xf16>
}
