// llvm.getelementptr reads any keyword before its base pointer as its no-wrap flags, and rejects
// one that is not a flag with mlir-opt 22's enum error, located at the word.
// RUN: not jopt %s -split-input-file 2>&1 | jfilecheck %s

llvm.func @unknown_flag(%base: !llvm.ptr) -> !llvm.ptr {
  // CHECK: gep-flags-invalid.mlir:[[@LINE+1]]:27: error: custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: exact
  %q = llvm.getelementptr exact %base[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %q : !llvm.ptr
}

// -----

llvm.func @unknown_second_flag(%base: !llvm.ptr) -> !llvm.ptr {
  // CHECK: gep-flags-invalid.mlir:[[@LINE+1]]:33: error: custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: wide
  %q = llvm.getelementptr nuw | wide %base[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %q : !llvm.ptr
}
