// With has-redux, a uniform i32 subgroup_reduce over the whole subgroup becomes nvvm.redux.sync
// with a full mask (maxsi/minsi as max/min); other kinds, types and non-uniform ones stay illegal,
// as they are without has-redux.
// RUN: jopt %s -split-input-file -convert-gpu-to-nvvm='has-redux=1' -verify-diagnostics | jfilecheck %s
// RUN: not jopt %s -split-input-file -convert-gpu-to-nvvm 2>&1 | jfilecheck %s --check-prefix=NOREDUX

// NOREDUX: error: failed to legalize operation 'gpu.subgroup_reduce' that was explicitly marked illegal
gpu.module @m {
  // CHECK-LABEL: llvm.func @redux(%arg0: i32)
  gpu.func @redux(%v: i32) -> (i32, i32, i32, i32, i32, i32) {
    // CHECK: %[[M:.*]] = llvm.mlir.constant(-1 : i32) : i32
    // CHECK: nvvm.redux.sync  add %arg0, %[[M]] : i32 -> i32
    %0 = gpu.subgroup_reduce add %v uniform : (i32) -> i32
    // CHECK: nvvm.redux.sync  and %arg0
    %1 = gpu.subgroup_reduce and %v uniform : (i32) -> i32
    // CHECK: nvvm.redux.sync  or %arg0
    %2 = gpu.subgroup_reduce or %v uniform : (i32) -> i32
    // CHECK: nvvm.redux.sync  xor %arg0
    %3 = gpu.subgroup_reduce xor %v uniform : (i32) -> i32
    // CHECK: nvvm.redux.sync  max %arg0
    %4 = gpu.subgroup_reduce maxsi %v uniform : (i32) -> i32
    // CHECK: nvvm.redux.sync  min %arg0
    %5 = gpu.subgroup_reduce minsi %v uniform : (i32) -> i32
    gpu.return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
  }
}

// -----

gpu.module @m {
  gpu.func @unsigned(%v: i32) -> i32 {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_reduce' that was explicitly marked illegal}}
    %0 = gpu.subgroup_reduce maxui %v uniform : (i32) -> i32
    gpu.return %0 : i32
  }
}

// -----

gpu.module @m {
  gpu.func @not_uniform(%v: i32) -> i32 {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_reduce' that was explicitly marked illegal}}
    %0 = gpu.subgroup_reduce add %v : (i32) -> i32
    gpu.return %0 : i32
  }
}

// -----

gpu.module @m {
  gpu.func @float(%v: f32) -> f32 {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_reduce' that was explicitly marked illegal}}
    %0 = gpu.subgroup_reduce add %v uniform : (f32) -> f32
    gpu.return %0 : f32
  }
}
