// vector.print of signed and unsigned integers narrower than 64 bits: the converted signless value is
// extended directly (no extra cast of an already signless value), then printI64/printU64.
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @print_signed
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %arg1 : si8 to i8
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %arg0 : ui32 to i32
// CHECK: %[[UE:.*]] = arith.extui %[[U]] : i32 to i64
// CHECK-NEXT: llvm.call @printU64(%[[UE]]) : (i64) -> ()
// CHECK: %[[SE:.*]] = arith.extsi %[[S]] : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%[[SE]]) : (i64) -> ()
func.func @print_signed(%u: ui32, %s: si8) {
  vector.print %u : ui32
  vector.print %s : si8
  return
}
