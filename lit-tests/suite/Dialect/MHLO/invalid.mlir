// Parse errors of mhlo's custom forms, with mlir-hlo-opt's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @barrier_types_not_a_list(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+2 {{expected non-function type}}
  // expected-error@+1 {{custom op 'mhlo.optimization_barrier' expected type list}}
  %0 = mhlo.optimization_barrier %x : %x
  return %0 : tensor<2xf32>
}

// -----

// mhlo.scan is XLA's scan (chlo.scan's definition under mhlo).
func.func @scan_size_attr(%xs: tensor<6xf32>, %c: tensor<f32>) -> tensor<6xf32> {
  // expected-error@+1 {{'mhlo.scan' op scan_dim_size attribute must match the scan dimension size}}
  %0:2 = mhlo.scan (%xs) inits (%c) dimension=0 attributes {scan_dim_size = 7 : i64} {
  ^bb0(%x: tensor<f32>, %acc: tensor<f32>):
    %1 = mhlo.add %x, %acc : tensor<f32>
    mhlo.return %1, %1 : tensor<f32>, tensor<f32>
  } : (tensor<6xf32>, tensor<f32>) -> (tensor<6xf32>, tensor<f32>)
  return %0#0 : tensor<6xf32>
}

// -----

func.func @scan_returns_nothing(%xs: tensor<6xf32>, %c: tensor<f32>) -> tensor<6xf32> {
  // expected-error@+2 {{'mhlo.scan' op failed to infer returned types}}
  // expected-error@+1 {{ScanOp body must return at least 1 values (carries)}}
  %0:2 = mhlo.scan (%xs) inits (%c) dimension=0 {
  ^bb0(%x: tensor<f32>, %acc: tensor<f32>):
    "mhlo.return"() : () -> ()
  } : (tensor<6xf32>, tensor<f32>) -> (tensor<6xf32>, tensor<f32>)
  return %0#0 : tensor<6xf32>
}

// -----

func.func @dims_nested(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+2 {{custom op 'mhlo.transpose' expected integer value}}
  // expected-error@+1 {{expected ']'}}
  %0 = mhlo.transpose %a, dims = [1, [0]] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
