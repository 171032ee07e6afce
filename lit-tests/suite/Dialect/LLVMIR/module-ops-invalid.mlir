// Verifier and parser errors of the module-level llvm ops and the metadata attributes (mlir-opt 22's wording).
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @f()
// expected-error@+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32, 1 : i32], data = [#llvm.zero]

// -----

// expected-error@+1 {{'llvm.mlir.global_dtors' op 'nope' does not reference a valid LLVM function}}
llvm.mlir.global_dtors dtors = [@nope], priorities = [0 : i32], data = [#llvm.zero]

// -----

// expected-error@+1 {{'llvm.module_flags' op expected a module flag attribute}}
llvm.module_flags [1 : i32]

// -----

llvm.mlir.global external @g(1 : i32) : i32
llvm.func @h() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: disjoint}}
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, disjoint = true>

