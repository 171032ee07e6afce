// -lower-affine turns affine loops and conditionals into scf, and every affine
// map into arith on index values: floordiv, ceildiv and mod get upstream's
// sign corrections, products carry overflow<nsw>, bounds with several
// expressions take the max (lower) or min (upper) of them.
// RUN: jopt %s -lower-affine | jfilecheck %s

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %[[M:.*]]: memref<16xf32>, %[[N:.*]]: index, %[[X:.*]]: f32)
func.func @loops(%m: memref<16xf32>, %n: index, %x: f32) -> f32 {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[R:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C16]] step %[[C4]] iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) {
  %r = affine.for %i = 0 to 16 step 4 iter_args(%acc = %x) -> f32 {
    // CHECK-NEXT: %[[LB:.*]] = arith.addi %[[I]], %[[N]] : index
    // CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
    // CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[LB]], %[[C3]] : index
    // CHECK-NEXT: %[[C16B:.*]] = arith.constant 16 : index
    // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
    // CHECK-NEXT: scf.for %[[J:.*]] = %[[LO]] to %[[C16B]] step %[[C1]] {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 + s0, 3)>(%i)[%n] to 16 {
      // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
      // CHECK-NEXT: %[[T:.*]] = arith.muli %[[J]], %[[C2]] overflow<nsw> : index
      // CHECK-NEXT: %[[CM1:.*]] = arith.constant -1 : index
      // CHECK-NEXT: %[[U:.*]] = arith.muli %[[N]], %[[CM1]] overflow<nsw> : index
      // CHECK-NEXT: %[[IDX:.*]] = arith.addi %[[T]], %[[U]] : index
      // CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[IDX]]] : memref<16xf32>
      %v = affine.load %m[%j * 2 - symbol(%n)] : memref<16xf32>
      // CHECK-NEXT: memref.store %[[V]], %[[M]][%[[J]]] : memref<16xf32>
      affine.store %v, %m[%j] : memref<16xf32>
    }
    // CHECK: scf.yield %{{.*}} : f32
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @divisions(
// CHECK-SAME: %[[A:.*]]: index)
func.func @divisions(%a: index) -> (index, index, index) {
  // floordiv: negative dividends are biased before dividing.
  // CHECK: %[[C3:.*]] = arith.constant 3 : index
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[M1:.*]] = arith.constant -1 : index
  // CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[A]], %[[Z]] : index
  // CHECK-NEXT: %[[D1:.*]] = arith.subi %[[M1]], %[[A]] : index
  // CHECK-NEXT: %[[D2:.*]] = arith.select %[[NEG]], %[[D1]], %[[A]] : index
  // CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[D2]], %[[C3]] : index
  // CHECK-NEXT: %[[Q1:.*]] = arith.subi %[[M1]], %[[Q]] : index
  // CHECK-NEXT: %[[FLOOR:.*]] = arith.select %[[NEG]], %[[Q1]], %[[Q]] : index
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%a)
  // ceildiv: non-positive dividends are negated.
  // CHECK: arith.cmpi sle
  // CHECK: arith.divsi
  // CHECK: %[[CEIL:.*]] = arith.select
  %1 = affine.apply affine_map<(d0) -> (d0 ceildiv 5)>(%a)
  // mod: a negative remainder gets the divisor added.
  // CHECK: %[[C7:.*]] = arith.constant 7 : index
  // CHECK-NEXT: %[[REM:.*]] = arith.remsi %[[A]], %[[C7]] : index
  // CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[REM]], %[[Z2]] : index
  // CHECK-NEXT: %[[ADD:.*]] = arith.addi %[[REM]], %[[C7]] : index
  // CHECK-NEXT: %[[MOD:.*]] = arith.select %[[LT]], %[[ADD]], %[[REM]] : index
  %2 = affine.apply affine_map<(d0) -> (d0 mod 7)>(%a)
  // CHECK: return %[[FLOOR]], %[[CEIL]], %[[MOD]]
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @conditions(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
func.func @conditions(%a: index, %b: index) -> index {
  // CHECK: %[[MIN:.*]] = arith.minsi %[[A]], %[[B]] : index
  %m = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  // CHECK: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[CM1:.*]] = arith.constant -1 : index
  // CHECK-NEXT: %[[NB:.*]] = arith.muli %[[B]], %[[CM1]] overflow<nsw> : index
  // CHECK-NEXT: %[[D:.*]] = arith.addi %[[A]], %[[NB]] : index
  // CHECK: %[[GE:.*]] = arith.cmpi sge, %{{.*}}, %[[Z]] : index
  // CHECK: %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %[[Z]] : index
  // CHECK-NEXT: %[[AND:.*]] = arith.andi %[[GE]], %[[EQ]] : i1
  // CHECK-NEXT: %[[R:.*]] = scf.if %[[AND]] -> (index) {
  // CHECK-NEXT: scf.yield %[[A]] : index
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[MIN]] : index
  %r = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 4 == 0)>(%a)[%b] -> index {
    affine.yield %a : index
  } else {
    affine.yield %m : index
  }
  // The set printed as (0 == 0) is one constraint, compared like the others.
  // CHECK: %[[Z1:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[T:.*]] = arith.cmpi eq, %[[Z2]], %[[Z1]] : index
  // CHECK-NEXT: scf.if %[[T]] {
  affine.if affine_set<() : (0 == 0)>() {
    %c = arith.constant 1 : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @parallel(
// CHECK-SAME: %[[M:.*]]: memref<?x?xf32>, %[[N:.*]]: index)
func.func @parallel(%m: memref<?x?xf32>, %n: index) -> f32 {
  // Bounds of each loop (lower, then upper), then the steps.
  // CHECK: %[[L0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[U0:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[L1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[S0:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[S1:.*]] = arith.constant 2 : index
  // CHECK-NEXT: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[L0]], %[[L1]]) to (%[[U0]], %[[N]]) step (%[[S0]], %[[S1]]) {
  // CHECK-NEXT: memref.load %[[M]][%[[I]], %[[J]]]
  // CHECK-NEXT: scf.reduce
  // CHECK-NEXT: }
  affine.parallel (%i, %j) = (0, 1) to (4, symbol(%n)) step (1, 2) {
    %v = affine.load %m[%i, %j] : memref<?x?xf32>
  }
  // Reductions start from their identity; scf.reduce combines the yielded values.
  // CHECK: %[[INIT:.*]] = arith.constant 0xFF800000 : f32
  // CHECK-NEXT: %[[R:.*]] = scf.parallel (%[[K:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%[[INIT]]) -> f32 {
  // CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[K]], %[[K]]]
  // CHECK-NEXT: scf.reduce(%[[V]] : f32) {
  // CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[RR:.*]]: f32):
  // CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[L]], %[[RR]] : f32
  // CHECK-NEXT: scf.reduce.return %[[MX]] : f32
  %r = affine.parallel (%k) = (0) to (symbol(%n)) reduce ("maximumf") -> (f32) {
    %v = affine.load %m[%k, %k] : memref<?x?xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
