// constant, constant_like, broadcast_select, top_k and the small decompositions.
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @constants
// CHECK-DAG: stablehlo.constant dense<2.500000e+00> : tensor<2x2xf32>
// CHECK-DAG: stablehlo.constant dense<7> : tensor<3xi64>
func.func @constants(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<3xi64>) {
  %0 = "chlo.constant_like"(%a) {value = 2.5 : f32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = chlo.constant dense<7> : tensor<3xi64>
  return %0, %1 : tensor<2x2xf32>, tensor<3xi64>
}

// -----

// CHECK-LABEL: func.func @constant_like_dynamic
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %arg0 : tensor<?xi32> -> tensor<1xindex>
// CHECK-NEXT: stablehlo.dynamic_broadcast_in_dim %[[C]], %[[S]], dims = [] : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
func.func @constant_like_dynamic(%a: tensor<?xi32>) -> tensor<?xi32> {
  %0 = "chlo.constant_like"(%a) {value = 0 : i32} : (tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// CHECK-LABEL: func.func @select_static
// CHECK-NEXT: %[[F:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: stablehlo.select %arg0, %arg1, %[[F]] : tensor<i1>, tensor<2x3xf32>
func.func @select_static(%p: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @select_dynamic
// CHECK-DAG: %[[PS:.*]] = shape.const_shape [1] : tensor<1xindex>
// CHECK-DAG: %[[TS:.*]] = shape.shape_of %arg1 : tensor<?x4xf32> -> tensor<2xindex>
// CHECK: shape.cstr_broadcastable %[[PS]], %[[TS]], %{{.*}} : tensor<1xindex>, tensor<2xindex>, tensor<2xindex>
// CHECK: shape.assuming
// CHECK: stablehlo.dynamic_broadcast_in_dim %arg0, %{{.*}}, dims = [1] : (tensor<1xi1>, tensor<2xindex>) -> tensor<?x4xi1>
// CHECK: stablehlo.select
// CHECK: shape.assuming_yield
func.func @select_dynamic(%p: tensor<1xi1>, %a: tensor<?x4xf32>, %b: tensor<2x4xf32>) -> tensor<?x4xf32> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<1xi1>, tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @infinities
// CHECK: %[[ABS:.*]] = stablehlo.abs %arg0 : tensor<2xf32>
// CHECK: %[[INF:.*]] = stablehlo.constant dense<0x7F800000> : tensor<2xf32>
// CHECK: stablehlo.compare EQ, %[[ABS]], %[[INF]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK: %[[NINF:.*]] = stablehlo.constant dense<0xFF800000> : tensor<2xf32>
// CHECK: stablehlo.compare EQ, %arg0, %[[NINF]]
func.func @infinities(%a: tensor<2xf32>) -> (tensor<2xi1>, tensor<2xi1>) {
  %0 = chlo.is_inf %a : tensor<2xf32> -> tensor<2xi1>
  %1 = chlo.is_neg_inf %a : tensor<2xf32> -> tensor<2xi1>
  return %0, %1 : tensor<2xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @conj
// CHECK: %[[RE:.*]] = stablehlo.real %arg0
// CHECK: %[[IM:.*]] = stablehlo.imag %arg0
// CHECK: %[[NEG:.*]] = stablehlo.negate %[[IM]]
// CHECK: stablehlo.complex %[[RE]], %[[NEG]] : tensor<3xcomplex<f32>>
func.func @conj(%a: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  %0 = chlo.conj %a : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @top_k_static
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<2x6xi32>
// CHECK: %[[SORT:.*]]:2 = "stablehlo.sort"(%arg0, %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK: stablehlo.compare GT, %{{.*}}, %{{.*}}, TOTALORDER
// CHECK: stablehlo.slice %[[SORT]]#0 [0:2, 0:3] : (tensor<2x6xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.slice %[[SORT]]#1 [0:2, 0:3] : (tensor<2x6xi32>) -> tensor<2x3xi32>
func.func @top_k_static(%a: tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = chlo.top_k(%a, k = 3) : tensor<2x6xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @top_k_dynamic
// CHECK: stablehlo.get_dimension_size %arg0, dim = 0
// CHECK: stablehlo.dynamic_iota
// CHECK: "stablehlo.sort"
// CHECK: stablehlo.real_dynamic_slice
func.func @top_k_dynamic(%a: tensor<?x6xi32>) -> (tensor<?x2xi32>, tensor<?x2xi32>) {
  %0:2 = chlo.top_k(%a, k = 2) : tensor<?x6xi32> -> (tensor<?x2xi32>, tensor<?x2xi32>)
  return %0#0, %0#1 : tensor<?x2xi32>, tensor<?x2xi32>
}
