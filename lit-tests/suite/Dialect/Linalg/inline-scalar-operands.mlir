// -linalg-inline-scalar-operands: inputs read through constant maps leave linalg.generic; scalars are
// used directly, tensors through tensor.extract at the constant indices (hoisted to the function's top).
// Generics on buffers are left alone.
// RUN: jopt %s -linalg-inline-scalar-operands | jfilecheck %s

#id = affine_map<(i, j) -> (i, j)>
#none = affine_map<(i, j) -> ()>
#corner = affine_map<(i, j) -> (2, 0)>

// CHECK: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func @mixed
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>, %[[S:.*]]: i32, %[[T:.*]]: tensor<4x4xi32>, %[[M:.*]]: memref<2x3xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]] : tensor<2x3xi32>) outs(%{{.*}} : tensor<2x3xi32>) {
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[T]][%[[C2]], %[[C0]]] : tensor<4x4xi32>
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[S]], %[[IN]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[A]], %[[E]] : i32
// CHECK-NEXT: linalg.yield %[[B]] : i32
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[S]] : i32) outs(%[[M]] : memref<2x3xi32>)
func.func @mixed(%x: tensor<2x3xi32>, %s: i32, %t: tensor<4x4xi32>, %m: memref<2x3xi32>) -> tensor<2x3xi32> {
  %init = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [#none, #id, #corner, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %x, %t : i32, tensor<2x3xi32>, tensor<4x4xi32>) outs(%init : tensor<2x3xi32>) {
  ^bb0(%a: i32, %b: i32, %c: i32, %out: i32):
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %c : i32
    linalg.yield %1 : i32
  } -> tensor<2x3xi32>
  linalg.generic {indexing_maps = [#none, #id], iterator_types = ["parallel", "parallel"]} ins(%s : i32) outs(%m : memref<2x3xi32>) {
  ^bb0(%a: i32, %out: i32):
    linalg.yield %a : i32
  }
  return %r : tensor<2x3xi32>
}
