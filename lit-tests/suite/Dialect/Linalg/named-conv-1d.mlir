// The 1-D named ops linalg.conv_1d, conv_1d_ncw_fcw, pooling_nwc_{sum,max,min,max_unsigned,
// min_unsigned} and pooling_ncw_{sum,max}: short form as MLIR 22 prints it, and their generic form
// (maps with strides/dilations, bodies with the input cast: extf, or none) after generalization.
// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect -linalg-generalize-named-ops | jfilecheck %s --check-prefix=GEN

func.func @p(%a: tensor<1x8x3xf16>, %k: tensor<2xf32>, %o: tensor<1x4x3xf32>, %a2: tensor<1x3x8xi32>, %o2: tensor<1x3x7xi32>, %x: tensor<9xf32>, %w: tensor<3xf32>, %y: tensor<7xf32>, %ncw: tensor<1x3x8xf32>, %fcw: tensor<4x3x2xf32>, %k1: tensor<1xf32>, %nfw: tensor<1x4x7xf32>) {
  %0 = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a, %k : tensor<1x8x3xf16>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  %1 = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a, %k : tensor<1x8x3xf16>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  %2 = linalg.pooling_nwc_min ins(%a, %k : tensor<1x8x3xf16>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  %3 = linalg.pooling_ncw_sum ins(%a2, %k : tensor<1x3x8xi32>, tensor<2xf32>) outs(%o2 : tensor<1x3x7xi32>) -> tensor<1x3x7xi32>
  %4 = linalg.pooling_ncw_max ins(%a2, %k : tensor<1x3x8xi32>, tensor<2xf32>) outs(%o2 : tensor<1x3x7xi32>) -> tensor<1x3x7xi32>
  %5 = linalg.pooling_nwc_max_unsigned ins(%a2, %k1 : tensor<1x3x8xi32>, tensor<1xf32>) outs(%a2 : tensor<1x3x8xi32>) -> tensor<1x3x8xi32>
  %6 = linalg.pooling_nwc_min_unsigned ins(%a2, %k1 : tensor<1x3x8xi32>, tensor<1xf32>) outs(%a2 : tensor<1x3x8xi32>) -> tensor<1x3x8xi32>
  %7 = linalg.conv_1d ins(%x, %w : tensor<9xf32>, tensor<3xf32>) outs(%y : tensor<7xf32>) -> tensor<7xf32>
  %8 = linalg.conv_1d_ncw_fcw ins(%ncw, %fcw : tensor<1x3x8xf32>, tensor<4x3x2xf32>) outs(%nfw : tensor<1x4x7xf32>) -> tensor<1x4x7xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>, tensor<1x4x3xf32>, tensor<1x3x7xi32>, tensor<1x3x7xi32>, tensor<1x3x8xi32>, tensor<1x3x8xi32>, tensor<7xf32>, tensor<1x4x7xf32>) -> ()
  return
}
// CHECK-LABEL: func.func @p(%arg0: tensor<1x8x3xf16>, %arg1: tensor<2xf32>, %arg2: tensor<1x4x3xf32>, %arg3: tensor<1x3x8xi32>, %arg4: tensor<1x3x7xi32>, %arg5: tensor<9xf32>, %arg6: tensor<3xf32>, %arg7: tensor<7xf32>, %arg8: tensor<1x3x8xf32>, %arg9: tensor<4x3x2xf32>, %arg10: tensor<1xf32>, %arg11: tensor<1x4x7xf32>) {
// CHECK-NEXT: %0 = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x8x3xf16>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK-NEXT: %1 = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x8x3xf16>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK-NEXT: %2 = linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<1x8x3xf16>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK-NEXT: %3 = linalg.pooling_ncw_sum ins(%arg3, %arg1 : tensor<1x3x8xi32>, tensor<2xf32>) outs(%arg4 : tensor<1x3x7xi32>) -> tensor<1x3x7xi32>
// CHECK-NEXT: %4 = linalg.pooling_ncw_max ins(%arg3, %arg1 : tensor<1x3x8xi32>, tensor<2xf32>) outs(%arg4 : tensor<1x3x7xi32>) -> tensor<1x3x7xi32>
// CHECK-NEXT: %5 = linalg.pooling_nwc_max_unsigned ins(%arg3, %arg10 : tensor<1x3x8xi32>, tensor<1xf32>) outs(%arg3 : tensor<1x3x8xi32>) -> tensor<1x3x8xi32>
// CHECK-NEXT: %6 = linalg.pooling_nwc_min_unsigned ins(%arg3, %arg10 : tensor<1x3x8xi32>, tensor<1xf32>) outs(%arg3 : tensor<1x3x8xi32>) -> tensor<1x3x8xi32>
// CHECK-NEXT: %7 = linalg.conv_1d ins(%arg5, %arg6 : tensor<9xf32>, tensor<3xf32>) outs(%arg7 : tensor<7xf32>) -> tensor<7xf32>
// CHECK-NEXT: %8 = linalg.conv_1d_ncw_fcw ins(%arg8, %arg9 : tensor<1x3x8xf32>, tensor<4x3x2xf32>) outs(%arg11 : tensor<1x4x7xf32>) -> tensor<1x4x7xf32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>, tensor<1x4x3xf32>, tensor<1x3x7xi32>, tensor<1x3x7xi32>, tensor<1x3x8xi32>, tensor<1x3x8xi32>, tensor<7xf32>, tensor<1x4x7xf32>) -> ()
// CHECK-NEXT: return
// GEN-DAG: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3, d2)>
// GEN-DAG: #map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
// GEN-DAG: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-DAG: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GEN-DAG: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3)>
// GEN-DAG: #map5 = affine_map<(d0, d1) -> (d0 + d1)>
// GEN-DAG: #map6 = affine_map<(d0, d1) -> (d1)>
// GEN-DAG: #map7 = affine_map<(d0, d1) -> (d0)>
// GEN-DAG: #map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 + d4)>
// GEN-DAG: #map9 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// GEN-DAG: #map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GEN-LABEL: func.func @p(%arg0: tensor<1x8x3xf16>, %arg1: tensor<2xf32>, %arg2: tensor<1x4x3xf32>, %arg3: tensor<1x3x8xi32>, %arg4: tensor<1x3x7xi32>, %arg5: tensor<9xf32>, %arg6: tensor<3xf32>, %arg7: tensor<7xf32>, %arg8: tensor<1x3x8xf32>, %arg9: tensor<4x3x2xf32>, %arg10: tensor<1xf32>, %arg11: tensor<1x4x7xf32>) {
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x8x3xf16>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) {
// GEN-NEXT: ^bb0(%in: f16, %in_0: f32, %out: f32):
// GEN-NEXT: %9 = arith.extf %in : f16 to f32
// GEN-NEXT: %10 = arith.addf %out, %9 : f32
// GEN-NEXT: linalg.yield %10 : f32
// GEN-NEXT: } -> tensor<1x4x3xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x8x3xf16>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) {
// GEN-NEXT: ^bb0(%in: f16, %in_0: f32, %out: f32):
// GEN-NEXT: %9 = arith.extf %in : f16 to f32
// GEN-NEXT: %10 = arith.maximumf %out, %9 : f32
// GEN-NEXT: linalg.yield %10 : f32
// GEN-NEXT: } -> tensor<1x4x3xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x8x3xf16>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) {
// GEN-NEXT: ^bb0(%in: f16, %in_0: f32, %out: f32):
// GEN-NEXT: %9 = arith.extf %in : f16 to f32
// GEN-NEXT: %10 = arith.minimumf %out, %9 : f32
// GEN-NEXT: linalg.yield %10 : f32
// GEN-NEXT: } -> tensor<1x4x3xf32>
// GEN-NEXT: %3 = linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg3, %arg1 : tensor<1x3x8xi32>, tensor<2xf32>) outs(%arg4 : tensor<1x3x7xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: f32, %out: i32):
// GEN-NEXT: %9 = arith.addi %out, %in : i32
// GEN-NEXT: linalg.yield %9 : i32
// GEN-NEXT: } -> tensor<1x3x7xi32>
// GEN-NEXT: %4 = linalg.generic {indexing_maps = [#map4, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg3, %arg1 : tensor<1x3x8xi32>, tensor<2xf32>) outs(%arg4 : tensor<1x3x7xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: f32, %out: i32):
// GEN-NEXT: %9 = arith.maxsi %out, %in : i32
// GEN-NEXT: linalg.yield %9 : i32
// GEN-NEXT: } -> tensor<1x3x7xi32>
// GEN-NEXT: %5 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg3, %arg10 : tensor<1x3x8xi32>, tensor<1xf32>) outs(%arg3 : tensor<1x3x8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: f32, %out: i32):
// GEN-NEXT: %9 = arith.maxui %out, %in : i32
// GEN-NEXT: linalg.yield %9 : i32
// GEN-NEXT: } -> tensor<1x3x8xi32>
// GEN-NEXT: %6 = linalg.generic {indexing_maps = [#map3, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg3, %arg10 : tensor<1x3x8xi32>, tensor<1xf32>) outs(%arg3 : tensor<1x3x8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: f32, %out: i32):
// GEN-NEXT: %9 = arith.minui %out, %in : i32
// GEN-NEXT: linalg.yield %9 : i32
// GEN-NEXT: } -> tensor<1x3x8xi32>
// GEN-NEXT: %7 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "reduction"]} ins(%arg5, %arg6 : tensor<9xf32>, tensor<3xf32>) outs(%arg7 : tensor<7xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %9 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %10 = arith.addf %out, %9 : f32
// GEN-NEXT: linalg.yield %10 : f32
// GEN-NEXT: } -> tensor<7xf32>
// GEN-NEXT: %8 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg8, %arg9 : tensor<1x3x8xf32>, tensor<4x3x2xf32>) outs(%arg11 : tensor<1x4x7xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %9 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: %10 = arith.addf %out, %9 : f32
// GEN-NEXT: linalg.yield %10 : f32
// GEN-NEXT: } -> tensor<1x4x7xf32>
// GEN-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (tensor<1x4x3xf32>, tensor<1x4x3xf32>, tensor<1x4x3xf32>, tensor<1x3x7xi32>, tensor<1x3x7xi32>, tensor<1x3x8xi32>, tensor<1x3x8xi32>, tensor<7xf32>, tensor<1x4x7xf32>) -> ()
// GEN-NEXT: return
