// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// Nested builtin modules are not translated: neither an empty one left behind by an erased
// transform schedule nor one that still holds llvm functions. Only @outer reaches LLVM IR.

// CHECK: define void @outer()
// CHECK-NOT: define
// CHECK-NOT: @inner
llvm.func @outer() {
  llvm.return
}

module attributes {transform.with_named_sequence} {
}

module @holder {
  llvm.func @inner() {
    llvm.return
  }
}
