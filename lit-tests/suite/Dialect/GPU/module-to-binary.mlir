// -gpu-module-to-binary: format=isa puts the PTX of each #nvvm.target in a gpu.binary (PTX 7.0 for
// sm_80, 7.8 for sm_90; the kernel is a .entry with its .maxntid; workgroup memory is .shared);
// format=llvm gives LLVM bitcode. (bin/fatbin run the CUDA toolkit's ptxas/fatbinary: JUnit's
// GpuModuleToBinaryTest checks them where the toolkit is installed.)
// RUN: jopt %s -convert-gpu-to-nvvm -gpu-module-to-binary=format=isa | jfilecheck %s
// RUN: jopt %s -convert-gpu-to-nvvm -gpu-module-to-binary=format=llvm | jfilecheck %s --check-prefix=LLVM

module attributes {gpu.container_module} {
  gpu.module @k80 [#nvvm.target<chip = "sm_80">] {
    gpu.func @scale(%a: memref<?xf32>, %s: f32) workgroup(%t: memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %l = gpu.thread_id x
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %t[%l] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %t[%l] : memref<64xf32, #gpu.address_space<workgroup>>
      %r = arith.mulf %w, %s : f32
      memref.store %r, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  gpu.module @k90 [#nvvm.target<chip = "sm_90">] {
    gpu.func @noop() kernel {
      gpu.return
    }
  }
}

// CHECK: gpu.binary @k80  [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "
// CHECK-SAME: .version 7.0\0A.target sm_80\0A.address_size 64
// CHECK-SAME: .visible .entry scale(
// CHECK-SAME: .maxntid 64, 1, 1
// CHECK-SAME: .shared
// CHECK-SAME: bar.sync
// CHECK-SAME: ">]
// CHECK: gpu.binary @k90  [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 2 : i32}, assembly = "
// CHECK-SAME: .version 7.8\0A.target sm_90\0A.address_size 64
// CHECK-SAME: .visible .entry noop()

// LLVM: gpu.binary @k80  [#gpu.object<#nvvm.target<chip = "sm_80">, offload = "BC\C0\DE
// LLVM: gpu.binary @k90  [#gpu.object<#nvvm.target<chip = "sm_90">, offload = "BC\C0\DE

