// Verifier and parser errors of the gpu dialect, worded as mlir-opt 22 words them.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @bad_dimension() {
  // expected-error@+1 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  // The second half of the error points at the token after the bad keyword, as mlir-opt's does.
  // expected-error@+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{expected void return type for kernel function}}
  gpu.func @k() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

func.func @outside_module() {
  // expected-error@+1 {{expects parent op 'gpu.module'}}
  gpu.func @k() { gpu.return }
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{expected memory space workgroup in attribution}}
  gpu.func @k() workgroup(%w : memref<4xf32, #gpu.address_space<private>>) kernel { gpu.return }
}

// -----

gpu.module @m {
  // expected-error@+1 {{expected memref type in attribution}}
  gpu.func @k() workgroup(%w : f32) kernel { gpu.return }
}

// -----

func.func @no_op_no_body(%v: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce %v {} : (f32) -> f32
  return
}

// -----

func.func @and_on_float(%v: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce and %v {} : (f32) -> f32
  return
}

// -----

func.func @cluster_not_pow2(%v: f32) {
  // expected-error@+1 {{cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %v cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @float_op_on_int(%v: i32) {
  // expected-error@+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.subgroup_reduce maxnumf %v : (i32) -> i32
  return
}

// -----

func.func @one_region_arg(%v: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %r = gpu.all_reduce %v {
  ^bb(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

gpu.module @m {
  gpu.func @f() -> f32 {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{unexpected type `'i32'' for operand #0}}
    gpu.return %c : i32
  }
}

// -----

func.func @launch_needs_name(%c: index) {
  // expected-error@+1 {{custom op 'gpu.launch' needs to be named when marked 'async'}}
  gpu.launch async blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}

// -----

func.func @not_in_container(%c: index) {
  // expected-error@+1 {{expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c)
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: i64) kernel { gpu.return }
    gpu.func @plain() { gpu.return }
  }
  func.func @wrong_args(%c: index) {
    // expected-error@+1 {{got 0 kernel operands but expected 1}}
    gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: i64) kernel { gpu.return }
    gpu.func @plain() { gpu.return }
  }
  func.func @wrong_type(%c: index) {
    // expected-error@+1 {{type of function argument 0 does not match}}
    gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%c : index)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: i64) kernel { gpu.return }
    gpu.func @plain() { gpu.return }
  }
  func.func @not_kernel(%c: index) {
    // expected-error@+1 {{kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @k::@plain blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: i64) kernel { gpu.return }
    gpu.func @plain() { gpu.return }
  }
  func.func @undefined(%c: index) {
    // expected-error@+1 {{kernel function '@k::@nope' is undefined}}
    gpu.launch_func @k::@nope blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: i64) kernel { gpu.return }
    gpu.func @plain() { gpu.return }
  }
  func.func @no_container(%c: index) {
    // expected-error@+1 {{kernel container 'z' is undefined}}
    gpu.launch_func @z::@f blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  // expected-error@+1 {{the target attribute must be a GPU Target attribute}}
  gpu.binary @m <#gpu.select_object<"a">> [#gpu.object<#nvvm.target, "X">]
}
