// Two ops replaced by the same value, both used where an index is still wanted, share one cast
// back to index (built once, after the value's definition), as MLIR 22's driver does.
// RUN: jopt %s -convert-index-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @to_index
func.func @to_index(%a: i32, %b: i64) -> (index, index, index) {
  // CHECK-NEXT: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : i64 to index
  // CHECK-NEXT: %[[S:.*]] = llvm.sext %arg0 : i32 to i64
  // CHECK-NEXT: %[[SI:.*]] = builtin.unrealized_conversion_cast %[[S]] : i64 to index
  // CHECK-NEXT: return %[[SI]], %[[B]], %[[B]] : index, index, index
  %0 = index.casts %a : i32 to index
  %1 = index.casts %b : i64 to index
  %2 = index.castu %b : i64 to index
  return %0, %1, %2 : index, index, index
}
