// Bad option values of convert-math-to-funcs: LLVM's command-line parser lines, as mlir-opt 22 prints them.
// RUN: not jopt %s "-convert-math-to-funcs=min-width-of-fpowi-exponent=wide" 2>&1 | jfilecheck %s --check-prefix=WIDTH
// RUN: not jopt %s "-convert-math-to-funcs=convert-ctlz=maybe" 2>&1 | jfilecheck %s --check-prefix=CTLZ
// RUN: not jopt %s "-convert-math-to-funcs=unroll=1" 2>&1 | jfilecheck %s --check-prefix=NAME

// WIDTH: for the --min-width-of-fpowi-exponent option: 'wide' value invalid for uint argument!
// CTLZ: for the --convert-ctlz option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NAME: error: <Pass-Options-Parser>: no such option unroll

func.func @f(%a: i32) -> i32 {
  %0 = math.ctlz %a : i32
  return %0 : i32
}
