// Errors of --stablehlo-refine-shapes through the call graph: one callee called in two contexts,
// and a callee that calls itself.
// RUN: jopt %s --stablehlo-refine-shapes -split-input-file -verify-diagnostics

module @two_contexts {
  func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
    %x = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<?xf32>
    %y = stablehlo.bitcast_convert %b : (tensor<3xf32>) -> tensor<?xf32>
    %0 = func.call @id(%x) : (tensor<?xf32>) -> tensor<?xf32>
    // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'tensor<2xf32>', but provided 'tensor<3xf32>' for operand number 0}}
    %1 = func.call @id(%y) : (tensor<?xf32>) -> tensor<?xf32>
    return %0, %1 : tensor<?xf32>, tensor<?xf32>
  }
  // expected-error@+1 {{'func.func' op refined with incompatible refinement keys}}
  func.func private @id(%v: tensor<?xf32>) -> tensor<?xf32> {
    return %v : tensor<?xf32>
  }
}

// -----

module @recursion {
  func.func @main() -> tensor<i64> {
    %c = stablehlo.constant dense<7> : tensor<i64>
    %0 = func.call @self(%c) : (tensor<i64>) -> tensor<i64>
    return %0 : tensor<i64>
  }
  // expected-error@+1 {{'func.func' op Function self is being refined recursively}}
  func.func private @self(%n: tensor<i64>) -> tensor<i64> {
    // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
    %0 = func.call @self(%n) : (tensor<i64>) -> tensor<i64>
    return %0 : tensor<i64>
  }
}

// -----

// expected-error@+1 {{'builtin.module' op must have no more than one function or a `main` function to clearly identify which function will be refined}}
module @no_main {
  func.func @f() {
    return
  }
  func.func @g() {
    return
  }
}

// -----

// A callee without a body cannot be refined (and does not stop the pass from finishing).
module @declaration {
  func.func @main(%x: tensor<2xf32>) -> tensor<?xf32> {
    %c = stablehlo.constant dense<2> : tensor<i64>
    %y = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<?xf32>
    // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
    %r = func.call @ext(%c, %y) : (tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
    return %r : tensor<?xf32>
  }
  // expected-error@+1 {{'func.func' op must have exactly one block}}
  func.func private @ext(tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
}
