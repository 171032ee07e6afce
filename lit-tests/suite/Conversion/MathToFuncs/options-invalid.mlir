// Bad option values of convert-math-to-funcs: LLVM's command-line parser lines, as mlir-opt 22 prints them.
// RUN: not jopt %s "-convert-math-to-funcs=min-width-of-fpowi-exponent=wide" 2>&1 | jfilecheck %s --check-prefix=WIDTH
// RUN: not jopt %s "-convert-math-to-funcs=convert-ctlz=maybe" 2>&1 | jfilecheck %s --check-prefix=CTLZ
// RUN: not jopt %s "-convert-math-to-funcs=unroll=1" 2>&1 | jfilecheck %s --check-prefix=NAME
// RUN: jopt --help | jfilecheck %s --check-prefix=HELP

// WIDTH: for the --min-width-of-fpowi-exponent option: 'wide' value invalid for uint argument!
// CTLZ: for the --convert-ctlz option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NAME: error: <Pass-Options-Parser>: no such option unroll
// HELP:      --convert-math-to-funcs{{ +}}-   Convert Math operations to calls of outlined implementations.
// HELP-NEXT:   --convert-ctlz{{ +}}- Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.
// HELP-NEXT:   --min-width-of-fpowi-exponent=<uint>{{ +}}- Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value

func.func @f(%a: i32) -> i32 {
  %0 = math.ctlz %a : i32
  return %0 : i32
}
