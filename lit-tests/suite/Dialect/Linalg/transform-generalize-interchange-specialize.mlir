// transform.structured.generalize, interchange and specialize: a named op becomes linalg.generic,
// its loops are permuted (maps, iterator types, and linalg.index through affine.apply), and a
// generic that is a named op in disguise gets its name back; payload ops of the wrong kind fail.
// RUN: jopt %s -split-input-file -transform-interpreter -verify-diagnostics | jfilecheck %s

// CHECK-DAG:   #[[$A:.*]] = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-DAG:   #[[$B:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG:   #[[$C:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @generalize_then_interchange
// CHECK:         linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["reduction", "parallel", "parallel"]}
// CHECK-SAME:      ins(%{{.*}}, %{{.*}} : tensor<4x6xf32>, tensor<6x5xf32>) outs(%{{.*}} : tensor<4x5xf32>)
// CHECK:           arith.mulf
// CHECK:           arith.addf
func.func @generalize_then_interchange(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %m : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.interchange %g iterator_interchange = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-DAG:   #[[$T:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @index_interchange
// CHECK:         ^bb0(%{{.*}}: index):
// CHECK-NEXT:      %[[I0:.*]] = linalg.index 0 : index
// CHECK-NEXT:      %[[I1:.*]] = linalg.index 1 : index
// CHECK-NEXT:      %[[OLD:.*]] = affine.apply #[[$T]](%[[I0]], %[[I1]])
// CHECK-NEXT:      linalg.yield %[[OLD]] : index
func.func @index_interchange(%o: tensor<3x7xindex>) -> tensor<3x7xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%o : tensor<3x7xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    linalg.yield %i : index
  } -> tensor<3x7xindex>
  return %0 : tensor<3x7xindex>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.interchange %g iterator_interchange = [1, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @round_trip
// CHECK:         %[[R:.*]] = linalg.sub ins(%{{.*}}, %{{.*}} : tensor<9xf32>, tensor<9xf32>) outs(%{{.*}} : tensor<9xf32>) -> tensor<9xf32>
// CHECK-NEXT:    return %[[R]]
func.func @round_trip(%a: tensor<9xf32>, %b: tensor<9xf32>) -> tensor<9xf32> {
  %0 = linalg.sub ins(%a, %b : tensor<9xf32>, tensor<9xf32>) outs(%b : tensor<9xf32>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.sub"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %s : (!transform.any_op) -> !transform.any_op
    %n = transform.structured.specialize %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @wrong_kind(%a: tensor<9xf32>, %b: tensor<9xf32>) -> tensor<9xf32> {
  // expected-note @below {{when applied to this op}}
  %0 = linalg.sub ins(%a, %b : tensor<9xf32>, tensor<9xf32>) outs(%b : tensor<9xf32>) -> tensor<9xf32>
  return %0 : tensor<9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %s = transform.structured.match ops{["linalg.sub"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform applied to the wrong op kind}}
    %i = transform.structured.interchange %s iterator_interchange = [0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
