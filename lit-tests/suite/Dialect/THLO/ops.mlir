// thlo's destination-style syntax: ins(%v : type, ...) outs(%init : type), the op's own attributes,
// then an attribute dictionary; scatter and sort print their body's arguments on the next line.
// The printed form parses back to the same text.
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @shapes
// CHECK: %{{.*}} = thlo.concatenate ins(%arg0 : tensor<2x?xf32>, %arg1 : tensor<2x3xf32>) outs(%arg2 : tensor<2x?xf32>) dimension = 1 {tag}
// CHECK: %{{.*}} = thlo.dynamic_broadcast_in_dim ins(%arg3 : tensor<?xf32>) outs(%arg4 : tensor<?x?xf32>) broadcast_dimensions = [1]  {known_expanding_dimensions = array<i64: 0>}
// CHECK: %reversed = thlo.reverse ins(%arg0 : tensor<2x?xf32>) outs(%arg2 : tensor<2x?xf32>) reverse_dimensions = [0, 1]
// CHECK: %{{.*}} = thlo.gather ins(%arg5 : tensor<8x4xf32>, %arg6 : tensor<3x2xindex>) outs(%arg7 : tensor<3x1x4xf32>)
func.func @shapes(%a: tensor<2x?xf32>, %b: tensor<2x3xf32>, %init: tensor<2x?xf32>, %v: tensor<?xf32>, %bi: tensor<?x?xf32>,
                  %src: tensor<8x4xf32>, %idx: tensor<3x2xindex>, %g: tensor<3x1x4xf32>) {
  %0 = thlo.concatenate ins(%a : tensor<2x?xf32>, %b : tensor<2x3xf32>) outs(%init : tensor<2x?xf32>) dimension = 1 {tag}
  %1 = thlo.dynamic_broadcast_in_dim ins(%v : tensor<?xf32>) outs(%bi : tensor<?x?xf32>) broadcast_dimensions = [1] {known_expanding_dimensions = array<i64: 0>}
  %2 = thlo.reverse ins(%a : tensor<2x?xf32>) outs(%init : tensor<2x?xf32>) reverse_dimensions = [0, 1]
  %3 = thlo.gather ins(%src : tensor<8x4xf32>, %idx : tensor<3x2xindex>) outs(%g : tensor<3x1x4xf32>)
  return
}

// CHECK-LABEL: func.func @bodies
// CHECK:      %sorted0, %sorted1 = thlo.sort ins(%arg0 : tensor<4xf32>, %arg1 : tensor<4xi32>) outs(%arg2 : tensor<4xf32>, %arg3 : tensor<4xi32>) dimension = 0 is_stable = false
// CHECK-NEXT:   (%lhs0: f32, %rhs0: f32, %lhs1: i32, %rhs1: i32) {
// CHECK-NEXT:     %[[LT:.*]] = arith.cmpf olt, %lhs0, %rhs0 : f32
// CHECK-NEXT:     thlo.yield %[[LT]] : i1
// CHECK-NEXT:   }
// CHECK:      thlo.scatter ins(%arg4 : tensor<2x1xindex>, %arg5 : tensor<2x3xf32>) outs(%arg6 : tensor<5x3xf32>)
// CHECK-NEXT:   (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK:          thlo.yield
func.func @bodies(%k: tensor<4xf32>, %v: tensor<4xi32>, %ki: tensor<4xf32>, %vi: tensor<4xi32>,
                  %idx: tensor<2x1xindex>, %upd: tensor<2x3xf32>, %dst: tensor<5x3xf32>) {
  %s:2 = thlo.sort ins(%k : tensor<4xf32>, %v : tensor<4xi32>) outs(%ki : tensor<4xf32>, %vi : tensor<4xi32>) dimension = 0 is_stable = false
    (%a: f32, %b: f32, %c: i32, %d: i32) {
      %lt = arith.cmpf olt, %a, %b : f32
      thlo.yield %lt : i1
    }
  %r = thlo.scatter ins(%idx : tensor<2x1xindex>, %upd : tensor<2x3xf32>) outs(%dst : tensor<5x3xf32>)
    (%u: f32, %cur: f32) {
      %sum = arith.addf %u, %cur : f32
      thlo.yield %sum : f32
    }
  return
}

// On memrefs the ops have no results.
// CHECK-LABEL: func.func @buffers
// CHECK: thlo.reverse ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) reverse_dimensions = [0]
// CHECK-NOT: =
func.func @buffers(%in: memref<4xf32>, %out: memref<4xf32>) {
  thlo.reverse ins(%in : memref<4xf32>) outs(%out : memref<4xf32>) reverse_dimensions = [0]
  return
}
