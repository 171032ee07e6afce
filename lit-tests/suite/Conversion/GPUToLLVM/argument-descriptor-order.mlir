// gpu-to-llvm rebuilds each memref argument's descriptor at the function's start in MLIR 22's order:
// 22 builds one when a pattern first asks for it, at the block's start, so the one asked last comes
// first; ops ask in program order, each for its operands in order (gpu.memcpy: destination, then
// source; the source's descriptor therefore comes first, though the lowering reads the source first).
// RUN: jopt %s -gpu-to-llvm | jfilecheck %s

module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @copy(
  // CHECK-NEXT: %[[P0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.insertvalue %arg5, %[[P0]][0]
  // CHECK-COUNT-4: llvm.insertvalue
  // CHECK-NEXT: %[[P1:.*]] = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.insertvalue %arg0, %[[P1]][0]
  // CHECK: llvm.call @mgpuMemcpy
  func.func @copy(%dst : memref<4xf32, 1>, %src : memref<4xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<4xf32, 1>, memref<4xf32>
    gpu.wait [%t1]
    return
  }

  // Asked for: %b, %a (first copy), then %c (second copy): built c, a, b.
  // CHECK-LABEL: llvm.func @two_copies(
  // CHECK-NEXT: llvm.mlir.poison
  // CHECK-NEXT: llvm.insertvalue %arg10, %{{.*}}[0]
  // CHECK-COUNT-4: llvm.insertvalue
  // CHECK-NEXT: llvm.mlir.poison
  // CHECK-NEXT: llvm.insertvalue %arg0, %{{.*}}[0]
  // CHECK-COUNT-4: llvm.insertvalue
  // CHECK-NEXT: llvm.mlir.poison
  // CHECK-NEXT: llvm.insertvalue %arg5, %{{.*}}[0]
  func.func @two_copies(%a : memref<4xf32>, %b : memref<4xf32>, %c : memref<4xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %b, %a : memref<4xf32>, memref<4xf32>
    %t2 = gpu.memcpy async [%t1] %c, %b : memref<4xf32>, memref<4xf32>
    gpu.wait [%t2]
    return
  }
}
