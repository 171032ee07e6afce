// llvm.mlir.ifunc's verifier, worded as mlir-opt 22.
// RUN: jopt -split-input-file -verify-diagnostics %s

// expected-error@+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @g
llvm.mlir.global external @g() : i32

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @r
llvm.func @r() -> !llvm.ptr

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op resolver must return a pointer}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @r
llvm.func @r() -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr<3> @r
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op 'common' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc common @f : !llvm.func<void ()>, !llvm.ptr @r
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g() : i32
llvm.func @user() {
  // expected-error@+1 {{'llvm.call' op 'g' does not reference a valid LLVM function or IFunc}}
  llvm.call @g() : () -> ()
  llvm.return
}
