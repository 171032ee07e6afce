// The bare-pointer convention: a static memref is one pointer (global address space 1);
// a non-kernel function keeps gpu.known_block_size but gets no nvvm.maxntid; two results
// are packed in a struct.
// RUN: jopt %s -convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv=1 | jfilecheck %s

gpu.module @m {
  gpu.func @bare(%a: memref<4xf32, #gpu.address_space<global>>, %i: index) attributes {known_block_size = array<i32: 32, 2, 1>} {
    %v = memref.load %a[%i] : memref<4xf32, #gpu.address_space<global>>
    %g = gpu.global_id y
    %t = gpu.thread_id z
    %s = arith.addi %g, %t : index
    memref.store %v, %a[%s] : memref<4xf32, #gpu.address_space<global>>
    gpu.return
  }
  gpu.func @two(%x: f32, %y: i32) -> (f32, i32) {
    gpu.return %x, %y : f32, i32
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.func @bare(%arg0: !llvm.ptr<1>, %arg1: i64) attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr inbounds|nuw %9[%arg1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %11 = llvm.load %10 : !llvm.ptr<1> -> f32
// CHECK-NEXT: %12 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: %13 = llvm.sext %12 : i32 to i64
// CHECK-NEXT: %14 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 3> : i32
// CHECK-NEXT: %15 = llvm.sext %14 : i32 to i64
// CHECK-NEXT: %16 = llvm.mul %13, %15 : i64
// CHECK-NEXT: %17 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 2> : i32
// CHECK-NEXT: %18 = llvm.sext %17 : i32 to i64
// CHECK-NEXT: %19 = llvm.add %18, %16 : i64
// CHECK-NEXT: %20 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
// CHECK-NEXT: %21 = llvm.sext %20 : i32 to i64
// CHECK-NEXT: %22 = llvm.add %19, %21 : i64
// CHECK-NEXT: %23 = llvm.extractvalue %8[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.getelementptr inbounds|nuw %23[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.store %11, %24 : f32, !llvm.ptr<1>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @two(%arg0: f32, %arg1: i32) -> !llvm.struct<(f32, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f32, i32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(f32, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: }
