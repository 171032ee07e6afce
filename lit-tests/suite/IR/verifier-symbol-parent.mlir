// RUN: jopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// A symbol's registered parent op must be a symbol table; an unregistered one might be.

func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}

// -----

"t.container"() ({
  func.func private @inner()
}) : () -> ()
