// llvm.mlir.alias verifiers in MLIR 22's words: a type a global can hold, the linkages LLVM allows on
// aliases, an initializer returning a pointer and free of side effects; and getelementptr's inbounds flag alone.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.mlir.global external @g(1 : i8) : i8
// expected-error@+1 {{'llvm.mlir.alias' op expects type to be a valid element type for an LLVM global alias}}
llvm.mlir.alias external @of_void : !llvm.void {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g(1 : i8) : i8
// expected-error@+1 {{'llvm.mlir.alias' op 'extern_weak' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias extern_weak @weak_ref : i8 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias internal @returns_float : f32 {
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %c : f32
}

// -----

llvm.mlir.global external @g(1 : i8) : i8
llvm.mlir.alias private @stores : i8 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %c = llvm.mlir.constant(2 : i8) : i8
  // expected-error@+1 {{ops with side effects are not allowed in alias initializers}}
  llvm.store %c, %0 : i8, !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// The accepted form: an offset into a global, through pure ops.
llvm.mlir.global external @arr(dense<0> : vector<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.alias linkonce_odr @third : i32 {
  %0 = llvm.mlir.addressof @arr : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return %1 : !llvm.ptr
}

// -----

// Not an alias check, but the same kind: getelementptr's inbounds flag alone is rejected.
llvm.func @inbounds_flag_alone(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i16
  llvm.return
}
