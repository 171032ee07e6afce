// With 16-bit indices the special registers are truncated.
// RUN: jopt %s -convert-gpu-to-nvvm=index-bitwidth=16 | jfilecheck %s

gpu.module @m {
  gpu.func @k(%a: memref<?x?xf32>, %i: index) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id z
    %bd = gpu.block_dim y
    %gd = gpu.grid_dim z
    %s0 = gpu.lane_id
    %s = arith.addi %tx, %ty : index
    %s1 = arith.addi %s, %bx : index
    %s2 = arith.addi %s1, %bd : index
    %s3 = arith.addi %s2, %gd : index
    %s4 = arith.addi %s3, %s0 : index
    %fi = arith.index_cast %i : index to i32
    %ff = arith.sitofp %fi : i32 to f32
    memref.store %ff, %a[%s4, %i] : memref<?x?xf32>
    gpu.return
  }
  gpu.func @d(%x: f32) -> f32 {
    %y = math.sqrt %x : f32
    %z = math.powf %y, %x : f32
    %c = math.cos %z : f32
    %l = math.log %c : f32
    %a = math.absf %l : f32
    gpu.return %a : f32
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i16, %arg3: i16, %arg4: i16, %arg5: i16, %arg6: i16, %arg7: i16) attributes {gpu.kernel, nvvm.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %8 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %9 = llvm.trunc %8 : i32 to i16
// CHECK-NEXT: %10 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK-NEXT: %11 = llvm.trunc %10 : i32 to i16
// CHECK-NEXT: %12 = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-NEXT: %13 = llvm.trunc %12 : i32 to i16
// CHECK-NEXT: %14 = nvvm.read.ptx.sreg.ntid.y : i32
// CHECK-NEXT: %15 = llvm.trunc %14 : i32 to i16
// CHECK-NEXT: %16 = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK-NEXT: %17 = llvm.trunc %16 : i32 to i16
// CHECK-NEXT: %18 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
// CHECK-NEXT: %19 = llvm.trunc %18 : i32 to i16
// CHECK-NEXT: %20 = llvm.add %9, %11 : i16
// CHECK-NEXT: %21 = llvm.add %20, %13 : i16
// CHECK-NEXT: %22 = llvm.add %21, %15 : i16
// CHECK-NEXT: %23 = llvm.add %22, %17 : i16
// CHECK-NEXT: %24 = llvm.add %23, %19 : i16
// CHECK-NEXT: %25 = llvm.sext %arg7 : i16 to i32
// CHECK-NEXT: %26 = llvm.sitofp %25 : i32 to f32
// CHECK-NEXT: %27 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %28 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i16, array<2 x i16>, array<2 x i16>)>
// CHECK-NEXT: %29 = llvm.mul %24, %28 overflow<nsw, nuw> : i16
// CHECK-NEXT: %30 = llvm.add %29, %arg7 overflow<nsw, nuw> : i16
// CHECK-NEXT: %31 = llvm.getelementptr inbounds|nuw %27[%30] : (!llvm.ptr, i16) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %26, %31 : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_cosf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_logf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fabsf(f32) -> f32
// CHECK-NEXT: llvm.func @d(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.call @__nv_sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.call @__nv_powf(%0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.call @__nv_cosf(%1) : (f32) -> f32
// CHECK-NEXT: %3 = llvm.call @__nv_logf(%2) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.call @__nv_fabsf(%3) : (f32) -> f32
// CHECK-NEXT: llvm.return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
