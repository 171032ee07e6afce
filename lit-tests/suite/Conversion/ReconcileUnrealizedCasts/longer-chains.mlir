// A chain folds as soon as some cast up the chain takes the types this one yields, whatever the
// types in between: the chain need not mirror itself. Branches fold each on their own.
// RUN: jopt %s -split-input-file -reconcile-unrealized-casts | jfilecheck %s

func.func @three_hops(%v: f32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %v : f32 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  %2 = builtin.unrealized_conversion_cast %1 : i8 to f32
  return %2 : f32
}
// CHECK-LABEL: func.func @three_hops(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32

// -----

func.func @two_ways_back(%v: i16) -> i16 {
  %0 = builtin.unrealized_conversion_cast %v : i16 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i1
  %2 = builtin.unrealized_conversion_cast %1 : i1 to i16
  %3 = builtin.unrealized_conversion_cast %0 : index to i16
  %4 = arith.muli %2, %3 : i16
  return %4 : i16
}
// CHECK-LABEL: func.func @two_ways_back(%arg0: i16) -> i16 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i16
// CHECK-NEXT: return %0 : i16

// -----

func.func @pairs(%a: i8, %b: f16) -> (i8, f16) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i8, f16 to i64, i64
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to vector<2xi64>
  %2:2 = builtin.unrealized_conversion_cast %1 : vector<2xi64> to i8, f16
  return %2#0, %2#1 : i8, f16
}
// CHECK-LABEL: func.func @pairs(%arg0: i8, %arg1: f16) -> (i8, f16) {
// CHECK-NEXT: return %arg0, %arg1 : i8, f16
