// Cast chains that come back to their input's type fold away, dead casts go, casts between
// different types that are still used stay.
// RUN: jopt %s -reconcile-unrealized-casts | jfilecheck %s

func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return
}
func.func @kept(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}
func.func @identity(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}

// CHECK-LABEL: func.func @round_trip(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-LABEL: func.func @dead(%arg0: i64) {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @kept(%arg0: i64) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @identity(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
