module {
  llvm.func @seven() -> i64 {
    %0 = llvm.mlir.constant(7 : i64) : i64
    llvm.return %0 : i64
  }
}
