// --stablehlo-aggressive-folder: StableHLO ops on constants become constants (integer wrap-around
// and signedness, IEEE floats, converts, the shape ops, control flow and reduce), within the
// pass's options.
// RUN: jopt %s --stablehlo-aggressive-folder -split-input-file | jfilecheck %s
// RUN: jopt %s --stablehlo-aggressive-folder='fold-op-element-limit=4 optimize-float=false' -split-input-file | jfilecheck %s --check-prefix=LIMIT
// RUN: jopt %s --stablehlo-aggressive-folder=assume-no-undeclared-side-effects=true -split-input-file | jfilecheck %s --check-prefix=PURE

// Signed division truncates; unsigned and i8 arithmetic wraps.
// CHECK-LABEL: func.func @ints
// CHECK-DAG: %[[DIV:.*]] = stablehlo.constant dense<[3, -3, -33]> : tensor<3xi32>
// CHECK-DAG: %[[UADD:.*]] = stablehlo.constant dense<[4, 9, 13]> : tensor<3xui8>
// CHECK-DAG: %[[REM:.*]] = stablehlo.constant dense<[1, -1, 1]> : tensor<3xi32>
// CHECK-DAG: %[[MAX:.*]] = stablehlo.constant dense<[7, 2, 100]> : tensor<3xi32>
// CHECK-DAG: %[[UMIN:.*]] = stablehlo.constant dense<[10, 2, 4]> : tensor<3xui8>
// CHECK-DAG: %[[WRAP:.*]] = stablehlo.constant dense<[-128, -127, 6]> : tensor<3xi8>
// CHECK-NEXT: return %[[DIV]], %[[UADD]], %[[REM]], %[[MAX]], %[[UMIN]], %[[WRAP]]
func.func @ints() -> (tensor<3xi32>, tensor<3xui8>, tensor<3xi32>, tensor<3xi32>, tensor<3xui8>, tensor<3xi8>) {
  %a = stablehlo.constant dense<[7, -7, 100]> : tensor<3xi32>
  %b = stablehlo.constant dense<[2, 2, -3]> : tensor<3xi32>
  %u = stablehlo.constant dense<[250, 7, 9]> : tensor<3xui8>
  %v = stablehlo.constant dense<[10, 2, 4]> : tensor<3xui8>
  %i = stablehlo.constant dense<[127, -128, 5]> : tensor<3xi8>
  %one = stablehlo.constant dense<1> : tensor<3xi8>
  %0 = stablehlo.divide %a, %b : tensor<3xi32>
  %1 = stablehlo.add %u, %v : tensor<3xui8>
  %2 = stablehlo.remainder %a, %b : tensor<3xi32>
  %3 = stablehlo.maximum %a, %b : tensor<3xi32>
  %4 = stablehlo.minimum %u, %v : tensor<3xui8>
  %5 = stablehlo.add %i, %one : tensor<3xi8>
  return %0, %1, %2, %3, %4, %5 : tensor<3xi32>, tensor<3xui8>, tensor<3xi32>, tensor<3xi32>, tensor<3xui8>, tensor<3xi8>
}

// -----

// Float results keep signed zeros and NaN; minimum orders -0 before +0. optimize-float=false
// leaves them alone.
// CHECK-LABEL: func.func @floats
// CHECK-DAG: %[[MUL:.*]] = stablehlo.constant dense<[3.750000e-01, -0.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[REM:.*]] = stablehlo.constant dense<[0.000000e+00, 0x7FC00000]> : tensor<2xf32>
// CHECK-DAG: %[[DIV:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<2xbf16>
// CHECK-DAG: %[[MIN:.*]] = stablehlo.constant dense<[2.500000e-01, -0.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %[[MUL]], %[[REM]], %[[DIV]], %[[MIN]]
// LIMIT-LABEL: func.func @floats
// LIMIT: stablehlo.multiply
// LIMIT: stablehlo.remainder
// LIMIT: stablehlo.divide
// LIMIT: stablehlo.minimum
func.func @floats() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xbf16>, tensor<2xf32>) {
  %a = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.25, 0.0]> : tensor<2xf32>
  %c = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xbf16>
  %0 = stablehlo.multiply %a, %b : tensor<2xf32>
  %1 = stablehlo.remainder %a, %b : tensor<2xf32>
  %2 = stablehlo.divide %c, %c : tensor<2xbf16>
  %3 = stablehlo.minimum %a, %b : tensor<2xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xbf16>, tensor<2xf32>
}

