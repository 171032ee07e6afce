// RUN: jtranslate --mlir-to-llvmir %s -split-input-file -verify-diagnostics

// nvvm.barrier.arrive has no translation in MLIR 22: the op fails, located, as mlir-translate 22
// reports it.
llvm.func @arrive(%n: i32) {
  // expected-error @below {{LLVM Translation failed for operation: nvvm.barrier.arrive}}
  nvvm.barrier.arrive number_of_threads = %n
  llvm.return
}

// -----

// The verifier runs first: a redux whose result type is not the value's never reaches LLVM.
llvm.func @redux(%v: i32) {
  // expected-error @below {{'nvvm.redux.sync' op failed to verify that all of {res, val} have same type}}
  %r = nvvm.redux.sync max %v, %v : i32 -> f32
  llvm.return
}
