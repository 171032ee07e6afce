// allowed-dialects=memref: arith stays, bridged by unrealized casts.
// RUN: jopt %s -convert-gpu-to-nvvm=allowed-dialects=memref | jfilecheck %s

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
// CHECK-NEXT: llvm.func @bare(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr inbounds|nuw %6[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr<1> -> f32
// CHECK-NEXT: %9 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: %10 = llvm.sext %9 : i32 to i64
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: %12 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 3> : i32
// CHECK-NEXT: %13 = llvm.sext %12 : i32 to i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = arith.muli %11, %14 : index
// CHECK-NEXT: %16 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 2> : i32
// CHECK-NEXT: %17 = llvm.sext %16 : i32 to i64
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : i64 to index
// CHECK-NEXT: %19 = arith.addi %18, %15 : index
// CHECK-NEXT: %20 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
// CHECK-NEXT: %21 = llvm.sext %20 : i32 to i64
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : i64 to index
// CHECK-NEXT: %23 = arith.addi %19, %22 : index
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : index to i64
// CHECK-NEXT: %25 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.getelementptr inbounds|nuw %25[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.store %8, %26 : f32, !llvm.ptr<1>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @two(%arg0: f32, %arg1: i32) -> !llvm.struct<(f32, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f32, i32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(f32, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: }
