// Errors of --mlir-to-llvmir and of the module-level llvm ops it translates, worded as MLIR 22:
// target features, llvm.linker_options / llvm.module_flags outside a module, dso_local_equivalent of
// a variable's alias or an extern_weak function. An empty llvm.func body `{}` is a declaration.
// RUN: jtranslate -verify-diagnostics -split-input-file -mlir-to-llvmir %s

// expected-error @below{{target features can not contain ','}}
llvm.func @comma() attributes {target_features = #llvm.target_features<["+a,b"]>} {
}

// -----

// expected-error @below{{target features must start with '+' or '-'}}
llvm.func @no_sign() attributes {target_features = #llvm.target_features<["+x", "avx"]>} {
}

// -----

// expected-error @below{{target features can not be null or empty}}
llvm.func @empty() attributes {target_features = #llvm.target_features<["+x", ""]>}

// -----

llvm.func @nested() {
  // expected-error @below{{'llvm.linker_options' op must appear at the module level}}
  llvm.linker_options ["-lm"]
  llvm.return
}

// -----

llvm.func @nested() {
  // expected-error @below{{'llvm.module_flags' op must appear at the module level}}
  llvm.module_flags [#llvm.mlir.module_flag<max, "level", 2>]
  llvm.return
}

// -----

llvm.mlir.global external @var(1 : i32) : i32
llvm.mlir.alias external @var_alias : i32 {
  %0 = llvm.mlir.addressof @var : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @use() {
  // expected-error @below{{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @var_alias : !llvm.ptr
  llvm.return
}

// -----

llvm.func extern_weak @weak_fn()
llvm.func @use() {
  // expected-error @below{{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @weak_fn : !llvm.ptr
  llvm.return
}