// -----

// An integer division or remainder by zero stays.
// CHECK-LABEL: func.func @by_zero
// CHECK: stablehlo.divide
// CHECK: stablehlo.remainder
func.func @by_zero() -> (tensor<2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[4, 5]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %0 = stablehlo.divide %a, %b : tensor<2xi32>
  %1 = stablehlo.remainder %a, %b : tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}

// -----

// and/or/xor are logical on i1 and bitwise on wider integers.
// CHECK-LABEL: func.func @logic
// CHECK-DAG: %[[AND:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-DAG: %[[OR:.*]] = stablehlo.constant dense<14> : tensor<2xi32>
// CHECK-DAG: %[[NOT:.*]] = stablehlo.constant dense<[false, true]> : tensor<2xi1>
// CHECK-NEXT: return %[[AND]], %[[OR]], %[[NOT]]
func.func @logic() -> (tensor<2xi1>, tensor<2xi32>, tensor<2xi1>) {
  %t = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %f = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %a = stablehlo.constant dense<[12, 10]> : tensor<2xi32>
  %b = stablehlo.constant dense<[10, 6]> : tensor<2xi32>
  %0 = stablehlo.and %t, %f : tensor<2xi1>
  %1 = stablehlo.or %a, %b : tensor<2xi32>
  %2 = stablehlo.not %t : tensor<2xi1>
  return %0, %1, %2 : tensor<2xi1>, tensor<2xi32>, tensor<2xi1>
}

// -----

// compare and select on integers fold (a float select of a non-splat predicate does not, as
// upstream); clamp's scalar bounds apply to every element.
// CHECK-LABEL: func.func @compare_select_clamp
// CHECK-DAG: %[[TWO:.*]] = stablehlo.constant dense<2> : tensor<3xi32>
// CHECK-DAG: %[[P:.*]] = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
// CHECK-DAG: %[[SEL:.*]] = stablehlo.constant dense<[1, 2, 1]> : tensor<3xi32>
// CHECK: %[[FSEL:.*]] = stablehlo.select %[[P]]
// CHECK-NEXT: return %[[P]], %[[SEL]], %[[FSEL]], %[[TWO]]
func.func @compare_select_clamp() -> (tensor<3xi1>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>) {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[3, 2, 1]> : tensor<3xi32>
  %fa = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %fb = stablehlo.constant dense<[3.0, 2.0, 1.0]> : tensor<3xf32>
  %lo = stablehlo.constant dense<2> : tensor<i32>
  %hi = stablehlo.constant dense<2> : tensor<i32>
  %p = stablehlo.compare LT, %a, %b : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %0 = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xi32>
  %1 = stablehlo.select %p, %fa, %fb : tensor<3xi1>, tensor<3xf32>
  %2 = stablehlo.clamp %lo, %a, %hi : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  return %p, %0, %1, %2 : tensor<3xi1>, tensor<3xi32>, tensor<3xf32>, tensor<3xi32>
}

// -----

