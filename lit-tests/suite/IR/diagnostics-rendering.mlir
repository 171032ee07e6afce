// RUN: not jopt %s 2>&1 | jfilecheck %s --strict-whitespace --match-full-lines

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %1 : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
// The error, its source line and a caret under the column, then the notes; a note at the same
// location as the line before it prints no source line.
//      CHECK:{{.*}}diagnostics-rendering.mlir:4:8: error: operand #1 does not dominate this use
// CHECK-NEXT:  %0 = arith.addi %a, %1 : i32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}diagnostics-rendering.mlir:4:8: note: see current operation: {{.*}}
// CHECK-NEXT:{{.*}}diagnostics-rendering.mlir:5:8: note: operand defined here (op in the same block)
// CHECK-NEXT:  %1 = arith.addi %a, %a : i32
// CHECK-NEXT:       ^
