// RUN: jopt %s -split-input-file -verify-diagnostics

// An op with successors must end its block; with several, the first one is reported (as mlir-opt 22).
func.func @two_branches_then_return(%c: i1) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  cf.br ^bb1
^bb1:
  return
}

// -----

func.func @branch_in_the_middle(%c: i1) {
  %x = arith.constant 1 : i32
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.cond_br %c, ^bb1, ^bb1
  %y = arith.constant 2 : i32
  return
^bb1:
  return
}
