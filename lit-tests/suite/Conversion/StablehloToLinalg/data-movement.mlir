// The data-movement lowerings: broadcasts read the operand through a map (a
// size-1 dimension that expands reads index 0; linalg.broadcast after a
// collapse/transpose with enable-primitive-ops), reverse/iota are generics,
// reshapes become collapse/expand_shape (through 1-D where no grouping
// exists), slices tensor.extract_slice/insert_slice with clamped starts, pad
// tensor.pad (interior padding: fill + strided insert_slice; negative padding:
// a slice of the pad), concatenate a generic choosing the operand with scf.if.
// RUN: jopt %s -stablehlo-legalize-to-linalg -split-input-file -canonicalize | jfilecheck %s
// RUN: jopt %s -stablehlo-legalize-to-linalg=enable-primitive-ops=true -split-input-file -canonicalize | jfilecheck %s --check-prefix=PRIM

// CHECK: #[[BMAP:.*]] = affine_map<(d0, d1, d2) -> (0, d2)>
// CHECK-LABEL: func.func @broadcast_expand(
// CHECK: linalg.generic {indexing_maps = [#[[BMAP]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5xf32>)
// PRIM-LABEL: func.func @broadcast_expand(
// PRIM: %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1]] : tensor<1x5xf32> into tensor<5xf32>
// PRIM: %[[E:.*]] = tensor.empty() : tensor<4x3x5xf32>
// PRIM: linalg.broadcast ins(%[[C]] : tensor<5xf32>) outs(%[[E]] : tensor<4x3x5xf32>) dimensions = [0, 1]
func.func @broadcast_expand(%a: tensor<1x5xf32>) -> tensor<4x3x5xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<4x3x5xf32>
  return %0 : tensor<4x3x5xf32>
}

// -----

