// More stablehlo op forms: regions (while, if, case, sort, the reducer form of reduce, scatter),
// convolution's compact dim_numbers and window, dot/dot_general attributes, collectives, tokens,
// custom_call, and the generic form of ops without a pretty one (printed with <{properties}>).
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @regions
func.func @regions(%p: tensor<i1>, %i: tensor<i32>, %x: tensor<4xf32>, %y: tensor<4xi32>) -> tensor<4xf32> {
  // CHECK: %0 = "stablehlo.if"(%arg0) ({
  // CHECK-NEXT: stablehlo.return %arg2 : tensor<4xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: stablehlo.return %arg2 : tensor<4xf32>
  // CHECK-NEXT: }) : (tensor<i1>) -> tensor<4xf32>
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  // CHECK: %1 = "stablehlo.case"(%arg1) ({
  %1 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  // CHECK: %2:2 = "stablehlo.sort"(%arg2, %arg3) <{dimension = 0 : i64, is_stable = true}> ({
  // CHECK-NEXT: ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
  // CHECK-NEXT: %{{.*}} = stablehlo.compare GT, %arg4, %arg5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %2:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  return %2#0 : tensor<4xf32>
}

// The reducer form: the body is not a single commutative op on the block arguments.
// CHECK-LABEL: func.func @reduce_with_body
// CHECK: stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
// CHECK-NEXT: %{{.*}} = stablehlo.subtract %arg2, %arg3 : tensor<f32>
func.func @reduce_with_body(%x: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %d = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %d : tensor<f32>
  }
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @linear_algebra
func.func @linear_algebra(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x16xf32>, %m: tensor<2x3xf32>, %n: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
  // CHECK: stablehlo.dot %arg2, %arg3, precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.dot %m, %n, precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK: stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %2 = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %2 : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @gather_scatter
func.func @gather_scatter(%op: tensor<3x4xf32>, %idx: tensor<2x1xi32>, %upd: tensor<2x4xf32>) -> tensor<3x4xf32> {
  // CHECK: "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  %0 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  // CHECK: "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  %1 = "stablehlo.scatter"(%op, %idx, %upd) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// CHECK-LABEL: func.func @side_effects
func.func @side_effects(%x: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // CHECK: %0 = stablehlo.custom_call @my_kernel(%arg0) {backend_config = "cfg", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %0 = stablehlo.custom_call @my_kernel(%x) {backend_config = "cfg", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
  %1 = "stablehlo.all_reduce"(%0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %2 = "stablehlo.outfeed"(%1, %arg1) <{outfeed_config = ""}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  %2 = "stablehlo.outfeed"(%1, %t) : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  // CHECK: %3 = stablehlo.optimization_barrier %1 : tensor<4xf32>
  %3 = stablehlo.optimization_barrier %1 : tensor<4xf32>
  // CHECK: %4 = stablehlo.reduce_precision %3, format = e5m10 : tensor<4xf32>
  %4 = stablehlo.reduce_precision %3, format = e5m10 : tensor<4xf32>
  return %2 : !stablehlo.token
}

// CHECK-LABEL: func.func @dynamic
func.func @dynamic(%x: tensor<?x4xf32>, %s: tensor<2xi64>, %i: tensor<i64>) -> tensor<?x4xf32> {
  // CHECK: %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %arg1, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  // CHECK: %1 = stablehlo.dynamic_reshape %0, %arg1 : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %1 = stablehlo.dynamic_reshape %0, %s : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  // CHECK: %2 = stablehlo.get_dimension_size %1, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %2 = stablehlo.get_dimension_size %1, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  // CHECK: %3 = stablehlo.dynamic_slice %1, %arg2, %arg2, sizes = [1, 4] : (tensor<?x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
  %3 = stablehlo.dynamic_slice %1, %i, %i, sizes = [1, 4] : (tensor<?x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
  // CHECK: %4 = stablehlo.dynamic_update_slice %1, %3, %arg2, %arg2 : (tensor<?x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<?x4xf32>
  %4 = stablehlo.dynamic_update_slice %1, %3, %i, %i : (tensor<?x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<?x4xf32>
  return %4 : tensor<?x4xf32>
}

// Replica groups may be given as the axes of a mesh (#stablehlo.replica_group_mesh_axes).
// CHECK-LABEL: func.func @mesh_axes_groups
func.func @mesh_axes_groups(%x: tensor<4x2xf32>) -> tensor<4x4xf32> {
  // CHECK: replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @grid, axes = [1, 0]>
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @grid, axes = [1 : i64, 0 : i64]>} : (tensor<4x2xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
