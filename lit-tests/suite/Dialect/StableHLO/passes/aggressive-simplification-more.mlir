// --stablehlo-aggressive-simplification, the rewrites beyond the identities: comparisons,
// broadcasts, dynamic ops with constant shapes, gather, select, concatenate/slice, iota, while,
// reduce, zero-extent tensors, attribute merging and custom_call backend configs.
// RUN: jopt %s --stablehlo-aggressive-simplification -split-input-file | jfilecheck %s

// compare of a value with itself is a constant (integer comparisons); a constant lhs moves right
// with the direction inverted.
// CHECK-LABEL: func.func @compare_canon
// CHECK-NEXT: %c = stablehlo.constant dense<3> : tensor<4xi32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK-NEXT: %c_1 = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-NEXT: %0 = stablehlo.compare LT, %arg0, %c, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
// CHECK-NEXT: return %c_0, %c_1, %0 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
func.func @compare_canon(%x: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %c = stablehlo.constant dense<3> : tensor<4xi32>
  %0 = stablehlo.compare LT, %x, %x, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = stablehlo.compare GE, %x, %x, UNSIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = stablehlo.compare GT, %c, %x, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// A broadcast_in_dim that adds no elements is a reshape (sorted dims) or a transpose.
// CHECK-LABEL: func.func @broadcasts
// CHECK-NEXT: %0 = stablehlo.reshape %arg0 : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: return %0, %1 : tensor<1x3x4xf32>, tensor<4x3xf32>
func.func @broadcasts(%x: tensor<3x4xf32>) -> (tensor<1x3x4xf32>, tensor<4x3xf32>) {
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
  %1 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<1x3x4xf32>, tensor<4x3xf32>
}

// -----

// Constant start indices (clamped) make dynamic slices static; a dynamic_iota of static type is
// an iota broadcast from one dimension.
// CHECK-LABEL: func.func @dynamic_to_static
// CHECK-NEXT: %c = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
// CHECK-NEXT: %0 = stablehlo.slice %arg0 [6:8, 2:6] : (tensor<8x8xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %1 = stablehlo.slice %arg0 [2:6, 1:7] : (tensor<8x8xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: %2 = stablehlo.iota dim = 0 : tensor<2xi32>
// CHECK-NEXT: %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
// CHECK-NEXT: %4 = stablehlo.dynamic_reshape %arg1, %c : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %0, %1, %4, %3 : tensor<2x4xf32>, tensor<4x6xf32>, tensor<?x?xf32>, tensor<3x2xi32>
func.func @dynamic_to_static(%x: tensor<8x8xf32>, %y: tensor<?xf32>) -> (tensor<2x4xf32>, tensor<4x6xf32>, tensor<?x?xf32>, tensor<3x2xi32>) {
  %i = stablehlo.constant dense<7> : tensor<i32>
  %j = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 4] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
  %s = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %l = stablehlo.constant dense<[6, 7]> : tensor<2xi32>
  %st = stablehlo.constant dense<1> : tensor<2xi32>
  %1 = stablehlo.real_dynamic_slice %x, %s, %l, %st : (tensor<8x8xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4x6xf32>
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %2 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<3x2xi32>
  %3 = stablehlo.dynamic_reshape %y, %shape : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0, %1, %3, %2 : tensor<2x4xf32>, tensor<4x6xf32>, tensor<?x?xf32>, tensor<3x2xi32>
}

// -----

// A gather of one constant (clamped) index is a slice and a reshape.
// CHECK-LABEL: func.func @gather
// CHECK-NEXT: %0 = stablehlo.slice %arg0 [4:5, 0:6] : (tensor<5x6xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
// CHECK-NEXT: return %1 : tensor<6xf32>
func.func @gather(%x: tensor<5x6xf32>) -> tensor<6xf32> {
  %idx = stablehlo.constant dense<[9]> : tensor<1xi32>
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 6>}> : (tensor<5x6xf32>, tensor<1xi32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// select of equal branches or a splat predicate, a slice reading one concatenate operand,
// concatenate without empty operands.
// CHECK-LABEL: func.func @select_concat
// CHECK-NEXT: %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %arg0, %arg0, %arg0, %0 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5xf32>
func.func @select_concat(%a: tensor<2xf32>, %b: tensor<3xf32>, %p: tensor<2xi1>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5xf32>) {
  %t = stablehlo.constant dense<true> : tensor<2xi1>
  %0 = stablehlo.select %p, %a, %a : tensor<2xi1>, tensor<2xf32>
  %1 = stablehlo.select %t, %a, %a : tensor<2xi1>, tensor<2xf32>
  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  %2 = stablehlo.slice %c [0:2] : (tensor<5xf32>) -> tensor<2xf32>
  %e = stablehlo.constant dense<> : tensor<0xf32>
  %3 = stablehlo.concatenate %a, %e, %b, dim = 0 : (tensor<2xf32>, tensor<0xf32>, tensor<3xf32>) -> tensor<5xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5xf32>
}

// -----

// A multi-dimensional iota is a 1-d iota broadcast.
// CHECK-LABEL: func.func @iota
// CHECK-NEXT: %0 = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: return %1 : tensor<2x3xi32>
func.func @iota() -> tensor<2x3xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// A value the loop body forwards unchanged becomes an implicit capture.
// CHECK-LABEL: func.func @while_capture
// CHECK-NEXT: %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %c_0 = stablehlo.constant dense<10> : tensor<i32>
// CHECK-NEXT: %0 = stablehlo.while(%iterArg = %arg0) : tensor<i32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %1 = stablehlo.compare LT, %iterArg, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %1 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %1 = stablehlo.add %iterArg, %c : tensor<i32>
// CHECK-NEXT: stablehlo.return %1 : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : tensor<i32>, tensor<4xf32>
func.func @while_capture(%x: tensor<i32>, %y: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %0:2 = stablehlo.while(%i = %x, %v = %y) : tensor<i32>, tensor<4xf32>
    cond {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n, %v : tensor<i32>, tensor<4xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<4xf32>
}

// -----

// An unused reduce result whose computation is independent goes away.
// CHECK-LABEL: func.func @reduce_unused
// CHECK-NEXT: %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %0 : tensor<f32>
func.func @reduce_unused(%x: tensor<4xf32>, %y: tensor<4xi32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %zi) across dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
      %s = stablehlo.add %a, %b : tensor<f32>
      %t = stablehlo.add %c, %d : tensor<i32>
      stablehlo.return %s, %t : tensor<f32>, tensor<i32>
    }
  return %0#0 : tensor<f32>
}

// -----

// A zero-element result is an empty constant.
// CHECK-LABEL: func.func @zero_extent
// CHECK-NEXT: %cst = stablehlo.constant dense<> : tensor<0x3xf32>
// CHECK-NEXT: return %cst : tensor<0x3xf32>
func.func @zero_extent(%x: tensor<0x3xf32>) -> tensor<0x3xf32> {
  %0 = stablehlo.abs %x : tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// -----

// The surviving op takes the discardable attributes of the op it replaces.
// CHECK-LABEL: func.func @merge_attrs
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 {mhlo.sharding = "{replicated}"} : tensor<3xf32>
// CHECK-NEXT: return %0 : tensor<3xf32>
func.func @merge_attrs(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.exponential %x : tensor<3xf32>
  %1 = stablehlo.reshape %0 {mhlo.sharding = "{replicated}"} : (tensor<3xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}

// -----

// mhlo.backend_config of an original-API custom_call becomes its typed-FFI backend_config.
// CHECK-LABEL: func.func @ffi
// CHECK-NEXT: %0 = stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32, backend_config = {k = 1 : i32}} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %0 : tensor<3xf32>
func.func @ffi(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.custom_call @foo(%x) {mhlo.backend_config = {k = 1 : i32}} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
