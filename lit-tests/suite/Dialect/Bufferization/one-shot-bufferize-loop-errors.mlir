// A loop whose yielded tensors are not equivalent to its iter_args is rejected unless
// allow-return-allocs-from-loops is set: scf.while checks its condition and its yield.
// RUN: jopt %s -one-shot-bufferize -split-input-file -verify-diagnostics

func.func @swap_condition(%a: tensor<5xf32>, %b: tensor<5xf32>, %c: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%x = %a, %y = %b) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    // expected-error @+1 {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%c) %y, %x : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%x2: tensor<5xf32>, %y2: tensor<5xf32>):
    scf.yield %x2, %y2 : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}

// -----

func.func @swap_yield(%a: tensor<5xf32>, %b: tensor<5xf32>, %c: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%x = %a, %y = %b) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.condition(%c) %x, %y : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%x2: tensor<5xf32>, %y2: tensor<5xf32>):
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %y2, %x2 : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
