// The vector lowering pattern sets applied from transform IR (transform.apply_patterns.vector.*).
// RUN: jopt %s -split-input-file -transform-interpreter | jfilecheck %s

// A contraction with the default strategy (outerproduct) becomes one outer product per k.
// CHECK-LABEL: func.func @matmul_2x4x3
// CHECK:         %[[AT:.*]] = vector.transpose %{{.*}}, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-COUNT-4: vector.outerproduct {{.*}} {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
// CHECK-NOT:     vector.contract
// CHECK:         transform.apply_patterns.vector.lower_contraction{{$}}
#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#out = affine_map<(m, n, k) -> (m, n)>
func.func @matmul_2x4x3(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
    } : !transform.any_op
    transform.yield
  }
}

// -----

// Broadcasting a row into a matrix inserts it once per row into a poison value.
// CHECK-LABEL: func.func @rows
// CHECK:         %[[P:.*]] = ub.poison : vector<3x2xi8>
// CHECK:         %[[R0:.*]] = vector.insert %{{.*}}, %[[P]] [0] : vector<2xi8> into vector<3x2xi8>
// CHECK:         %[[R1:.*]] = vector.insert %{{.*}}, %[[R0]] [1] : vector<2xi8> into vector<3x2xi8>
// CHECK:         %[[R2:.*]] = vector.insert %{{.*}}, %[[R1]] [2] : vector<2xi8> into vector<3x2xi8>
// CHECK:         return %[[R2]]
func.func @rows(%row: vector<2xi8>) -> vector<3x2xi8> {
  %0 = vector.broadcast %row : vector<2xi8> to vector<3x2xi8>
  return %0 : vector<3x2xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_broadcast
    } : !transform.any_op
    transform.yield
  }
}

// -----

// Inner reductions: one vector.reduction per row, the non-default strategy is printed back.
// CHECK-LABEL: func.func @row_sums
// CHECK-COUNT-3: vector.reduction <add>, %{{.*}}, %{{.*}} : vector<5xi32> into i32
// CHECK-NOT:     vector.multi_reduction
// CHECK:         transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = innerreduction
func.func @row_sums(%m: vector<3x5xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
  %0 = vector.multi_reduction <add>, %m, %acc [1] : vector<3x5xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = innerreduction
    } : !transform.any_op
    transform.yield
  }
}
