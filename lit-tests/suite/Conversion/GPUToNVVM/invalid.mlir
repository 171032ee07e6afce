// A gpu op without an NVVM lowering fails legalization (the gpu dialect is illegal), unless the
// greedy pre-pass erased it as dead; an unknown option is refused.
// RUN: jopt %s -convert-gpu-to-nvvm -split-input-file -verify-diagnostics
// RUN: not jopt %s -convert-gpu-to-nvvm=no-such-option=1 2>&1 | jfilecheck %s --check-prefix=OPT

gpu.module @m {
  gpu.func @dead() kernel {
    %s = gpu.subgroup_size : index
    gpu.return
  }
  gpu.func @used(%a: memref<4xi32>) kernel {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_size' that was explicitly marked illegal}}
    %s = gpu.subgroup_size : index
    %i = arith.index_cast %s : index to i32
    %c0 = arith.constant 0 : index
    memref.store %i, %a[%c0] : memref<4xi32>
    gpu.return
  }
}

// OPT: error: <Pass-Options-Parser>: no such option no-such-option
