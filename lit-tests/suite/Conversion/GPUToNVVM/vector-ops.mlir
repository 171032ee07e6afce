// convert-gpu-to-nvvm lowers vector ops in kernels too: as MLIR 22, which takes the to-llvm patterns of
// every loaded dialect, the vector dialect's among them (here a load from dynamic shared memory,
// address space 3, and a store to a global buffer).
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

// CHECK-LABEL: llvm.func @copy_from_shared(
// CHECK-NOT: vector.load
// CHECK: %[[SRC:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[SRC]] {alignment = 4 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[V]], %[[DST]] {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
// CHECK-NOT: vector.store
gpu.module @kernels {
  gpu.func @copy_from_shared(%out: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %shared = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
    %v = vector.load %shared[%c2] : memref<4xf32, #gpu.address_space<workgroup>>, vector<2xf32>
    vector.store %v, %out[%c2] : memref<8xf32>, vector<2xf32>
    gpu.return
  }
}
