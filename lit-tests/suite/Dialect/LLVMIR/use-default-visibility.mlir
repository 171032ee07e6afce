// RUN: jopt %s --llvm-use-default-visibility=visibility=protected | jfilecheck %s
// RUN: jopt %s --llvm-use-default-visibility | jfilecheck %s --check-prefix=NONE
// RUN: not jopt %s --llvm-use-default-visibility=visibility=internal 2>&1 | jfilecheck %s --check-prefix=BAD

// llvm-use-default-visibility gives each function (declarations too), global, alias and ifunc of
// default visibility the option's visibility; explicit visibilities stay; without the option the
// module is unchanged.

// CHECK: llvm.func protected @defined()
// CHECK: llvm.func protected @declared()
// CHECK: llvm.func hidden @already_hidden()
// CHECK: llvm.mlir.global private protected constant @table(dense<[1, 2]> : vector<2xi32>)
// CHECK: llvm.mlir.alias external protected @defined_alias
// CHECK: llvm.mlir.ifunc external protected @dispatch
// NONE: llvm.func @defined()
// NONE: llvm.func @declared()
// NONE: llvm.mlir.alias external @defined_alias
// BAD: for the --visibility option: Cannot find option named 'internal'!
llvm.func @defined() {
  llvm.return
}
llvm.func @declared()
llvm.func hidden @already_hidden()
llvm.mlir.global private constant @table(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
llvm.mlir.alias external @defined_alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @defined : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @defined : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @dispatch : !llvm.func<void ()>, !llvm.ptr @resolver
