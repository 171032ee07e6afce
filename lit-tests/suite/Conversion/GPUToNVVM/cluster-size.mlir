// convert-gpu-to-nvvm and a gpu.func's known_cluster_size, as MLIR 22: the llvm.func keeps it as
// gpu.known_cluster_size and, for a kernel, gives it to NVVM as nvvm.cluster_dim; the block ids
// within the cluster read with range [0, size), the cluster's sizes with range [1, size + 1).
// Without the hint, no range.
// RUN: jopt %s -convert-gpu-to-nvvm -split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @clustered(
// CHECK-SAME: attributes {gpu.kernel, gpu.known_cluster_size = array<i32: 4, 2, 1>, nvvm.cluster_dim = array<i32: 4, 2, 1>, nvvm.kernel}
// CHECK: nvvm.read.ptx.sreg.cluster.ctaid.y range <i32, 0, 2> : i32
// CHECK: nvvm.read.ptx.sreg.cluster.nctaid.x range <i32, 1, 5> : i32
gpu.module @kernels {
  gpu.func @clustered(%out: !llvm.ptr) kernel attributes {known_cluster_size = array<i32: 4, 2, 1>} {
    %0 = gpu.cluster_block_id y
    %1 = gpu.cluster_dim_blocks x
    %2 = arith.addi %0, %1 : index
    %3 = arith.index_cast %2 : index to i64
    llvm.store %3, %out : i64, !llvm.ptr
    gpu.return
  }
}

// -----

// CHECK-LABEL: llvm.func @device_fn(
// CHECK-SAME: attributes {gpu.known_cluster_size = array<i32: 2, 2, 2>} {
// CHECK-NOT: nvvm.cluster_dim
// CHECK: nvvm.read.ptx.sreg.cluster.ctaid.z range <i32, 0, 2> : i32
// CHECK-LABEL: llvm.func @unhinted(
// CHECK: nvvm.read.ptx.sreg.cluster.ctaid.x : i32
gpu.module @kernels {
  gpu.func @device_fn() -> index attributes {known_cluster_size = array<i32: 2, 2, 2>} {
    %0 = gpu.cluster_block_id z
    gpu.return %0 : index
  }
  gpu.func @unhinted() -> index {
    %0 = gpu.cluster_block_id x
    gpu.return %0 : index
  }
}
