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

// mhlo keeps index lists as I64ElementsAttr (dense<...> : tensor<Nxi64>); the pretty forms print them as [..].
// CHECK-LABEL: func.func @index_lists
func.func @index_lists(%x: tensor<?x4xf32>, %s: tensor<2xindex>, %m: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // CHECK: %0 = mhlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %0 = "mhlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>} : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  // CHECK: %1 = mhlo.transpose %arg2, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = mhlo.transpose %m, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK: %2 = mhlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = mhlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // mhlo's precisions include PACKED_NIBBLE; XLA's mhlo.dot has no pretty form (generic, as mhlo-opt prints it).
  // CHECK: %3 = "mhlo.dot"(%arg2, %1) <{precision_config = [#mhlo<precision PACKED_NIBBLE>]}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %3 = "mhlo.dot"(%m, %1) {precision_config = [#mhlo<precision PACKED_NIBBLE>]} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %1 : tensor<3x2xf32>
}

// XLA's mhlo.all_to_all also has a tuple form: no split/concat/count, one result per operand with its type.
// CHECK-LABEL: func.func @all_to_all_tuple
func.func @all_to_all_tuple(%a: tensor<8x4xf32>, %b: tensor<2xi32>) -> (tensor<8x4xf32>, tensor<2xi32>) {
  // CHECK: %0:2 = "mhlo.all_to_all"(%arg0, %arg1) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<8x4xf32>, tensor<2xi32>) -> (tensor<8x4xf32>, tensor<2xi32>)
  %0:2 = "mhlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x4xf32>, tensor<2xi32>) -> (tensor<8x4xf32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<8x4xf32>, tensor<2xi32>
}
