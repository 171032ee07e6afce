// RUN: jopt %s -split-input-file -allow-unregistered-dialect -affine-simplify-structures | jfilecheck %s

// Sets without an integer point: equal-but-ordered pairs, a symbol forced to 0, GCD tightening of
// inequalities (no multiple of 8 between 4 and 7), rational but not integer solutions. Each if goes.
// Equal constraints keep their order; of d1 >= 0 and d1 + 101 >= 0 the tighter one stays.

// CHECK: #[[$KEPT:.*]] = affine_set<(d0, d1) : (d0 - 100 == 0, d1 - 10 == 0, -d0 + 100 >= 0, d1 >= 0)>
// CHECK-LABEL: func.func @no_points
// CHECK-NOT: "probe"
// CHECK: affine.if #[[$KEPT]](%{{.*}}, %{{.*}}) {
// CHECK-NEXT: func.call @sink()
func.func private @sink() -> ()
func.func @no_points(%n : index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (3 == 0)>(%i, %j) {
        "probe"() : () -> ()
      }
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0, d0 - d1 - 1 >= 0)>(%i, %j) {
        "probe"() : () -> ()
      }
      affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, -s0 >= 0)>(%i)[%n] {
        "probe"() : () -> ()
      }
      affine.if affine_set<(d0) : (8 * d0 - 4 >= 0, -8 * d0 + 7 >= 0)>(%i) {
        "probe"() : () -> ()
      }
      affine.if affine_set<(d0, d1) : (d0 * 4 - d1 * 4 - 2 == 0, d0 >= 0, d1 >= 0)>(%i, %j) {
        "probe"() : () -> ()
      }
      affine.if affine_set<(d0, d1, d2) : (d0 - 3 * d2 == 0, d0 + 6 * d1 - 7 >= 0, -d0 - 6 * d1 + 8 >= 0)>(%i, %i, %j) {
        "probe"() : () -> ()
      }
      affine.if affine_set<(d0, d1) : (d0 - 100 == 0, d1 - 10 == 0, -d0 + 100 >= 0, d1 >= 0, d1 + 101 >= 0)>(%i, %j) {
        func.call @sink() : () -> ()
      }
    }
  }
  return
}

// -----

// Trivial constraints and scaled duplicates go; a set left without constraints is always true
// and its then-block is inlined. Operands that are symbols become symbols of the set.

// CHECK: #[[$RANGE:.*]] = affine_set<()[s0] : (s0 >= 0, -s0 + 20 >= 0)>
// CHECK-LABEL: func.func @redundant
// CHECK: affine.if #[[$RANGE]]()[%arg0] {
// CHECK-NEXT: func.call @sink()
// CHECK-NEXT: }
// CHECK-NEXT: call @sink()
// CHECK-NEXT: return
func.func private @sink() -> ()
func.func @redundant(%a : index, %b : index) {
  affine.if affine_set<(d0, d1) : (3 * d0 >= 0, 4 >= 0, d0 >= 0, -d0 + 20 >= 0, -d0 + 90 >= 0)>(%a, %b) {
    func.call @sink() : () -> ()
  }
  affine.if affine_set<(d0, d1) : (0 >= 0, 7 >= 0)>(%a, %b) {
    func.call @sink() : () -> ()
  }
  return
}

// -----

// affine.apply maps are simplified and operands canonicalized; other ops are not folded.

// CHECK: #[[$TWICE:.*]] = affine_map<()[s0] -> (s0 * 3 + 2)>
// CHECK-LABEL: func.func @apply_only
// CHECK: %[[A:.*]] = affine.apply #[[$TWICE]]()[%arg0]
// CHECK-NEXT: arith.muli %[[A]], %[[A]]
func.func @apply_only(%n : index) -> index {
  %v = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 + 2)>(%n, %n)
  %r = arith.muli %v, %v : index
  return %r : index
}

// -----

// Constant if conditions pick a branch; constants left unused stay (only affine ops are cleaned up).

