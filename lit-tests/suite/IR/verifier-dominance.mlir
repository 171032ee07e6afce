// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @use_before_def(%a: i32) -> i32 {
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %0 = arith.addi %a, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @no_terminator(%a: i32) -> i32 {
  // expected-error@+1 {{block with no terminator, has}}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @terminator_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func @f() {
  return
}
// expected-error@+2 {{redefinition of symbol named 'f'}}
// expected-note@-4 {{see existing symbol definition here}}
func.func @f() {
  return
}
