// RUN: jopt %s --stablehlo-legalize-to-linalg --split-input-file --canonicalize | jfilecheck %s

// UNIFORM rng: one LCG step per dimension over the element's indices, scaled into [lo, hi).
// CHECK-LABEL: func.func @uniform_2x4
// CHECK-DAG: %[[EPS:.+]] = arith.constant 2.3283063999999999E-10 : f64
// CHECK-DAG: %[[INC:.+]] = arith.constant 12345 : i32
// CHECK-DAG: %[[MUL:.+]] = arith.constant 1103515245 : i32
// CHECK: linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<f64>, tensor<f64>)
// CHECK: ^bb0(%[[LO:.+]]: f64, %[[HI:.+]]: f64, %{{.+}}: f64):
// CHECK: %[[I0:.+]] = linalg.index 0 : index
// CHECK: %[[C0:.+]] = arith.index_cast %[[I0]] : index to i32
// CHECK: %[[M0:.+]] = arith.muli %[[C0]], %[[MUL]] : i32
// CHECK: %[[S0:.+]] = arith.addi %[[M0]], %[[INC]] : i32
// CHECK: %[[I1:.+]] = linalg.index 1 : index
// CHECK: %[[C1:.+]] = arith.index_cast %[[I1]] : index to i32
// CHECK: %[[A1:.+]] = arith.addi %[[C1]], %[[S0]] : i32
// CHECK: %[[M1:.+]] = arith.muli %[[A1]], %[[MUL]] : i32
// CHECK: %[[S1:.+]] = arith.addi %[[M1]], %[[INC]] : i32
// CHECK: %[[RANGE:.+]] = arith.subf %[[HI]], %[[LO]] : f64
// CHECK: %[[SCALE:.+]] = arith.mulf %[[RANGE]], %[[EPS]] : f64
// CHECK: %[[F:.+]] = arith.uitofp %[[S1]] : i32 to f64
// CHECK: %[[P:.+]] = arith.mulf %[[F]], %[[SCALE]] : f64
// CHECK: %[[R:.+]] = arith.addf %[[P]], %[[LO]] : f64
// CHECK: linalg.yield %[[R]] : f64
func.func @uniform_2x4(%lo: tensor<f64>, %hi: tensor<f64>) -> tensor<2x4xf64> {
  %shape = arith.constant dense<[2, 4]> : tensor<2xi64>
  %0 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f64>, tensor<f64>, tensor<2xi64>) -> tensor<2x4xf64>
  return %0 : tensor<2x4xf64>
}

// -----

