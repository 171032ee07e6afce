// RUN: jopt %s -split-input-file -convert-gpu-to-nvvm -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -split-input-file -convert-gpu-to-nvvm='use-bare-ptr-memref-call-conv=1' 2>/dev/null | jfilecheck %s --check-prefix=BARE

// A memref argument's pointer attributes go to both of its descriptor's pointers; value attributes
// (noundef) to every field; a plain pointer argument keeps its attributes.
// CHECK-LABEL: llvm.func @kern(
// CHECK-SAME: %arg0: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: i64 {llvm.noundef}, %arg3: i64 {llvm.noundef}, %arg4: i64 {llvm.noundef},
// CHECK-SAME: %arg5: !llvm.ptr {llvm.writeonly}, %arg6: i32)
// BARE-LABEL: llvm.func @kern(
// BARE-SAME: %arg0: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.writeonly}, %arg2: i32)
gpu.module @attrs {
  gpu.func @kern(%a: memref<4xf32> {llvm.readonly, llvm.nonnull, llvm.noundef}, %p: !llvm.ptr {llvm.writeonly}, %n: i32) kernel {
    gpu.return
  }
}

// -----

// noalias cannot be split over a descriptor's two pointers: it is dropped with a warning (kept
// under the bare-pointer convention).
// CHECK-LABEL: llvm.func @aliasing(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64)
// BARE-LABEL: llvm.func @aliasing(
// BARE-SAME: %arg0: !llvm.ptr {llvm.noalias})
gpu.module @alias {
  // expected-warning @+1 {{Cannot copy noalias with non-bare pointers.}}
  gpu.func @aliasing(%a: memref<f32> {llvm.noalias}) kernel {
    gpu.return
  }
}

// -----

// Attribution alignments: a workgroup buffer's global and a private buffer's alloca.
// CHECK: llvm.mlir.global internal @__wg_aligned_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x f32>
// CHECK-LABEL: llvm.func @aligned(
// CHECK: llvm.alloca %{{.*}} x f32 {alignment = 32 : i64} : (i64) -> !llvm.ptr
gpu.module @align {
  gpu.func @aligned(%i: index)
      workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      private(%p: memref<8xf32, #gpu.address_space<private>> {llvm.align = 32 : i64}) {
    %v = memref.load %w[%i] : memref<8xf32, #gpu.address_space<workgroup>>
    memref.store %v, %p[%i] : memref<8xf32, #gpu.address_space<private>>
    gpu.return
  }
}
