// -test-vector-break-down-reduction-patterns: reductions of at most 2 fixed elements become the
// kind's arith op on the extracted elements (then on the accumulator; float ones keep the fast-math
// flags); longer, scalable and masked ones stay.
// -test-vector-chained-reduction-folding-patterns: an add reduction accumulating another one reduces
// the sum of both vectors (chains fold from the last reduction up); a float (x + 0) + y drops the 0.
// RUN: jopt %s -split-input-file --test-vector-break-down-reduction-patterns --cse | jfilecheck %s --check-prefix=BREAK
// RUN: jopt %s -split-input-file --test-vector-chained-reduction-folding-patterns | jfilecheck %s --check-prefix=CHAIN

// BREAK-LABEL: func.func @pairs
// BREAK-SAME: (%[[V:.*]]: vector<2xi8>, %[[F:.*]]: vector<2xf16>, %[[A:.*]]: f16)
// BREAK-NEXT: %[[E0:.*]] = vector.extract %[[V]][0] : i8 from vector<2xi8>
// BREAK-NEXT: %[[E1:.*]] = vector.extract %[[V]][1] : i8 from vector<2xi8>
// BREAK-NEXT: %[[MAX:.*]] = arith.maxui %[[E0]], %[[E1]] : i8
// BREAK-NEXT: %[[F0:.*]] = vector.extract %[[F]][0] : f16 from vector<2xf16>
// BREAK-NEXT: %[[F1:.*]] = vector.extract %[[F]][1] : f16 from vector<2xf16>
// BREAK-NEXT: %[[M:.*]] = arith.mulf %[[F0]], %[[F1]] fastmath<fast> : f16
// BREAK-NEXT: %[[MA:.*]] = arith.mulf %[[M]], %[[A]] fastmath<fast> : f16
// BREAK-NEXT: return %[[MAX]], %[[MA]] : i8, f16
// CHAIN-LABEL: func.func @pairs
// CHAIN: vector.reduction <maxui>
func.func @pairs(%v: vector<2xi8>, %f: vector<2xf16>, %a: f16) -> (i8, f16) {
  %0 = vector.reduction <maxui>, %v : vector<2xi8> into i8
  %1 = vector.reduction <mul>, %f, %a fastmath<fast> : vector<2xf16> into f16
  return %0, %1 : i8, f16
}

// -----

// BREAK-LABEL: func.func @long_or_scalable
// BREAK-NEXT: vector.reduction <add>, %{{.*}} : vector<4xf32> into f32
// BREAK-NEXT: vector.reduction <add>, %{{.*}} : vector<[2]xf32> into f32
func.func @long_or_scalable(%a: vector<4xf32>, %b: vector<[2]xf32>) -> (f32, f32) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.reduction <add>, %b : vector<[2]xf32> into f32
  return %0, %1 : f32, f32
}

// -----

// CHAIN-LABEL: func.func @chain
// CHAIN-SAME: (%[[A:.*]]: vector<4xi32>, %[[B:.*]]: vector<4xi32>, %[[C:.*]]: vector<4xi32>, %[[I:.*]]: i32)
// CHAIN-NEXT: %[[BC:.*]] = arith.addi %[[B]], %[[C]] : vector<4xi32>
// CHAIN-NEXT: %[[ABC:.*]] = arith.addi %[[A]], %[[BC]] : vector<4xi32>
// CHAIN-NEXT: %[[R:.*]] = vector.reduction <add>, %[[ABC]], %[[I]] : vector<4xi32> into i32
// CHAIN-NEXT: return %[[R]] : i32
func.func @chain(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<4xi32>, %init: i32) -> i32 {
  %0 = vector.reduction <add>, %a, %init : vector<4xi32> into i32
  %1 = vector.reduction <add>, %b, %0 : vector<4xi32> into i32
  %2 = vector.reduction <add>, %c, %1 : vector<4xi32> into i32
  return %2 : i32
}

// -----

// CHAIN-LABEL: func.func @zero_dropped
// CHAIN-SAME: (%[[A:.*]]: vector<4xf32>, %[[B:.*]]: vector<4xf32>)
// CHAIN: %[[S:.*]] = arith.addf %[[A]], %[[B]] : vector<4xf32>
// CHAIN-NEXT: %[[R:.*]] = vector.reduction <add>, %[[S]] : vector<4xf32> into f32
// CHAIN-NEXT: return %[[R]] : f32
func.func @zero_dropped(%a: vector<4xf32>, %b: vector<4xf32>) -> f32 {
  %z = arith.constant dense<0.0> : vector<4xf32>
  %x = arith.addf %a, %z : vector<4xf32>
  %0 = vector.reduction <add>, %x : vector<4xf32> into f32
  %1 = vector.reduction <add>, %b, %0 : vector<4xf32> into f32
  return %1 : f32
}
