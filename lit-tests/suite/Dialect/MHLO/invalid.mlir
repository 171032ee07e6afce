// Parse errors of mhlo's custom forms, with mlir-hlo-opt's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @barrier_types_not_a_list(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+2 {{expected non-function type}}
  // expected-error@+1 {{custom op 'mhlo.optimization_barrier' expected type list}}
  %0 = mhlo.optimization_barrier %x : %x
  return %0 : tensor<2xf32>
}
