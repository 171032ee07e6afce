// reduce: the kept loops first and the reduced ones last, one zero-extent
// fill of each init (linalg.reduce with enable-primitive-ops), the region's
// accumulators the outputs' block arguments. reduce_window: an NHWC f32 window
// with a min/max/add body is a linalg pooling op; any other window is a
// generic over the padded input and a window-shaped tensor.
// RUN: jopt %s -stablehlo-legalize-to-linalg -split-input-file -canonicalize | jfilecheck %s
// RUN: jopt %s -stablehlo-legalize-to-linalg=enable-primitive-ops=true -split-input-file -canonicalize | jfilecheck %s --check-prefix=PRIM

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @reduce_sum(
// CHECK: %[[X:.*]] = tensor.extract %arg1[] : tensor<f32>
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[E]] : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x8xf32>) outs(%[[F]] : tensor<?xf32>)
// CHECK-NEXT: ^bb0(%[[V:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: arith.addf %[[ACC]], %[[V]] : f32
// PRIM-LABEL: func.func @reduce_sum(
// PRIM: linalg.reduce { arith.addf } ins(%arg0 : tensor<?x8xf32>) outs(%{{.*}} : tensor<?xf32>) dimensions = [1]
func.func @reduce_sum(%a: tensor<?x8xf32>, %i: tensor<f32>) -> tensor<?xf32> {
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @argmax(
// CHECK: %[[R:.*]]:2 = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<5xi32>) outs(%{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>)
// CHECK-NEXT: ^bb0(%[[V:.*]]: f32, %[[K:.*]]: i32, %[[AV:.*]]: f32, %[[AK:.*]]: i32):
// CHECK-NEXT: %[[G:.*]] = arith.cmpf ogt, %[[AV]], %[[V]] : f32
// CHECK-NEXT: %[[X:.*]] = arith.select %[[G]], %[[AV]], %[[V]] : f32
// CHECK-NEXT: %[[Y:.*]] = arith.select %[[G]], %[[AK]], %[[K]] : i32
// CHECK-NEXT: linalg.yield %[[X]], %[[Y]] : f32, i32
// CHECK: return %[[R]]#0, %[[R]]#1
// PRIM-LABEL: func.func @argmax(
// PRIM: linalg.reduce ins(%arg0, %arg1 : tensor<5xf32>, tensor<5xi32>) outs(%{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>) dimensions = [0]
func.func @argmax(%v: tensor<5xf32>, %k: tensor<5xi32>, %v0: tensor<f32>, %k0: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %0:2 = stablehlo.reduce(%v init: %v0), (%k init: %k0) across dimensions = [0] : (tensor<5xf32>, tensor<5xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
    %g = stablehlo.compare GT, %a, %c : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %x = stablehlo.select %g, %a, %c : tensor<i1>, tensor<f32>
    %y = stablehlo.select %g, %b, %d : tensor<i1>, tensor<i32>
    stablehlo.return %x, %y : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @max_pool(
// CHECK: %[[W:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %[[W]] : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%[[F]] : tensor<1x4x4x3xf32>)
func.func @max_pool(%a: tensor<1x8x8x3xf32>, %i: tensor<f32>) -> tensor<1x4x4x3xf32> {
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// -----

// CHECK-DAG: #[[SRC:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[DST:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @window_sum_padded(
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<i32>) outs(%{{.*}} : tensor<7xi32>)
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[1] high[1]
// CHECK: %[[W:.*]] = tensor.empty() : tensor<2xf32>
// CHECK: linalg.generic {indexing_maps = [#[[SRC]], #[[WIN]], #[[DST]]], iterator_types = ["parallel", "reduction"]} ins(%[[P]], %[[W]] : tensor<8xi32>, tensor<2xf32>) outs(%[[INIT]] : tensor<7xi32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32, %{{.*}}: f32, %[[ACC:.*]]: i32):
// CHECK-NEXT: arith.addi %[[ACC]], %[[X]] : i32
// PRIM-LABEL: func.func @window_sum_padded(
// PRIM: linalg.broadcast ins(%arg1 : tensor<i32>) outs(%{{.*}} : tensor<7xi32>) dimensions = [0]
func.func @window_sum_padded(%a: tensor<6xi32>, %i: tensor<i32>) -> tensor<7xi32> {
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %m = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<6xi32>, tensor<i32>) -> tensor<7xi32>
  return %0 : tensor<7xi32>
}


// -----

// select_and_scatter with non-overlapping windows: one generic picks each
// window's element and its position (-1: none yet), a second scatters the
// source into the window-split result, which is collapsed back.
// CHECK-LABEL: func.func @select_and_scatter(
// CHECK: %[[IDX0:.*]] = linalg.fill ins(%c-1_i32 : i32) outs(%{{.*}} : tensor<4xi32>)
// CHECK: %[[SEL:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0, %{{.*}} : tensor<8xf32>, tensor<2xf32>) outs(%{{.*}}, %[[IDX0]] : tensor<4xf32>, tensor<4xi32>)
// CHECK-NEXT: ^bb0(%[[V:.*]]: f32, %{{.*}}: f32, %[[BEST:.*]]: f32, %[[POS:.*]]: i32):
// CHECK-NEXT: %[[GE:.*]] = arith.cmpf oge, %[[V]], %[[BEST]] : f32
// CHECK-NEXT: %[[NONE:.*]] = arith.cmpi eq, %[[POS]], %c-1_i32 : i32
// CHECK-NEXT: %[[TAKE:.*]] = arith.ori %[[GE]], %[[NONE]] : i1
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[SEL]]#1, %arg1 : tensor<4xi32>, tensor<4xf32>) outs(%{{.*}} : tensor<4x2xf32>)
// CHECK: arith.addf
// CHECK: tensor.collapse_shape %[[S]] {{\[}}[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
func.func @select_and_scatter(%operand: tensor<8xf32>, %source: tensor<4xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<8xf32>, tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A reduce whose region promotes the element type is left as it is.
// CHECK-LABEL: func.func @promoted(
// CHECK-NEXT: stablehlo.reduce
func.func @promoted(%a: tensor<4x4xf32>, %i: tensor<f32>) -> tensor<4xf64> {
  %0 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    %1 = stablehlo.add %x, %y : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