// f64 to f32 rounds (an overflow is infinity); integer converts wrap by the source's signedness.
// CHECK-LABEL: func.func @converts
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<[1.000000e-01, 0x7F800000]> : tensor<2xf32>
// CHECK-DAG: %[[U:.*]] = stablehlo.constant dense<[255, 44]> : tensor<2xui8>
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<[-1, -128]> : tensor<2xi8>
// CHECK-DAG: %[[H:.*]] = stablehlo.constant dense<[2.550000e+02, 1.280000e+02]> : tensor<2xf16>
// CHECK-NEXT: return %[[F]], %[[U]], %[[S]], %[[H]]
func.func @converts() -> (tensor<2xf32>, tensor<2xui8>, tensor<2xi8>, tensor<2xf16>) {
  %d = stablehlo.constant dense<[0.1, 1.0e40]> : tensor<2xf64>
  %i = stablehlo.constant dense<[-1, 300]> : tensor<2xi32>
  %u = stablehlo.constant dense<[255, 128]> : tensor<2xui8>
  %0 = stablehlo.convert %d : (tensor<2xf64>) -> tensor<2xf32>
  %1 = stablehlo.convert %i : (tensor<2xi32>) -> tensor<2xui8>
  %2 = stablehlo.convert %u : (tensor<2xui8>) -> tensor<2xi8>
  %3 = stablehlo.convert %u : (tensor<2xui8>) -> tensor<2xf16>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xui8>, tensor<2xi8>, tensor<2xf16>
}

// -----

// Data movement: transpose, strided slices of a reshape, reverse of i1, concatenate, splat
// broadcast, a static dimension size.
// CHECK-LABEL: func.func @shapes
// CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<{{\[\[}}1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<[3, 6]> : tensor<2xi32>
// CHECK-DAG: %[[R:.*]] = stablehlo.constant dense<{{\[\[}}false, false, true], [false, true, true]]> : tensor<2x3xi1>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi16>
// CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<7.000000e+00> : tensor<2x2xf32>
// CHECK-DAG: %[[D:.*]] = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT: return %[[T]], %[[S]], %[[R]], %[[C]], %[[B]], %[[D]]
func.func @shapes() -> (tensor<3x2xi32>, tensor<2xi32>, tensor<2x3xi1>, tensor<5xi16>, tensor<2x2xf32>, tensor<i32>) {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.constant dense<[[true, false, false], [true, true, false]]> : tensor<2x3xi1>
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi16>
  %y = stablehlo.constant dense<[3, 4, 5]> : tensor<3xi16>
  %s = stablehlo.constant dense<7.0> : tensor<f32>
  %0 = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %1 = stablehlo.slice %m [0:2, 0:3:2] : (tensor<2x3xi32>) -> tensor<2x2xi32>
  %2 = stablehlo.reshape %1 : (tensor<2x2xi32>) -> tensor<4xi32>
  %3 = stablehlo.slice %2 [1:4:2] : (tensor<4xi32>) -> tensor<2xi32>
  %4 = stablehlo.reverse %b, dims = [1] : tensor<2x3xi1>
  %5 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<2xi16>, tensor<3xi16>) -> tensor<5xi16>
  %6 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  %7 = stablehlo.get_dimension_size %m, dim = 1 : (tensor<2x3xi32>) -> tensor<i32>
  return %0, %3, %4, %5, %6, %7 : tensor<3x2xi32>, tensor<2xi32>, tensor<2x3xi1>, tensor<5xi16>, tensor<2x2xf32>, tensor<i32>
}

// -----

// fold-op-element-limit=4 stops the 5-element concatenate and reverse; integers still fold.
// LIMIT-LABEL: func.func @limits
// LIMIT-DAG: %[[I:.*]] = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
// LIMIT-DAG: %[[CAT:.*]] = stablehlo.concatenate
// LIMIT-DAG: %[[F:.*]] = stablehlo.add
// LIMIT-DAG: %[[REV:.*]] = stablehlo.reverse %[[CAT]]
// LIMIT-DAG: %[[SL:.*]] = stablehlo.slice %[[REV]]
// LIMIT: return %[[CAT]], %[[F]], %[[I]], %[[SL]]
// CHECK-LABEL: func.func @limits
// CHECK-DAG: stablehlo.constant dense<[5, 4, 3, 2]> : tensor<4xi16>
// CHECK-DAG: stablehlo.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
func.func @limits() -> (tensor<5xi16>, tensor<2xf32>, tensor<2xi32>, tensor<4xi16>) {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi16>
  %y = stablehlo.constant dense<[3, 4, 5]> : tensor<3xi16>
  %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<2xi16>, tensor<3xi16>) -> tensor<5xi16>
  %1 = stablehlo.add %f, %f : tensor<2xf32>
  %2 = stablehlo.add %i, %i : tensor<2xi32>
  %3 = stablehlo.reverse %0, dims = [0] : tensor<5xi16>
  %4 = stablehlo.slice %3 [0:4] : (tensor<5xi16>) -> tensor<4xi16>
  return %0, %1, %2, %4 : tensor<5xi16>, tensor<2xf32>, tensor<2xi32>, tensor<4xi16>
}

