// affine.if takes an integer set with its dims and symbols; the else region
// and the operand-free affine.yield are optional, results are listed after
// `->` (one type without parentheses).
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-DAG: #[[SET:.*]] = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
// CHECK-DAG: #[[POS:.*]] = affine_set<(d0) : (d0 >= 0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>

// CHECK-LABEL: func.func @conditions(
// CHECK-SAME: %[[I:[^:]*]]: index, %[[N:[^:]*]]: index, %[[X:[^:]*]]: f32)
func.func @conditions(%i: index, %n: index, %x: f32) -> (f32, index) {
  // CHECK: affine.if #[[SET]](%[[I]])[%[[N]]] {
  // CHECK-NEXT: arith.addf
  // CHECK-NEXT: }
  affine.if #set(%i)[%n] {
    %a = arith.addf %x, %x : f32
  }
  // CHECK: affine.if #[[POS]](%[[I]]) {
  // CHECK-NEXT: } else {
  // CHECK-NEXT: arith.addf
  // CHECK-NEXT: } {tag}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
  } else {
    %b = arith.addf %x, %x : f32
  } {tag}
  // CHECK: %[[R:.*]] = affine.if #[[SET]](%[[I]])[%[[N]]] -> f32 {
  // CHECK-NEXT: affine.yield %[[X]] : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: affine.yield %[[X]] : f32
  // CHECK-NEXT: }
  %r = affine.if #set(%i)[%n] -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %x : f32
  }
  // CHECK: %[[P:.*]]:2 = affine.if #[[SET]](%[[I]])[%[[N]]] -> (f32, index) {
  // CHECK-NEXT: affine.yield %[[X]], %[[I]] : f32, index
  %p:2 = affine.if #set(%i)[%n] -> (f32, index) {
    affine.yield %x, %i : f32, index
  } else {
    affine.yield %x, %n : f32, index
  }
  // CHECK: return %[[R]], %[[P]]#1
  return %r, %p#1 : f32, index
}

// GENERIC: "affine.if"(%{{.*}}, %{{.*}}) <{condition = #{{.*}}}> ({
// GENERIC: "affine.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (index, index) -> ()
// GENERIC: "affine.if"(%{{.*}}) <{condition = #{{.*}}}> ({
// GENERIC: }) {tag} : (index) -> ()
