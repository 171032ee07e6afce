// -split-input-file and -verify-diagnostics are flags: the word after them is the input file, as in mlir-opt.
// RUN: jopt -split-input-file %s | jfilecheck %s
// RUN: jopt -verify-diagnostics %s
// RUN: jopt -split-input-file -verify-diagnostics %s -cse | jfilecheck %s --check-prefix=CSE

// CHECK: func.func @a
// CHECK: // -----
// CHECK: func.func @b
// CSE-LABEL: func.func @a
// CSE-NEXT: arith.addi
// CSE-NEXT: return
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.addi %x, %x : i32
  return %1 : i32
}

// -----

func.func @b() {
  return
}
