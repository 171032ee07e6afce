// RUN: jopt %s --pdll=%S/Inputs/include-main.pdll | jfilecheck %s
// RUN: jopt --help | jfilecheck %s --check-prefix=HELP

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %arg0 : i32
// CHECK-NEXT: return %[[M]]
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// HELP: --pdll=<filename>
// HELP: apply-pdll
