// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// nvvm.pmevent names its event by number (0-15) or by mask, never both; nvvm.exit and
// nvvm.breakpoint are bare.

// CHECK-LABEL: llvm.func @events
// CHECK: nvvm.pmevent id = 15
// CHECK: nvvm.pmevent mask = 257
// CHECK: nvvm.breakpoint
// CHECK: nvvm.exit
llvm.func @events() {
  nvvm.pmevent id = 15
  nvvm.pmevent mask = 257
  nvvm.breakpoint
  nvvm.exit
  llvm.return
}

// -----

llvm.func @no_event() {
  // expected-error @below {{'nvvm.pmevent' op either `id` or `mask` must be set}}
  nvvm.pmevent
  llvm.return
}

// -----

llvm.func @both() {
  // expected-error @below {{'nvvm.pmevent' op `id` and `mask` cannot be set at the same time}}
  nvvm.pmevent id = 2 mask = 4
  llvm.return
}

// -----

llvm.func @too_big() {
  // expected-error @below {{'nvvm.pmevent' op `id` must be between 0 and 15}}
  nvvm.pmevent id = 16
  llvm.return
}
