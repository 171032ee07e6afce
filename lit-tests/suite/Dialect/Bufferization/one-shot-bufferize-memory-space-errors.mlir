// Memory space errors (mlir-opt 22's wording and places): must-infer-memory-space leaves
// allocations without a memory_space (tensor.empty) and function arguments without boundaries
// with none; scf.if branches and scf.for init/yield must agree on the memory space.
// RUN: jopt %s -one-shot-bufferize=must-infer-memory-space -split-input-file -verify-diagnostics

func.func @empty(%f: f32) -> tensor<5xf32> {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}

// -----

// expected-error @below {{could not infer memory space}}
func.func @copy_space(%t: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @below {{failed to bufferize op}}
  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 2 : i64} : tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @ifs(%c: i1, %f: f32) -> tensor<5xf32> {
  // expected-error @below {{inconsistent memory space on then/else branches}}
  %r = scf.if %c -> tensor<5xf32> {
    %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    // expected-error @below {{failed to bufferize op}}
    scf.yield %0 : tensor<5xf32>
  } else {
    %0 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<5xf32>
    scf.yield %0 : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}