// A dynamic result size is read from the shape operand.
// CHECK-LABEL: func.func @uniform_dynamic
// CHECK: %[[N:.+]] = tensor.extract %arg2[%c0] : tensor<1xi64>
// CHECK: %[[IDX:.+]] = arith.index_cast %[[N]] : i64 to index
// CHECK: tensor.empty(%[[IDX]]) : tensor<?xf32>
// CHECK: linalg.generic
// CHECK: -> tensor<?xf32>
func.func @uniform_dynamic(%lo: tensor<f32>, %hi: tensor<f32>, %shape: tensor<1xi64>) -> tensor<?xf32> {
  %0 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// NORMAL has no lowering: the op stays.
// CHECK-LABEL: func.func @normal_stays
// CHECK: stablehlo.rng %arg0, %arg1, %{{.+}}, distribution = NORMAL
func.func @normal_stays(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3xf32> {
  %shape = arith.constant dense<[3]> : tensor<1xi64>
  %0 = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// THREE_FRY, 8-bit output from a 4xi32 state: key in words 0-1, counter in words 2-3 (word 2 the
// high half, as StableHLO reads it); one block
// gives two elements, so 3 blocks for 5 elements, interleaved, flattened and cut to 5.
// CHECK-LABEL: func.func @threefry_u8_odd
// CHECK-DAG: %[[MAGIC:.+]] = arith.constant 466688986 : i32
// CHECK-DAG: %[[BLOCKS:.+]] = arith.constant 3 : i64
// CHECK: %[[W2:.+]] = tensor.extract %arg0[%c2] : tensor<4xi32>
// CHECK: %[[W3:.+]] = tensor.extract %arg0[%c3] : tensor<4xi32>
// CHECK: %[[HI:.+]] = arith.extui %[[W2]] : i32 to i64
// CHECK: %[[SH:.+]] = arith.shli %[[HI]], %c32_i64 : i64
// CHECK: %[[LO:.+]] = arith.extui %[[W3]] : i32 to i64
// CHECK: %[[CTR:.+]] = arith.ori %[[LO]], %[[SH]] : i64
// CHECK: %[[K0:.+]] = tensor.extract %arg0[%c0] : tensor<4xi32>
// CHECK: %[[K1:.+]] = tensor.extract %arg0[%c1] : tensor<4xi32>
// CHECK: %[[NEXT:.+]] = arith.addi %[[CTR]], %[[BLOCKS]] : i64
// CHECK: %[[E0:.+]] = tensor.empty() : tensor<3xi8>
// CHECK: %[[E1:.+]] = tensor.empty() : tensor<3xi8>
// CHECK: %[[X:.+]] = arith.xori %[[K0]], %[[MAGIC]] : i32
// CHECK: %[[K2:.+]] = arith.xori %[[X]], %[[K1]] : i32
// CHECK: %[[G:.+]]:2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} outs(%[[E0]], %[[E1]] : tensor<3xi8>, tensor<3xi8>)
// CHECK: linalg.index 0 : index
// CHECK-COUNT-20: arith.xori %{{.+}}, %{{.+}} : i32
// CHECK: linalg.yield %{{.+}}, %{{.+}} : i8, i8
// CHECK: tensor.expand_shape %[[G]]#0 {{\[\[}}0, 1]] output_shape [3, 1] : tensor<3xi8> into tensor<3x1xi8>
// CHECK: tensor.expand_shape %[[G]]#1 {{\[\[}}0, 1]] output_shape [3, 1] : tensor<3xi8> into tensor<3x1xi8>
// CHECK: %[[CE:.+]] = tensor.empty() : tensor<3x2xi8>
// CHECK: %[[CAT:.+]] = linalg.generic {{.*}} outs(%[[CE]] : tensor<3x2xi8>)
// CHECK: %[[FLAT:.+]] = tensor.collapse_shape %[[CAT]] {{\[\[}}0, 1]] : tensor<3x2xi8> into tensor<6xi8>
// CHECK: %[[CUT:.+]] = tensor.extract_slice %[[FLAT]][0] [5] [1] : tensor<6xi8> to tensor<5xi8>
// CHECK: %[[ST0:.+]] = tensor.insert %{{.+}} into %arg0[%c2] : tensor<4xi32>
// CHECK: %[[ST1:.+]] = tensor.insert %{{.+}} into %[[ST0]][%c3] : tensor<4xi32>
// CHECK: %[[U:.+]] = builtin.unrealized_conversion_cast %[[CUT]] : tensor<5xi8> to tensor<5xui8>
// CHECK: return %[[ST1]], %[[U]] : tensor<4xi32>, tensor<5xui8>
func.func @threefry_u8_odd(%state: tensor<4xi32>) -> (tensor<4xi32>, tensor<5xui8>) {
  %s, %o = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<4xi32>) -> (tensor<4xi32>, tensor<5xui8>)
  return %s, %o : tensor<4xi32>, tensor<5xui8>
}

// -----

// PHILOX, 64-bit output: one block (ten rounds) gives two i64, so 8 blocks for 15 elements.
// CHECK-LABEL: func.func @philox_3x5
// CHECK-DAG: %[[M1:.+]] = arith.constant 3449720151 : i64
// CHECK-DAG: %[[M0:.+]] = arith.constant 3528531795 : i64
// CHECK-DAG: %[[EIGHT:.+]] = arith.constant 8 : i64
// CHECK: %[[CTR:.+]] = tensor.extract %arg0[%c1] : tensor<2xi64>
// CHECK: %[[KEY:.+]] = tensor.extract %arg0[%c0] : tensor<2xi64>
// CHECK: %[[NEXT:.+]] = arith.addi %[[CTR]], %[[EIGHT]] : i64
// CHECK: %[[G:.+]]:2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} outs(%{{.+}}, %{{.+}} : tensor<8xi64>, tensor<8xi64>)
// CHECK-COUNT-10: arith.muli %{{.+}}, %[[M0]] : i64
// CHECK: linalg.yield %{{.+}}, %{{.+}} : i64, i64
// CHECK: tensor.empty() : tensor<8x2xi64>
// CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0, 1]] : tensor<8x2xi64> into tensor<16xi64>
// CHECK: tensor.extract_slice %{{.+}}[0, 0] [15, 1] [1, 1] : tensor<16x1xi64> to tensor<15x1xi64>
// CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0, 1]] : tensor<15x1xi64> into tensor<15xi64>
// CHECK: %[[OUT:.+]] = tensor.expand_shape %{{.+}} {{\[\[}}0, 1]] output_shape [3, 5] : tensor<15xi64> into tensor<3x5xi64>
// CHECK: %[[ST:.+]] = tensor.insert %[[NEXT]] into %arg0[%c1] : tensor<2xi64>
// CHECK: return %[[ST]], %[[OUT]] : tensor<2xi64>, tensor<3x5xi64>
func.func @philox_3x5(%state: tensor<2xi64>) -> (tensor<2xi64>, tensor<3x5xi64>) {
  %s, %o = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xi64>) -> (tensor<2xi64>, tensor<3x5xi64>)
  return %s, %o : tensor<2xi64>, tensor<3x5xi64>
}

// -----

// A state of another layout has no lowering: the op stays.
// CHECK-LABEL: func.func @odd_state_stays
// CHECK: stablehlo.rng_bit_generator %arg0, algorithm = PHILOX
func.func @odd_state_stays(%state: tensor<5xi64>) -> (tensor<5xi64>, tensor<4xi32>) {
  %s, %o = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<5xi64>) -> (tensor<5xi64>, tensor<4xi32>)
  return %s, %o : tensor<5xi64>, tensor<4xi32>
}
