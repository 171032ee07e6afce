// A gpu.module whose #nvvm.target names a chip that cannot run a tcgen05 op rejects it (MLIR 22's
// required-SM check): these ops need the arch-accelerated sm_100a or sm_101a (shift also sm_103a); a
// family chip (sm_100f), a plain sm_100 or an older chip does not do, and verifyTarget = false skips the
// check.
// RUN: jopt %s -split-input-file -verify-diagnostics

gpu.module @ok [#nvvm.target<chip = "sm_100a">] {
  llvm.func @f(%t: !llvm.ptr<6>) {
    nvvm.tcgen05.fence <before>
    nvvm.tcgen05.shift %t : !llvm.ptr<6>
    llvm.return
  }
}

gpu.module @ok_101a [#nvvm.target<chip = "sm_101a">] {
  llvm.func @f() {
    nvvm.tcgen05.wait <store>
    llvm.return
  }
}

gpu.module @shift_103a [#nvvm.target<chip = "sm_103a">] {
  llvm.func @f(%t: !llvm.ptr<6>) {
    nvvm.tcgen05.shift %t : !llvm.ptr<6>
    llvm.return
  }
}

gpu.module @unchecked [#nvvm.target<chip = "sm_80", verifyTarget = false>] {
  llvm.func @f() {
    nvvm.tcgen05.relinquish_alloc_permit
    llvm.return
  }
}

// -----

gpu.module @family [#nvvm.target<chip = "sm_100f">] {
  llvm.func @f(%p: !llvm.ptr, %n: i32) {
    // expected-error @+1 {{'nvvm.tcgen05.alloc' op is not supported on sm_100f}}
    nvvm.tcgen05.alloc %p, %n : !llvm.ptr, i32
    llvm.return
  }
}

// -----

gpu.module @plain [#nvvm.target<chip = "sm_100">] {
  llvm.func @f(%t: !llvm.ptr<6>) {
    // expected-error @+1 {{'nvvm.tcgen05.ld' op is not supported on sm_100}}
    %0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
    llvm.return
  }
}

// -----

gpu.module @fence_103a [#nvvm.target<chip = "sm_103a">] {
  llvm.func @f() {
    // expected-error @+1 {{'nvvm.tcgen05.fence' op is not supported on sm_103a}}
    nvvm.tcgen05.fence <after>
    llvm.return
  }
}

// -----

gpu.module @second_target [#nvvm.target<chip = "sm_100a">, #nvvm.target<chip = "sm_90">] {
  llvm.func @f(%t: !llvm.ptr<6>) {
    // expected-error @+1 {{'nvvm.tcgen05.shift' op is not supported on sm_90}}
    nvvm.tcgen05.shift %t : !llvm.ptr<6>
    llvm.return
  }
}

// -----

// The chip itself is checked first: below sm_20 (with verifyTarget on) is an error at the module.
// expected-error @+1 {{Minimum NVVM target SM version is sm_20}}
gpu.module @too_old [#nvvm.target<chip = "sm_13">] {
}

// -----

gpu.module @too_old_unchecked [#nvvm.target<chip = "sm_13", verifyTarget = false>] {
}
