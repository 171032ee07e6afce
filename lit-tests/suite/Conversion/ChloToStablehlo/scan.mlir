// --chlo-legalize-to-stablehlo lowers chlo.scan to a stablehlo.while over an i64 counter that
// carries the scan's carries and zero-filled outputs; a reverse scan reads and writes position
// (N-1) - counter. The lowered program runs in the interpreter with the expected values.
// RUN: jopt %s --chlo-legalize-to-stablehlo | jfilecheck %s
// RUN: jopt %s --chlo-legalize-to-stablehlo | jtranslate --interpret

// CHECK-LABEL: func.func @main
// CHECK: %[[N32:.*]] = stablehlo.get_dimension_size %{{.*}}, dim = 1
// CHECK-NEXT: %[[N:.*]] = stablehlo.convert %[[N32]] : (tensor<i32>) -> tensor<i64>
// CHECK: %[[OUT0:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}}, %[[OUT:.*]] = %[[OUT0]]) : tensor<i64>, tensor<2xi32>, tensor<2x3xi32>
// CHECK: stablehlo.compare LT, %[[I]], %[[N]]
// CHECK: } do {
// CHECK: %[[LAST:.*]] = stablehlo.subtract %[[N]], %{{.*}} : tensor<i64>
// CHECK-NEXT: %[[POS:.*]] = stablehlo.subtract %[[LAST]], %[[I]] : tensor<i64>
// CHECK: stablehlo.dynamic_slice %{{.*}}, %{{.*}}, %[[POS]], sizes = [2, 1]
// CHECK: %[[SUM:.*]] = stablehlo.add %{{.*}}, %[[ACC]] : tensor<2xi32>
// CHECK: stablehlo.dynamic_update_slice %[[OUT]], %{{.*}}, %{{.*}}, %[[POS]]
// CHECK: check.expect_eq_const %[[W]]#2
// CHECK-NEXT: check.expect_eq_const %[[W]]#1
func.func @main() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %z = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
  %0:2 = chlo.scan (%x) inits (%z) dimension=1 attributes {is_reverse = true} {
  ^bb0(%in: tensor<2xi32>, %acc: tensor<2xi32>):
    %s = stablehlo.add %in, %acc : tensor<2xi32>
    stablehlo.return %s, %s : tensor<2xi32>, tensor<2xi32>
  } : (tensor<2x3xi32>, tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>)
  check.expect_eq_const %0#0, dense<[[6, 5, 3], [15, 11, 6]]> : tensor<2x3xi32>
  check.expect_eq_const %0#1, dense<[6, 15]> : tensor<2xi32>
  func.return
}
