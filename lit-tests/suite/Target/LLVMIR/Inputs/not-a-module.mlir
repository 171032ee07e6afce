// A lone global, no module around it (see no-implicit-module-invalid.mlir).
llvm.mlir.global internal @lonely(7 : i32) : i32
