// gpu.dynamic_shared_memory: one zero-sized internal global per module (address space 3, aligned
// to 16 bytes; an existing one of another alignment is not reused), wrapped in a memref<0xi8>
// descriptor; functions share the global.
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  // CHECK: llvm.mlir.global internal @__dynamic_shmem__1() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK: llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32} : !llvm.array<0 x i8>
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32} : !llvm.array<0 x i8>
  // CHECK-LABEL: llvm.func @first
  gpu.func @first(%out: memref<4xi8>) kernel {
    // CHECK: %[[ADDR:.*]] = llvm.mlir.addressof @__dynamic_shmem__1 : !llvm.ptr<3>
    // CHECK: %[[PTR:.*]] = llvm.getelementptr %[[ADDR]][0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
    // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
    // CHECK: llvm.mlir.zero : !llvm.ptr
    // CHECK: llvm.ptrtoint
    // CHECK: llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
    // CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[0]
    // CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[1]
    // CHECK: llvm.insertvalue %[[ZERO]], %{{.*}}[3, 0]
    // CHECK: llvm.insertvalue %[[ONE]], %{{.*}}[4, 0]
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c1 = arith.constant 1 : index
    %y = memref.load %0[%c1] : memref<?xi8, #gpu.address_space<workgroup>>
    memref.store %y, %out[%c1] : memref<4xi8>
    gpu.return
  }
  // CHECK-LABEL: llvm.func @second
  gpu.func @second(%out: memref<4xi8>) kernel {
    // CHECK: llvm.mlir.addressof @__dynamic_shmem__1 : !llvm.ptr<3>
    %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %y = memref.load %0[%c0] : memref<?xi8, #gpu.address_space<workgroup>>
    memref.store %y, %out[%c0] : memref<4xi8>
    gpu.return
  }
}
