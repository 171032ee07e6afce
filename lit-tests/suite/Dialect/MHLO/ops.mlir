// mhlo is declared from stablehlo's op table under its own namespace: same syntax, #mhlo attributes.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @same_table
func.func @same_table(%x: tensor<4xf32>, %t: !mhlo.token) -> tensor<4xi1> {
  // CHECK: %0 = mhlo.add %arg0, %arg0 : tensor<4xf32>
  %0 = "mhlo.add"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %1 = mhlo.compare LE, %0, %arg0, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = "mhlo.compare"(%0, %x) {comparison_direction = #mhlo<comparison_direction LE>, compare_type = #mhlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: %2 = mhlo.copy %arg0 : tensor<4xf32>
  %2 = mhlo.copy %x : tensor<4xf32>
  // CHECK: %3 = mhlo.after_all %arg1, %arg1 : !mhlo.token
  %3 = mhlo.after_all %t, %t : !mhlo.token
  return %1 : tensor<4xi1>
}
