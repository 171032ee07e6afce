// RUN: jopt %s -symbol-dce | jfilecheck %s
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | jfilecheck %s --check-prefix=NOTABLE

// Private symbols nothing live references go; public ones and what they use stay.
// CHECK-NOT:   @dead
// CHECK:       func.func private @live()
// CHECK:       func.func @g()
// CHECK-NEXT:    call @live()
func.func private @dead() {
  return
}
func.func private @live() {
  return
}
func.func @g() {
  call @live() : () -> ()
  return
}

// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
