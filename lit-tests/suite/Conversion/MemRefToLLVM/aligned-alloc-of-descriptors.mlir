// -finalize-memref-to-llvm with use-aligned-alloc on memrefs whose elements are memrefs: the
// default alignment is the element's size rounded up to a power of two, a ranked descriptor's size
// being two pointers plus (1 + 2 * rank) indices, an unranked one's an index and a pointer.
// RUN: jopt %s -split-input-file -finalize-memref-to-llvm='use-aligned-alloc=1' | jfilecheck %s

// CHECK-LABEL: func.func @of_rank2
// CHECK:         %[[A:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK:         llvm.call @aligned_alloc(%[[A]], %{{.*}}) : (i64, i64) -> !llvm.ptr
// CHECK:         llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func @of_rank2() {
  %0 = memref.alloc() : memref<3xmemref<4x5xi8>>
  return
}

// -----

// 2 * 8 + 3 * 4 = 28 bytes with 32-bit indices.
// CHECK-LABEL: func.func @of_rank1_index32
// CHECK:         %[[A:.*]] = llvm.mlir.constant(32 : index) : i32
// CHECK:         llvm.call @aligned_alloc(%[[A]], %{{.*}}) : (i32, i32) -> !llvm.ptr
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>> } {
  func.func @of_rank1_index32() {
    %0 = memref.alloc() : memref<2xmemref<7xf64>>
    return
  }
}

// -----

// CHECK-LABEL: func.func @of_unranked
// CHECK:         %[[A:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK:         llvm.call @aligned_alloc(%[[A]], %{{.*}}) : (i64, i64) -> !llvm.ptr
func.func @of_unranked() {
  %0 = memref.alloc() : memref<5xmemref<*xi32>>
  return
}
