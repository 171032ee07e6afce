// affine.apply, affine.min and affine.max print their map (as an alias when
// one is used) followed by dims in parentheses and symbols in brackets; the
// generic form keeps the map as the `map` property.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-DAG: #[[SUM:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #[[TWICE:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0)[s0] -> (d0, s0 + 4)>
// CHECK-DAG: #[[FLOOR:.*]] = affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)>
#sum = affine_map<(d0)[s0] -> (d0 + s0)>

// CHECK-LABEL: func.func @maps(
// CHECK-SAME: %[[A:.*]]: index, %[[S:.*]]: index)
func.func @maps(%a: index, %s: index) -> (index, index, index, index, index) {
  // CHECK: %[[X:.*]] = affine.apply #[[SUM]](%[[A]])[%[[S]]]
  %0 = affine.apply #sum(%a)[%s]
  // CHECK: affine.apply #[[TWICE]]()[%[[S]]]
  %1 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%s]
  // CHECK: affine.min #[[PAIR]](%[[A]])[%[[S]]]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 4)>(%a)[%s]
  // CHECK: affine.max #[[PAIR]](%[[X]])[%[[A]]] {tag}
  %3 = affine.max affine_map<(d0)[s0] -> (d0, s0 + 4)>(%0)[%a] {tag}
  // CHECK: affine.apply #[[FLOOR]](%[[A]], %[[S]])
  %4 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 3)>(%a, %s)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// GENERIC: "affine.apply"(%{{.*}}, %{{.*}}) <{map = #map}> : (index, index) -> index
// GENERIC: "affine.apply"(%{{.*}}) <{map = #map1}> : (index) -> index
// GENERIC: "affine.min"(%{{.*}}, %{{.*}}) <{map = #map2}> : (index, index) -> index
// GENERIC: "affine.max"(%{{.*}}, %{{.*}}) <{map = #map2}> {tag} : (index, index) -> index

// The generic form parses too, and prints back in the custom form.
// CHECK-LABEL: func.func @generic(
func.func @generic(%i: index) -> index {
  // CHECK: affine.apply #{{.*}}(%{{.*}})
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0 + 1)>} : (index) -> index
  return %0 : index
}
