// hlo-gpu-async-copies: the device buffers' synchronous gpu.alloc / gpu.memcpy / gpu.dealloc get a
// stream each (gpu.wait async), synchronized right after (gpu.wait), which -gpu-to-llvm lowers to
// mgpuStreamCreate, mgpuMemAlloc/mgpuMemcpy/mgpuMemFree and mgpuStreamSynchronize/Destroy (it leaves
// synchronous ones, as mlir-opt does). The whole device pipeline then reaches the llvm dialect.
// RUN: jopt %s -hlo-to-gpu -hlo-gpu-async-copies | jfilecheck %s
// RUN: jopt %s '-pass-pipeline=builtin.module(hlo-to-gpu,hlo-gpu-async-copies,lower-affine,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,nvvm-attach-target{chip=sm_80},gpu-module-to-binary{format=isa},gpu-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' | jfilecheck --check-prefix=LLVM %s

// CHECK-LABEL: func.func @main
// CHECK:         %[[S0:.*]] = gpu.wait async
// CHECK-NEXT:    %[[DX:.*]], %[[T0:.*]] = gpu.alloc async [%[[S0]]] (%{{.*}}) : memref<?x4xf32>
// CHECK-NEXT:    gpu.wait [%[[T0]]]
// CHECK:         %[[S1:.*]] = gpu.wait async
// CHECK-NEXT:    %{{.*}}, %{{.*}} = gpu.alloc async [%[[S1]]]
// CHECK:         %[[S2:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T1:.*]] = gpu.memcpy async [%[[S2]]] %[[DX]], %arg0 : memref<?x4xf32>, memref<?x4xf32>
// CHECK-NEXT:    gpu.wait [%[[T1]]]
// CHECK:         gpu.launch_func
// CHECK:         %[[S3:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T2:.*]] = gpu.dealloc async [%[[S3]]] %[[DX]] : memref<?x4xf32>
// CHECK-NEXT:    gpu.wait [%[[T2]]]
// CHECK-NOT:     gpu.alloc  (
// CHECK-NOT:     gpu.memcpy  %
// CHECK:         return

// LLVM-NOT:    builtin.unrealized_conversion_cast
// LLVM:        llvm.func @main
// LLVM:          llvm.call @mgpuStreamCreate()
// LLVM:          llvm.call @mgpuMemAlloc(
// LLVM:          llvm.call @mgpuStreamSynchronize(
// LLVM:          llvm.call @mgpuMemcpy(
// LLVM:          gpu.launch_func
// LLVM:          llvm.call @mgpuMemFree(
// LLVM-NOT:    gpu.alloc
// LLVM-NOT:    gpu.memcpy
// LLVM:        gpu.binary @main_kernel
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %y = stablehlo.add %x, %x : tensor<?x4xf32>
  %t = stablehlo.tanh %y : tensor<?x4xf32>
  return %t : tensor<?x4xf32>
}
