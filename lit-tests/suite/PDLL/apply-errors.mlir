// RUN: not jopt %s --pdll=%S/Inputs/bad-rules.pdll 2>&1 | jfilecheck %s
// RUN: not jopt %s --pdll=%S/Inputs/native-rules.pdll 2>&1 | jfilecheck %s --check-prefix=NATIVE
// RUN: not jopt %s --pdll=%S/Inputs/bad-literal.pdll 2>&1 | jfilecheck %s --check-prefix=LITERAL
// RUN: not jopt %s --pdll=%S/Inputs/does-not-exist.pdll 2>&1 | jfilecheck %s --check-prefix=MISSING
// RUN: not jopt %s --pdll=%S/Inputs/erase-used.pdll 2>&1 | jfilecheck %s --check-prefix=USED

// CHECK: bad-rules.pdll:3:24: error: undefined reference to `y`
// CHECK-NEXT: erase op<arith.addi>(y);
// CHECK-NEXT: {{^}}                       ^
// CHECK-NOT: func.func

// NATIVE: native-rules.pdll:2:12: error: native Constraint `IsPowerOfTwo` has no Java implementation

// LITERAL: bad-literal.pdll:2:46: error: invalid MLIR attribute `1 : notatype`:

// MISSING: error: could not open PDLL file

// USED: apply-errors.mlir:[[@LINE+3]]:8: error: PDLL rewrite failed: cannot erase 'arith.addi': its results still have uses

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