// -----

// Exact unary folds on floats and signed integers; math through double; sign of an unsigned
// integer stays.
// CHECK-LABEL: func.func @unary
// CHECK-DAG: %[[E:.*]] = stablehlo.constant dense<2.7182818284590451> : tensor<f64>
// CHECK-DAG: %[[U:.*]] = stablehlo.constant dense<[5, 0]> : tensor<2xui32>
// CHECK-DAG: %[[RNE:.*]] = stablehlo.constant dense<[-2.000000e+00, 0.000000e+00, 2.000000e+00]> : tensor<3xf32>
// CHECK-DAG: %[[NEG:.*]] = stablehlo.constant dense<[2.500000e+00, -5.000000e-01, -2.500000e+00]> : tensor<3xf32>
// CHECK-DAG: %[[SGN:.*]] = stablehlo.constant dense<[-1, 0]> : tensor<2xi32>
// CHECK: %[[USGN:.*]] = stablehlo.sign %[[U]]
// CHECK-NEXT: return %[[RNE]], %[[NEG]], %[[SGN]], %[[USGN]], %[[E]]
func.func @unary() -> (tensor<3xf32>, tensor<3xf32>, tensor<2xi32>, tensor<2xui32>, tensor<f64>) {
  %f = stablehlo.constant dense<[-2.5, 0.5, 2.5]> : tensor<3xf32>
  %i = stablehlo.constant dense<[-5, 0]> : tensor<2xi32>
  %u = stablehlo.constant dense<[5, 0]> : tensor<2xui32>
  %d = stablehlo.constant dense<1.0> : tensor<f64>
  %0 = stablehlo.round_nearest_even %f : tensor<3xf32>
  %1 = stablehlo.negate %f : tensor<3xf32>
  %2 = stablehlo.sign %i : tensor<2xi32>
  %3 = stablehlo.sign %u : tensor<2xui32>
  %4 = stablehlo.exponential %d : tensor<f64>
  return %0, %1, %2, %3, %4 : tensor<3xf32>, tensor<3xf32>, tensor<2xi32>, tensor<2xui32>, tensor<f64>
}

// -----

