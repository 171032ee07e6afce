// -linalg-fuse-elementwise-ops also removes inputs the body never reads (while the other maps still
// bound every loop) and merges inputs repeating an earlier (value, map) pair, keeping the op's other
// attributes; a producer read twice by one consumer thereby gets fused.
// RUN: jopt %s -split-input-file -linalg-fuse-elementwise-ops | jfilecheck %s

// CHECK-LABEL: func.func @same_value_same_map(
// CHECK-SAME:    %[[A:[a-zA-Z0-9_]+]]: tensor<5xf32>
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel"]} ins(%[[A]] : tensor<5xf32>) outs(%{{.*}} : tensor<5xf32>) attrs =  {marker} {
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      arith.subf %[[X]], %[[X]] : f32
func.func @same_value_same_map(%a: tensor<5xf32>, %unused: tensor<5xf32>) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %unused, %a : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) outs(%e : tensor<5xf32>) attrs = {marker} {
  ^bb0(%x: f32, %u: f32, %y: f32, %o: f32):
    %d = arith.subf %x, %y : f32
    linalg.yield %d : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// Different maps: both inputs stay.
// CHECK-LABEL: func.func @same_value_other_map(
// CHECK:         linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<3x3xf32>, tensor<3x3xf32>)
func.func @same_value_other_map(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %e = tensor.empty() : tensor<3x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %a : tensor<3x3xf32>, tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

// -----

// The producer is read twice by the consumer: once merged, it has one use and is fused.
// CHECK-LABEL: func.func @twice_read_producer(
// CHECK:         linalg.generic
// CHECK:           math.exp
// CHECK-NEXT:      arith.mulf
// CHECK-NOT:     linalg.generic
func.func @twice_read_producer(%a: tensor<7xf32>) -> tensor<7xf32> {
  %e = tensor.empty() : tensor<7xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<7xf32>) outs(%e : tensor<7xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.exp %x : f32
    linalg.yield %t : f32
  } -> tensor<7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%p, %p : tensor<7xf32>, tensor<7xf32>) outs(%e : tensor<7xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<7xf32>
  return %r : tensor<7xf32>
}
