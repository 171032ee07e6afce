// affine.for prints a constant bound as an integer, a single-symbol bound as
// its operand and any other bound as a map (with `max`/`min` when it has
// several results); step 1 and an operand-free affine.yield are implicit.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-DAG: #[[LB:.*]] = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-DAG: #[[UB:.*]] = affine_map<(d0) -> (d0, 100)>
// CHECK-DAG: #[[PLUS:.*]] = affine_map<(d0) -> (d0 + 5)>
#lb = affine_map<(d0)[s0] -> (d0, s0)>

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[X:[^:]*]]: f32)
func.func @loops(%n: index, %x: f32) -> f32 {
  // CHECK: affine.for %[[I:.*]] = 0 to 10 step 2 {
  // CHECK-NEXT: affine.apply #{{.*}}(%[[I]])
  // CHECK-NEXT: }
  affine.for %i = 0 to 10 step 2 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  }
  // CHECK: affine.for %{{.*}} = max #[[LB]](%[[N]])[%[[N]]] to min #[[UB]](%[[N]]) {
  affine.for %i = max #lb(%n)[%n] to min affine_map<(d0) -> (d0, 100)>(%n) {
  }
  // CHECK: affine.for %{{.*}} = %[[N]] to #[[PLUS]](%[[N]]) {
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<(d0) -> (d0 + 5)>(%n) {
  }
  // CHECK: %[[R:.*]] = affine.for %{{.*}} = 0 to %[[N]] iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) {
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
  // CHECK-NEXT: affine.yield %[[S]] : f32
  // CHECK-NEXT: }
  %r = affine.for %i = 0 to %n iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  // CHECK: affine.for %{{.*}} = 0 to 4 {
  // CHECK-NEXT: } {tag}
  affine.for %i = 0 to 4 {
  } {tag}
  // CHECK: return %[[R]] : f32
  return %r : f32
}

// GENERIC: "affine.for"() <{lowerBoundMap = #{{.*}}, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #{{.*}}}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: index):
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.for"(%{{.*}}, %{{.*}}, %{{.*}}) <{lowerBoundMap = #{{.*}}, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #{{.*}}}>
// GENERIC: "affine.for"(%{{.*}}, %{{.*}}) <{{.*}}operandSegmentSizes = array<i32: 0, 1, 1>{{.*}}}> ({
// GENERIC: "affine.yield"(%{{.*}}) : (f32) -> ()
// GENERIC-NEXT: }) : (index, f32) -> f32

// In the generic form the aliases of a loop's body come before those of the
// loop's own bound maps, as mlir-opt numbers them.
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=ORDER
// ORDER: #map = affine_map<(d0) -> (d0 + 1)>
// ORDER-NEXT: #map1 = affine_map<() -> (0)>
// ORDER-NEXT: #map2 = affine_map<() -> (10)>
