// -linalg-specialize-generic-ops raises linalg.generic to the named ops MLIR 22 recognises:
// copy, fill, broadcast, transpose, exp, float add/sub/mul/div, matmul, batch_matmul. Operands read
// through a transposing or broadcasting map are first unfolded into linalg.transpose/broadcast.
// RUN: jopt %s -split-input-file -linalg-specialize-generic-ops | jfilecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @elementwise
// CHECK: %[[E:.*]] = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK: linalg.generic
// CHECK: math.log
// CHECK: linalg.sub ins(%arg0, %[[E]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// Operands used the other way round swap the named op's inputs.
// CHECK: linalg.div ins(%[[E]], %arg0 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// Integer additions stay generic.
// CHECK: linalg.generic
// CHECK: arith.addi
func.func @elementwise(%a: tensor<?x?xf32>, %out: tensor<?x?xf32>, %i: tensor<4x8xi32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x8xi32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.exp %x : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.log %x : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %0 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %0 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.divf %y, %x : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %r = arith.addi %x, %y : i32
    linalg.yield %r : i32
  } -> tensor<4x8xi32>
  return %2, %3, %1, %4 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x8xi32>
}

// -----

// CHECK-LABEL: func.func @data_movement
// CHECK: linalg.fill ins(%arg0 : f32) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%arg2 : tensor<4x8xf32>) dimensions = [0]
// CHECK: linalg.transpose ins(%arg3 : tensor<8x4xf32>) outs(%arg2 : tensor<4x8xf32>) permutation = [1, 0]
// CHECK: linalg.copy ins(%arg2 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// A broadcast body that yields the init is not a broadcast.
// CHECK: linalg.generic
// CHECK: linalg.transpose ins(%arg5 : memref<8x4xf32>) outs(%arg4 : memref<4x8xf32>) permutation = [1, 0]
func.func @data_movement(%s: f32, %v: tensor<8xf32>, %x: tensor<4x8xf32>, %t: tensor<8x4xf32>, %m: memref<4x8xf32>, %n: memref<8x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : f32) outs(%x : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<8xf32>) outs(%x : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x4xf32>) outs(%x : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%x : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<8xf32>) outs(%x : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %o : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%n : memref<8x4xf32>) outs(%m : memref<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @contractions
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// MLIR 22 creates a transposed operand's matmul with the default maps, as here.
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// Casts of the operands are looked through.
// CHECK: linalg.matmul ins(%arg3, %arg4 : tensor<16x8xi16>, tensor<8x32xi16>) outs(%arg5 : tensor<16x32xi32>) -> tensor<16x32xi32>
// Both operands transposed: not a matmul.
// CHECK: linalg.generic
// CHECK: linalg.batch_matmul ins(%arg6, %arg7 : tensor<2x?x?xf32>, tensor<2x?x?xf32>) outs(%arg8 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#bt = affine_map<(d0, d1, d2) -> (d1, d2)>
#at = affine_map<(d0, d1, d2) -> (d2, d0)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contractions(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>, %I: tensor<16x8xi16>, %J: tensor<8x32xi16>, %K: tensor<16x32xi32>,
                        %BA: tensor<2x?x?xf32>, %BB: tensor<2x?x?xf32>, %BC: tensor<2x?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<16x32xi32>, tensor<?x?xf32>, tensor<2x?x?xf32>) {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#a, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %y, %x : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %2 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%I, %J : tensor<16x8xi16>, tensor<8x32xi16>) outs(%K : tensor<16x32xi32>) {
  ^bb0(%x: i16, %y: i16, %o: i32):
    %e = arith.extui %x : i16 to i32
    %f = arith.extsi %y : i16 to i32
    %m = arith.muli %e, %f : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<16x32xi32>
  %3 = linalg.generic {indexing_maps = [#at, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(b, d0, d1, d2) -> (b, d0, d2)>, affine_map<(b, d0, d1, d2) -> (b, d2, d1)>, affine_map<(b, d0, d1, d2) -> (b, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%BA, %BB : tensor<2x?x?xf32>, tensor<2x?x?xf32>) outs(%BC : tensor<2x?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x?x?xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<16x32xi32>, tensor<?x?xf32>, tensor<2x?x?xf32>
}

// -----

// CHECK: #[[$ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @unfold
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<3x8xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%arg0 : tensor<8x3xf32>) outs(%[[E0]] : tensor<3x8xf32>) permutation = [1, 0]
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<2x3x4x8xf32>
// CHECK: %[[B:.*]] = linalg.broadcast ins(%[[T]] : tensor<3x8xf32>) outs(%[[E1]] : tensor<2x3x4x8xf32>) dimensions = [0, 2]
// CHECK: linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[B]], %arg1 : tensor<2x3x4x8xf32>, tensor<2x3x4x8xf32>)
// CHECK: arith.addf
// CHECK: arith.mulf
func.func @unfold(%A: tensor<8x3xf32>, %B: tensor<2x3x4x8xf32>, %C: tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%A, %B : tensor<8x3xf32>, tensor<2x3x4x8xf32>) outs(%C : tensor<2x3x4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.addf %x, %y : f32
    %n = arith.mulf %m, %y : f32
    linalg.yield %n : f32
  } -> tensor<2x3x4x8xf32>
  return %0 : tensor<2x3x4x8xf32>
}
