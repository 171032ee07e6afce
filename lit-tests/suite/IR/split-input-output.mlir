// RUN: not jopt %s -split-input-file 2>%t.err | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=ERR --input-file=%t.err

// Each chunk is processed on its own; outputs are joined by the marker; a failing chunk prints
// nothing, and errors keep the line numbers of the whole file.
// CHECK: func.func @first
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{[/][/]}} -----
// CHECK-NEXT: {{[/][/]}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @third
// ERR: split-input-output.mlir:22:19: error: use of undeclared SSA value name
func.func @first() {
  return
}
// -----
func.func @second() {
  // The line below is line 22.
  %x = arith.addi %y, %y : i32
}
// -----
func.func @third() {
  return
}
