// The element-wise named ops (linalg.add, sub, mul, div, div_unsigned, max, min, powf, exp, log, abs,
// ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, select): short form, generic form
// and -linalg-generalize-named-ops (identity maps, parallel loops, MLIR's bodies), on floats and integers.
// RUN: jopt %s  | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -linalg-generalize-named-ops | jfilecheck %s --check-prefix=GEN

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xi1>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r1 = linalg.sub ins(%r0, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r2 = linalg.mul ins(%r1, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r3 = linalg.div ins(%r2, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r4 = linalg.max ins(%r3, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r5 = linalg.min ins(%r4, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r6 = linalg.powf ins(%r5, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u0 = linalg.exp ins(%r6 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u1 = linalg.log ins(%u0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u2 = linalg.abs ins(%u1 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u3 = linalg.ceil ins(%u2 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u4 = linalg.floor ins(%u3 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u5 = linalg.negf ins(%u4 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u6 = linalg.reciprocal ins(%u5 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u7 = linalg.round ins(%u6 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u8 = linalg.sqrt ins(%u7 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u9 = linalg.rsqrt ins(%u8 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u10 = linalg.square ins(%u9 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u11 = linalg.tanh ins(%u10 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u12 = linalg.erf ins(%u11 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.select ins(%c, %u12, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}
func.func @i(%a: memref<8xi32>, %b: memref<8xi32>, %o: memref<8xi32>) {
  linalg.add ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  linalg.sub ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  linalg.mul ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  linalg.div ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  linalg.div_unsigned ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  linalg.max ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  linalg.min ins(%a, %b : memref<8xi32>, memref<8xi32>) outs(%o : memref<8xi32>)
  return
}

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xi1>, %arg3: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.sub ins(%0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.mul ins(%1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %3 = linalg.div ins(%2, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %4 = linalg.max ins(%3, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %5 = linalg.min ins(%4, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %6 = linalg.powf ins(%5, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %7 = linalg.exp ins(%6 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %8 = linalg.log ins(%7 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %9 = linalg.abs ins(%8 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %10 = linalg.ceil ins(%9 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %11 = linalg.floor ins(%10 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %12 = linalg.negf ins(%11 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %13 = linalg.reciprocal ins(%12 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %14 = linalg.round ins(%13 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %15 = linalg.sqrt ins(%14 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %16 = linalg.rsqrt ins(%15 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %17 = linalg.square ins(%16 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %18 = linalg.tanh ins(%17 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %19 = linalg.erf ins(%18 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %20 = linalg.select ins(%arg2, %19, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %20 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i(
// CHECK-SAME: %arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>) {
// CHECK-NEXT: linalg.add ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: linalg.sub ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: linalg.mul ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: linalg.div ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: linalg.div_unsigned ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: linalg.max ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: linalg.min ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }

// GEN: #map = affine_map<(d0, d1) -> (d0, d1)>
// GEN: #map1 = affine_map<(d0) -> (d0)>
// GEN-LABEL: func.func @f(
// GEN-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xi1>, %arg3: tensor<4x8xf32>) -> tensor<4x8xf32> {
// GEN-NEXT: %cst = arith.constant 1.000000e+00 : f32
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = arith.addf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = arith.subf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = arith.mulf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = arith.divf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = arith.maximumf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = arith.minimumf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// GEN-NEXT: %21 = math.powf %in, %in_0 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.exp %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.log %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.absf %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.ceil %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.floor %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = arith.negf %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = arith.divf %cst, %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.round %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.sqrt %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.rsqrt %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = arith.mulf %in, %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.tanh %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: %21 = math.erf %in : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: %20 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %19, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// GEN-NEXT: ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// GEN-NEXT: %21 = arith.select %in, %in_0, %in_1 : f32
// GEN-NEXT: linalg.yield %21 : f32
// GEN-NEXT: } -> tensor<4x8xf32>
// GEN-NEXT: return %20 : tensor<4x8xf32>
// GEN-NEXT: }
// GEN-LABEL: func.func @i(
// GEN-SAME: %arg0: memref<8xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>) {
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.addi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.subi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.muli %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.divsi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.divui %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.maxsi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<8xi32>, memref<8xi32>) outs(%arg2 : memref<8xi32>) {
// GEN-NEXT: ^bb0(%in: i32, %in_0: i32, %out: i32):
// GEN-NEXT: %0 = arith.minsi %in, %in_0 : i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN-NEXT: }
// GEN-NEXT: return
// GEN-NEXT: }
