// RUN: jopt %s -verify-diagnostics

// Verification goes on past a failing function: each function (and nested module) is verified and
// every failure is reported, as mlir-opt 22 does.
func.func @ok() {
  return
}

func.func @wrong_return() -> i32 {
  %0 = arith.constant 1 : i64
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @wrong_return}}
  return %0 : i64
}

module @inner {
  func.func @use_before_def() {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = arith.addi %1, %1 : i32
    // expected-note@+1 {{operand defined here (op in the same block)}}
    %1 = arith.constant 1 : i32
    return
  }
}

func.func @wrong_arity(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return %0 : i32
}
