// The successor operand lists of cf.br and cf.cond_br follow their declared assembly format: after
// '(' the operand list may be empty but ':' and a type are required, operands and types must agree in
// number, and the condition is resolved after the whole op. cf.switch's cases parse the same way.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @empty_parens() {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1()
^bb1:
  return
}

// -----

func.func @no_type(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}

// -----

func.func @colon_without_type(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  cf.br ^bb1(%a : )
^bb1(%x: i32):
  return
}

// -----

func.func @more_types(%a: i32) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types}}
  cf.br ^bb1(%a : i32, i32)
^bb1(%x: i32):
  return
}

// -----

func.func @more_operands(%a: i32) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_empty_parens(%c: i1) {
  // expected-error@+1 {{expected ':'}}
  cf.cond_br %c, ^bb1(), ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_false_dest(%c: i1, %a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.cond_br %c, ^bb1, ^bb2(%a i32)
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

// The condition's type is checked after the successors are parsed.
func.func @cond_br_syntax_before_condition_type(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.cond_br %a, ^bb1(%a), ^bb1
^bb1:
  return
}

// -----

func.func @switch_default_empty_parens(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.switch %a : i32, [ default: ^bb1() ]
^bb1:
  return
}

// -----

func.func @switch_default_no_type(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.switch %a : i32, [ default: ^bb1(%a) ]
^bb1(%x: i32):
  return
}
