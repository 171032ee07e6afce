// Argument and result attributes of func.func must carry a dialect prefix (FunctionOpInterface's
// verifier, as mlir-opt 22); dotted names are accepted.
// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @plain_arg(%a: i32 {foo = 1 : i32}) {
  return
}

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @plain_result() -> (i32 {bar})

// -----

func.func private @dotted(%a: i32 {my.thing = 2 : i64}) -> (f32 {other.x})
