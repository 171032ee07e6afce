// RUN: jopt %s -print-op-stats 2>&1 >/dev/null | jfilecheck %s --strict-whitespace --match-full-lines
// RUN: jopt %s -print-op-stats=json 2>&1 >/dev/null | jfilecheck %s --check-prefix=JSON --strict-whitespace --match-full-lines
// Patterns start right after the colon: with both flags FileCheck keeps leading spaces.

// CHECK:Operations encountered:
// CHECK-NEXT:-----------------------
// CHECK-NEXT:    arith.addi   , 2
// CHECK-NEXT:    arith.muli   , 1
// CHECK-NEXT:  builtin.module , 1
// CHECK-NEXT:     func.func   , 1
// CHECK-NEXT:     func.return , 1

// JSON:{
// JSON-NEXT:  "arith.addi" : 2,
// JSON-NEXT:  "arith.muli" : 1,
// JSON-NEXT:  "builtin.module" : 1,
// JSON-NEXT:  "func.func" : 1,
// JSON-NEXT:  "func.return" : 1
// JSON-NEXT:}
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
