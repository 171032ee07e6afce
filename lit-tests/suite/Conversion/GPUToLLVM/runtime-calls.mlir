// gpu-to-llvm: async tokens become streams; gpu.wait async creates one and waits on events
// recorded right after the streams it depends on; alloc/memcpy/memset/dealloc with one dependency
// become mgpu* calls on that stream; gpu.wait synchronizes and destroys; launch_func stays with
// lowered operands and the stream; host_register and set_default_device call the runtime.
// RUN: jopt %s -gpu-to-llvm | jfilecheck %s

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, "BLOB">]
  // CHECK-LABEL: llvm.func @pipeline(
  func.func @pipeline(%h: memref<16xf32>, %n: index, %f: f32, %i: i16, %w: memref<8xi16>) {
    %c1 = arith.constant 1 : index
    // CHECK: %[[S0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    // CHECK-NEXT: %[[E0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E0]], %[[S0]]) : (!llvm.ptr, !llvm.ptr) -> ()
    // CHECK-NEXT: %[[S1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    // CHECK-NEXT: %[[E1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E1]], %[[S1]])
    // CHECK-NEXT: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[S]], %[[E0]])
    // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[S]], %[[E1]])
    // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E0]])
    // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E1]])
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    %t2 = gpu.wait async [%t0, %t1]
    // CHECK: %[[GEP:.*]] = llvm.getelementptr %{{.*}}[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    // CHECK: %[[BYTES:.*]] = llvm.ptrtoint %[[GEP]] : !llvm.ptr to i64
    // CHECK: %[[SHARED:.*]] = llvm.mlir.constant(0 : i8) : i8
    // CHECK: %[[PTR:.*]] = llvm.call @mgpuMemAlloc(%[[BYTES]], %[[S]], %[[SHARED]]) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    // CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[0]
    // CHECK: %[[DESC:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0]
    %d, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
    // CHECK: %[[N16:.*]] = llvm.mlir.constant(16 : index) : i64
    // CHECK: llvm.getelementptr %{{.*}}[%[[N16]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]]) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %t4 = gpu.memcpy async [%t3] %d, %h : memref<?xf32>, memref<16xf32>
    // CHECK: %[[SIZE:.*]] = llvm.extractvalue %[[DESC]][3, 0]
    // CHECK: %[[BITS:.*]] = llvm.bitcast %arg6 : f32 to i32
    // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %[[BITS]], %[[SIZE]], %[[S]]) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    %t5 = gpu.memset async [%t4] %d, %f : memref<?xf32>, f32
    // CHECK: llvm.bitcast %arg7 : i16 to i16
    // CHECK: llvm.call @mgpuMemset16
    %t6 = gpu.memset async [%t5] %w, %i : memref<8xi16>, i16
    // CHECK: gpu.launch_func <%[[S]] : !llvm.ptr> @kernels::@k blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%arg5, %{{.*}}, %{{.*}}) : i64 args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : i64, %arg6 : f32)
    %t7 = gpu.launch_func async [%t6] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%d : memref<?xf32>, %f : f32)
    // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[S]]) : (!llvm.ptr, !llvm.ptr) -> ()
    %t8 = gpu.dealloc async [%t7] %d : memref<?xf32>
    // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr) -> ()
    // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr) -> ()
    gpu.wait [%t8]
    // CHECK: llvm.call @mgpuSetDefaultDevice(%{{.*}}) : (i32) -> ()
    %z = arith.constant 0 : i32
    gpu.set_default_device %z
    return
  }

  // CHECK-LABEL: llvm.func @register(
  func.func @register(%m: memref<*xf32>) {
    // CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
    // CHECK: %[[G:.*]] = llvm.getelementptr %[[Z]][1] : (!llvm.ptr) -> !llvm.ptr, f32
    // CHECK: %[[ELT:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr to i64
    // CHECK: %[[RANK:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i64, ptr)>
    // CHECK: %[[P:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
    // CHECK: llvm.call @mgpuMemHostRegisterMemRef(%[[RANK]], %[[P]], %[[ELT]]) : (i64, !llvm.ptr, i64) -> ()
    gpu.host_register %m : memref<*xf32>
    return
  }

  // A synchronous launch has no stream; an async one without dependencies creates one, which a
  // later wait on its token synchronizes.
  // CHECK-LABEL: llvm.func @launches(
  func.func @launches(%n: index) {
    %c1 = arith.constant 1 : index
    // CHECK: gpu.launch_func  @kernels::@k blocks in
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate()
    // CHECK: gpu.launch_func <%[[S]] : !llvm.ptr> @kernels::@k
    %t = gpu.launch_func async @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]])
    gpu.wait [%t]
    return
  }

  // An alloc with two dependencies, or a synchronous one, is left as it is (as mlir-opt does); a
  // wait on a token that is not a created stream treats it as an event.
  // CHECK-LABEL: llvm.func @unconverted(
  func.func @unconverted(%n: index) {
    %t0 = gpu.wait async
    %t1 = gpu.wait async
    // CHECK: gpu.alloc async [%{{.*}}, %{{.*}}] (%{{.*}}) : memref<?xf32>
    %d, %t2 = gpu.alloc async [%t0, %t1] (%n) : memref<?xf32>
    // CHECK: llvm.call @mgpuEventSynchronize
    // CHECK: llvm.call @mgpuEventDestroy
    gpu.wait [%t2]
    // CHECK: gpu.alloc  (%{{.*}}) : memref<?xf32>
    %e = gpu.alloc (%n) : memref<?xf32>
    // CHECK: gpu.dealloc  %{{.*}} : memref<?xf32>
    gpu.dealloc %e : memref<?xf32>
    return
  }
  // CHECK: llvm.func @mgpuStreamCreate() -> !llvm.ptr
  // CHECK: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
}
