// use-bare-pointers-for-kernels passes a memref to a kernel as its aligned pointer;
// intersperse-sizes-for-kernels adds each buffer's byte size after it; use-bare-pointers-for-host
// makes host functions take bare pointers (static shapes only).
// RUN: jopt %s -gpu-to-llvm | jfilecheck %s --check-prefix=DESC
// RUN: jopt %s -gpu-to-llvm='use-bare-pointers-for-kernels=1' | jfilecheck %s --check-prefix=BARE
// RUN: jopt %s -gpu-to-llvm='use-bare-pointers-for-kernels=1 intersperse-sizes-for-kernels=1' | jfilecheck %s --check-prefix=SIZES
// RUN: jopt %s -gpu-to-llvm='use-bare-pointers-for-host=1' | jfilecheck %s --check-prefix=HOST

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, "BLOB">]
  // DESC-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64)
  // The second descriptor is used last and so is built first, as mlir-opt does.
  // DESC: llvm.insertvalue %arg7
  // DESC: llvm.insertvalue %arg0
  // DESC: gpu.launch_func  @kernels::@k blocks in ({{.*}}) threads in ({{.*}}) : i64 args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64)
  // BARE: %[[A:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // BARE: %[[B:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  // BARE: gpu.launch_func  @kernels::@k {{.*}} args(%[[A]] : !llvm.ptr, %[[B]] : !llvm.ptr)
  // SIZES: %[[SA:.*]] = llvm.mlir.constant(128 : index) : i64
  // SIZES: %[[SB:.*]] = llvm.mlir.constant(16 : index) : i64
  // SIZES: gpu.launch_func  @kernels::@k {{.*}} args(%{{.*}} : !llvm.ptr, %[[SA]] : i64, %{{.*}} : !llvm.ptr, %[[SB]] : i64)
  // HOST-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64)
  func.func @f(%m: memref<4x8xf32>, %k: memref<16xi8>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%m : memref<4x8xf32>, %k : memref<16xi8>)
    return
  }
}