// An out-of-range case index runs the last branch: it is inlined, and the case op, whose other
// branch has no side effect, goes away.
// CHECK-LABEL: func.func @case_inline
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg1, %arg1
// CHECK-NEXT: %[[T:.*]] = stablehlo.custom_call @effect(%arg1) {has_side_effect = true}
// CHECK-NEXT: return %[[S]], %[[T]]
func.func @case_inline(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, !stablehlo.token) {
  %i = stablehlo.constant dense<7> : tensor<i32>
  %0:2 = "stablehlo.case"(%i) ({
    %t = stablehlo.after_all : !stablehlo.token
    stablehlo.return %a, %t : tensor<2xf32>, !stablehlo.token
  }, {
    %s = stablehlo.add %b, %b : tensor<2xf32>
    %t = stablehlo.custom_call @effect(%b) {has_side_effect = true} : (tensor<2xf32>) -> !stablehlo.token
    stablehlo.return %s, %t : tensor<2xf32>, !stablehlo.token
  }) : (tensor<i32>) -> (tensor<2xf32>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xf32>, !stablehlo.token
}

// -----

// reduce over no dimensions is its input; a body returning an outside value is that value; a
// body returning a constant is that constant broadcast; i1 splats through `and` fold.
// CHECK-LABEL: func.func @reduces
// CHECK-DAG: %[[FIVE:.*]] = stablehlo.constant dense<5> : tensor<3xi32>
// CHECK-DAG: %[[TRUE:.*]] = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT: return %arg0, %arg1, %[[FIVE]], %[[TRUE]]
func.func @reduces(%x: tensor<4xf32>, %y: tensor<f32>) -> (tensor<4xf32>, tensor<f32>, tensor<3xi32>, tensor<i1>) {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%p: tensor<f32>, %q: tensor<f32>) {
      stablehlo.return %y : tensor<f32>
    }
  %z = stablehlo.constant dense<0> : tensor<2x3xi32>
  %zi = stablehlo.constant dense<0> : tensor<i32>
  %2 = stablehlo.reduce(%z init: %zi) across dimensions = [0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
    reducer(%p: tensor<i32>, %q: tensor<i32>) {
      %k = stablehlo.constant dense<5> : tensor<i32>
      stablehlo.return %k : tensor<i32>
    }
  %t = stablehlo.constant dense<true> : tensor<8xi1>
  %ti = stablehlo.constant dense<true> : tensor<i1>
  %3 = stablehlo.reduce(%t init: %ti) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<f32>, tensor<3xi32>, tensor<i1>
}

// -----

// Static dimension sizes fold, a set_dimension_size to the size it has goes, iota folds when it
// has at most one element.
// CHECK-LABEL: func.func @dims
// CHECK-DAG: %[[FOUR:.*]] = stablehlo.constant dense<4> : tensor<i32>
// CHECK-DAG: %[[EMPTY:.*]] = stablehlo.constant dense<> : tensor<0xi32>
// CHECK-DAG: %[[ZERO:.*]] = stablehlo.constant dense<0> : tensor<1x1xi64>
// CHECK-DAG: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: return %[[FOUR]], %arg0, %[[EMPTY]], %[[ZERO]], %[[IOTA]]
func.func @dims(%x: tensor<?x4xf32>) -> (tensor<i32>, tensor<?x4xf32>, tensor<0xi32>, tensor<1x1xi64>, tensor<3xi32>) {
  %0 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.set_dimension_size %x, %0, dim = 1 : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x4xf32>
  %2 = stablehlo.iota dim = 0 : tensor<0xi32>
  %3 = stablehlo.iota dim = 1 : tensor<1x1xi64>
  %4 = stablehlo.iota dim = 0 : tensor<3xi32>
  return %0, %1, %2, %3, %4 : tensor<i32>, tensor<?x4xf32>, tensor<0xi32>, tensor<1x1xi64>, tensor<3xi32>
}

// -----

// A while loop whose condition is false is its operands; unused, it is erased only under
// assume-no-undeclared-side-effects (its body calls a function).
// CHECK-LABEL: func.func @dead_while
// CHECK: stablehlo.while
// PURE-LABEL: func.func @dead_while
// PURE-NEXT: return %arg0
func.func @dead_while(%arg0: tensor<i64>) -> tensor<i64> {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %0 = stablehlo.while(%it = %arg0) : tensor<i64>
    cond {
    stablehlo.return %f : tensor<i1>
  } do {
    %1 = func.call @helper(%it) : (tensor<i64>) -> tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }
  return %arg0 : tensor<i64>
}
func.func private @helper(%arg0: tensor<i64>) -> tensor<i64>

// -----

// CHECK-LABEL: func.func @while_false
// CHECK-NEXT: return %arg0
func.func @while_false(%arg0: tensor<i64>) -> tensor<i64> {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %0 = stablehlo.while(%it = %arg0) : tensor<i64>
    cond {
    stablehlo.return %f : tensor<i1>
  } do {
    %1 = stablehlo.add %it, %it : tensor<i64>
    stablehlo.return %1 : tensor<i64>
  }
  return %0 : tensor<i64>
}