// CHECK-LABEL: func.func @branches
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[C9:.*]] = arith.constant 9 : index
// CHECK-NEXT: affine.for
// CHECK-NEXT: func.call @left()
// CHECK-NEXT: func.call @right()
// CHECK-NEXT: }
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: return %[[C5]], %[[C4]]
func.func private @left() -> ()
func.func private @right() -> ()
func.func @branches() -> (index, index) {
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0) : (2 >= 0)>(%i) {
      func.call @left() : () -> ()
    } else {
      func.call @right() : () -> ()
    }
    affine.if affine_set<(d0) : (-3 >= 0)>(%i) {
      func.call @left() : () -> ()
    } else {
      func.call @right() : () -> ()
    }
  }
  %r:2 = affine.if affine_set<(d0, d1) : (1 >= 0, -1 >= 0)>(%c5, %c9) -> (index, index) {
    %c0 = arith.constant 0 : index
    affine.yield %c0, %c0 : index, index
  } else {
    %c4 = arith.constant 4 : index
    affine.yield %c5, %c4 : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// mod/floordiv/ceildiv by constants: each term is a local variable bounded by its definition. A set
// without integer points goes; a kept set prints the locals' bounds after its own constraints (a
// ceildiv as a floordiv of dividend + divisor - 1), dominated bounds dropped.

// CHECK: #[[$ODD:.*]] = affine_set<(d0) : (d0 mod 4 - 1 == 0, -d0 + (d0 floordiv 4) * 4 + 3 >= 0, d0 mod 4 >= 0)>
// CHECK: #[[$CEIL:.*]] = affine_set<(d0)[s0] : ((d0 + 4) floordiv 5 - s0 >= 0, -d0 + ((d0 + 4) floordiv 5) * 5 >= 0, d0 - ((d0 + 4) floordiv 5) * 5 + 4 >= 0)>
// CHECK-LABEL: func.func @locals
// CHECK: affine.for
// CHECK-NEXT: affine.if #[[$ODD]](%{{.*}}) {
// CHECK-NEXT: "kept"()
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #[[$CEIL]](%{{.*}})[%arg0] {
// CHECK-NEXT: "kept"()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @locals(%n : index) {
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0) : (d0 mod 3 - 4 == 0)>(%i) {
      "gone"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 floordiv 5 - 3 >= 0, -d0 + 14 >= 0)>(%i) {
      "gone"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 mod 4 - 1 == 0)>(%i) {
      "kept"() : () -> ()
    }
    affine.if affine_set<(d0)[s0] : (d0 ceildiv 5 - s0 >= 0)>(%i)[%n] {
      "kept"() : () -> ()
    }
  }
  return
}

// -----

// Maps and sets in attributes of any op are simplified; affine.min is not canonicalized (only
// apply/for/if are), the constant an affine.apply folded away stays, and an affine.if with
// results nested in affine.parallel takes its else branch.

// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$NONNEG:.*]] = affine_set<(d0) : (d0 >= 0)>
// CHECK-DAG: #[[$UB:.*]] = affine_map<()[s0] -> (s0 + 40, s0 + 7)>
// CHECK-DAG: #[[$MIN:.*]] = affine_map<(d0) -> (d0 * 3, d0 * 3, 32)>
// CHECK-LABEL: func.func @any_op
// CHECK: "probe"() {map = #[[$ID]], other = 3 : i64, set = #[[$NONNEG]]}
// CHECK: affine.for %[[I:.*]] = 1 to min #[[$UB]]()[%arg1] {
// CHECK-NEXT: affine.load %arg0[%[[I]], %[[I]]]
// CHECK-NEXT: affine.min #[[$MIN]](%[[I]])
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[C21:.*]] = arith.constant 21 : index
// CHECK-NEXT: "use"(%[[C21]])
// CHECK: affine.parallel
// CHECK-NEXT: arith.constant 2.0
// CHECK-NEXT: affine.yield %arg2 : f32
func.func @any_op(%m : memref<64x64xf32>, %n : index, %f : f32) -> f32 {
  "probe"() {map = affine_map<(d0) -> (d0 * 3 - d0 * 2)>, set = affine_set<(d0) : (3 * d0 >= 0, d0 >= 0, 1 >= 0)>, other = 3} : () -> ()
  affine.for %i = affine_map<(d0) -> (d0 - d0 + 1)>(%n) to min affine_map<(d0)[s0] -> (d0 * 3 - d0 * 2 + 40, s0 + 7)>(%n)[%n] {
    %v = affine.load %m[%i * 2 - %i, %i floordiv 1] : memref<64x64xf32>
    %x = affine.min affine_map<(d0) -> (d0 * 2 + d0, d0 * 3, 32)>(%i)
    "use"(%x) : (index) -> ()
  }
  %c5 = arith.constant 5 : index
  %a = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%c5)
  "use"(%a) : (index) -> ()
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    %c = arith.constant 2.0 : f32
    %y = affine.if affine_set<(d0)[s0] : (d0 - s0 - 1 >= 0, s0 - d0 >= 0)>(%i)[%n] -> f32 {
      affine.yield %c : f32
    } else {
      affine.yield %f : f32
    }
    affine.yield %y : f32
  }
  return %r : f32
}
