// hlo-to-llvm and tf-to-llvm lower f32 tanh with hlo-fast-tanh unless fast-tanh=false, which keeps
// MLIR's approximation (its 0.0004 tiny-x test, six FMAs for the numerator).
// RUN: jopt %s --hlo-to-llvm | jfilecheck %s --check-prefix=FAST
// RUN: jopt %s --hlo-to-llvm=fast-tanh=true | jfilecheck %s --check-prefix=FAST
// RUN: jopt %s --hlo-to-llvm=fast-tanh=false | jfilecheck %s --check-prefix=MLIR
// RUN: not jopt %s --hlo-to-llvm=fast-tanh=maybe 2>&1 | jfilecheck %s --check-prefix=BAD

// FAST-LABEL: llvm.func @main(
// FAST-NOT:     4.000000e-04
// FAST:         7.99038172
// FAST-NOT:     4.000000e-04
// FAST:         llvm.fdiv
// FAST-NOT:     4.000000e-04
// FAST:         llvm.return

// MLIR-LABEL: llvm.func @main(
// MLIR-NOT:     7.99038172
// MLIR:         4.000000e-04
// MLIR:         llvm.fdiv
// MLIR:         llvm.return

// BAD: fast-tanh
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.tanh %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
