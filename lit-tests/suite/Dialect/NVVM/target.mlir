// #nvvm.target prints only what differs from its defaults; nvvm special registers and barriers.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK: gpu.module @defaults [#nvvm.target] {
gpu.module @defaults [#nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "">] {
}
// CHECK: gpu.module @sm90 [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc"]>, #nvvm.target<chip = "sm_80">]
gpu.module @sm90 [#nvvm.target<chip = "sm_90", O = 3, features = "+ptx80", flags = {fast, ftz}, link = ["libdevice.bc"]>, #nvvm.target<chip = "sm_80">] {
}

// CHECK-LABEL: llvm.func @registers
llvm.func @registers() {
  // CHECK: nvvm.read.ptx.sreg.tid.x : i32
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1025> : i32
  %1 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1025> : i32
  // CHECK: nvvm.read.ptx.sreg.laneid : i32
  %2 = nvvm.read.ptx.sreg.laneid : i32
  // CHECK: nvvm.barrier0
  nvvm.barrier0
  llvm.return
}

// -----

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @bad_o [#nvvm.target<O = 5>] {
}

// -----

// expected-error@+1 {{The target chip cannot be empty.}}
gpu.module @bad_chip [#nvvm.target<chip = "">] {
}
