// -linalg-fuse-elementwise-ops: an elementwise generic whose result has one
// use is fused into the generic consuming it (its inputs spliced in with maps
// in the consumer's loop space, its body cloned before the consumer's); an
// init the body never reads becomes a tensor.empty of its shape.
// RUN: jopt %s -linalg-fuse-elementwise-ops | jfilecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[A:.*]]: tensor<?x8xf32>, %[[B:.*]]: tensor<8xf32>, %[[O:.*]]: tensor<?x8xf32>)
func.func @chain(%a: tensor<?x8xf32>, %b: tensor<8xf32>, %o: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // CHECK: %[[D:.*]] = tensor.dim %[[O]], %{{.*}} : tensor<?x8xf32>
  // CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x8xf32>
  // CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[COL]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<?x8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<?x8xf32>) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
  // CHECK-NEXT: %[[II:.*]] = arith.index_cast %[[I]] : index to i32
  // CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[II]] : i32 to f32
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[Y]], %[[F]] : f32
  // CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[S]] : f32
  // CHECK-NEXT: %[[TH:.*]] = math.tanh %[[M]] : f32
  // CHECK-NEXT: linalg.yield %[[TH]] : f32
  // CHECK-NEXT: } -> tensor<?x8xf32>
  // CHECK-NEXT: return %[[R]]
  %0 = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<8xf32>) outs(%o : tensor<?x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %0 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%o : tensor<?x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x8xf32>) outs(%o : tensor<?x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = math.tanh %x : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  return %2 : tensor<?x8xf32>
}

// The producer's maps are rewritten into the consumer's loop space (here
// through a transpose); a reduction consumer takes elementwise producers.
// CHECK-LABEL: func.func @transpose_then_reduce(
// CHECK-SAME: %[[A:.*]]: tensor<8x4xf32>, %[[R:.*]]: tensor<4xf32>)
func.func @transpose_then_reduce(%a: tensor<8x4xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: linalg.generic {indexing_maps = [#[[T]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<8x4xf32>) outs(%[[R]] : tensor<4xf32>) {
  // CHECK: math.exp
  // CHECK-NEXT: arith.addf
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x8xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// A producer with a second use is not fused.
// CHECK-LABEL: func.func @two_uses(
func.func @two_uses(%a: tensor<8xf32>, %o: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // CHECK: math.exp
  // CHECK: } -> tensor<8xf32>
  // CHECK: linalg.generic
  // CHECK: math.log
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<8xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = math.log %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