// CHECK: #[[DIN:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @dynamic_broadcast(
// CHECK: %[[S0:.*]] = tensor.extract %arg1[%c0] : tensor<2xindex>
// CHECK: %[[S1:.*]] = tensor.extract %arg1[%c1] : tensor<2xindex>
// CHECK: %[[E:.*]] = tensor.empty(%[[S0]], %[[S1]]) : tensor<?x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[DIN]], #{{.*}}], {{.*}} ins(%arg0 : tensor<?xf32>) outs(%[[E]] : tensor<?x?xf32>)
// PRIM-LABEL: func.func @dynamic_broadcast(
// PRIM: linalg.broadcast ins(%arg0 : tensor<?xf32>) outs(%{{.*}} : tensor<?x?xf32>) dimensions = [0]
func.func @dynamic_broadcast(%a: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] {known_nonexpanding_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK: #[[REV:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 4)>
// CHECK-LABEL: func.func @reverse(
// CHECK: linalg.generic {indexing_maps = [#[[REV]], #{{.*}}]
func.func @reverse(%a: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// -----

// CHECK-LABEL: func.func @iota(
// CHECK: outs(%{{.*}} : tensor<4x5xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[N]] : i32 to f32
// CHECK-NEXT: linalg.yield %[[F]] : f32
// CHECK: %[[X:.*]] = tensor.extract %arg0[%c0] : tensor<2xi64>
// CHECK-NEXT: %[[D:.*]] = arith.index_cast %[[X]] : i64 to index
// CHECK-NEXT: tensor.empty(%[[D]]) : tensor<?x3xi32>
// CHECK: linalg.index 0 : index
// PRIM-LABEL: func.func @iota(
// PRIM: linalg.map outs(%{{.*}} : tensor<4x5xf32>)
// PRIM: arith.index_cast %{{.*}} : index to i64
// PRIM: arith.sitofp %{{.*}} : i64 to f32
func.func @iota(%s: tensor<2xi64>) -> (tensor<4x5xf32>, tensor<?x3xi32>) {
  %0 = stablehlo.iota dim = 1 : tensor<4x5xf32>
  %1 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<?x3xi32>
  return %0, %1 : tensor<4x5xf32>, tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @reshapes(
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: tensor.expand_shape %arg1 {{\[}}[0, 1, 2]] output_shape [2, 1, 3] : tensor<6xf32> into tensor<2x1x3xf32>
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %arg2 {{\[}}[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
// CHECK: tensor.expand_shape %[[FLAT]] {{\[}}[0, 1]] output_shape [4, 3] : tensor<12xf32> into tensor<4x3xf32>
func.func @reshapes(%a: tensor<2x3x4xf32>, %b: tensor<6xf32>, %c: tensor<3x4xf32>) -> (tensor<6x4xf32>, tensor<2x1x3xf32>, tensor<4x3xf32>) {
  %0 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %1 = stablehlo.reshape %b : (tensor<6xf32>) -> tensor<2x1x3xf32>
  %2 = stablehlo.reshape %c : (tensor<3x4xf32>) -> tensor<4x3xf32>
  return %0, %1, %2 : tensor<6x4xf32>, tensor<2x1x3xf32>, tensor<4x3xf32>
}

// -----

// CHECK-LABEL: func.func @slices(
// CHECK: tensor.extract_slice %arg0[1, 0] [3, 4] [2, 1] : tensor<8x?xf32> to tensor<3x4xf32>
// CHECK: %[[X:.*]] = tensor.extract %arg1[] : tensor<i32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[I]], %c0 : index
// CHECK-NEXT: %[[HI:.*]] = arith.minsi %[[LO]], %c2 : index
// CHECK: tensor.extract_slice %arg3[%[[HI]], %{{.*}}] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK: tensor.insert_slice %arg2 into %arg3[%{{.*}}, %{{.*}}] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
func.func @slices(%a: tensor<8x?xf32>, %i: tensor<i32>, %u: tensor<2x2xf32>, %t: tensor<4x4xf32>) -> (tensor<3x?xf32>, tensor<2x2xf32>, tensor<4x4xf32>) {
  %0 = stablehlo.slice %a [1:7:2, 0:4] : (tensor<8x?xf32>) -> tensor<3x4xf32>
  %c = tensor.cast %0 : tensor<3x4xf32> to tensor<3x?xf32>
  %1 = stablehlo.dynamic_slice %t, %i, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %2 = stablehlo.dynamic_update_slice %t, %u, %i, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  return %c, %1, %2 : tensor<3x?xf32>, tensor<2x2xf32>, tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @pads(
// CHECK: tensor.pad %arg0 low[1, 0] high[2, 1]
// CHECK: tensor.yield %{{.*}} : f32
// CHECK: } : tensor<3x4xf32> to tensor<6x5xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<5x4xf32>)
// CHECK: tensor.insert_slice %arg0 into %[[F]][0, 0] [3, 4] [2, 1] : tensor<3x4xf32> into tensor<5x4xf32>
// CHECK: tensor.extract_slice %{{.*}}[1, 0] [2, 4] [1, 1] : tensor<3x4xf32> to tensor<2x4xf32>
func.func @pads(%a: tensor<3x4xf32>, %p: tensor<f32>) -> (tensor<6x5xf32>, tensor<5x4xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.pad %a, %p, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x5xf32>
  %1 = stablehlo.pad %a, %p, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
  %2 = stablehlo.pad %a, %p, low = [-1, 0], high = [0, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  return %0, %1, %2 : tensor<6x5xf32>, tensor<5x4xf32>, tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate(
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c1 : tensor<2x?xi32>
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[D]], %c3 : index
// CHECK-NEXT: tensor.empty(%[[N]]) : tensor<2x?xi32>
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[J]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[IN0]] -> (i32) {
// CHECK-NEXT: tensor.extract %arg0[%[[I]], %[[J]]] : tensor<2x?xi32>
// CHECK: } else {
// CHECK-NEXT: %[[K:.*]] = arith.subi %[[J]], %{{.*}} : index
// CHECK-NEXT: tensor.extract %arg1[%[[I]], %[[K]]] : tensor<2x3xi32>
// PRIM-LABEL: func.func @concatenate(
// PRIM: tensor.concat dim(1) %arg0, %arg1 : (tensor<2x?xi32>, tensor<2x3xi32>) -> tensor<2x?xi32>
func.func @concatenate(%a: tensor<2x?xi32>, %b: tensor<2x3xi32>) -> tensor<2x?xi32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x?xi32>, tensor<2x3xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// CHECK-LABEL: func.func @map(
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// PRIM-LABEL: func.func @map(
// PRIM: linalg.map { arith.maximumf } ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>)
func.func @map(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @constant_unsigned(
// CHECK: %[[C:.*]] = arith.constant dense<[1, -1]> : tensor<2xi8>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[C]] : tensor<2xi8> to tensor<2xui8>
func.func @constant_unsigned() -> tensor<2xui8> {
  %0 = stablehlo.constant dense<[1, 255]> : tensor<2xui8>
  return %0 : tensor<2xui8>
}


// -----

// gather: each result element reads the operand at its clamped start index
// plus its offset.
// CHECK-LABEL: func.func @gather(
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<3x4xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[S:.*]] = tensor.extract %arg1[%[[I]], %c0] : tensor<3x1xi32>
// CHECK-NEXT: %[[SI:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[SI]], %c0 : index
// CHECK-NEXT: %[[HI:.*]] = arith.minsi %[[LO]], %c4 : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %arg0[%[[HI]], %[[J]]] : tensor<5x4xf32>
// CHECK-NEXT: linalg.yield %[[X]] : f32
func.func @gather(%operand: tensor<5x4xf32>, %idx: tensor<3x1xi32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.gather"(%operand, %idx) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
