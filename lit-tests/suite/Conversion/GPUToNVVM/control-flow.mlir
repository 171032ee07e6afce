// cf, index and arith lower inside the gpu.module; the greedy pre-pass folds constants.
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  gpu.func @loop(%a: memref<?xf32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.addi %c1, %c2 : index
    %t = gpu.thread_id x
    cf.br ^bb1(%c0 : index)
  ^bb1(%i: index):
    %cond = arith.cmpi slt, %i, %n : index
    cf.cond_br %cond, ^bb2, ^bb3
  ^bb2:
    %v = memref.load %a[%i] : memref<?xf32>
    %j = index.add %i, %t
    %w = arith.addf %v, %v : f32
    memref.store %w, %a[%j] : memref<?xf32>
    %next = arith.addi %i, %c3 : index
    cf.br ^bb1(%next : index)
  ^bb3:
    gpu.return
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.func @loop(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %8 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %9 = llvm.sext %8 : i32 to i64
// CHECK-NEXT: llvm.br ^bb1(%6 : i64)
// CHECK-NEXT: ^bb1(%10: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %11 = llvm.icmp "slt" %10, %arg5 : i64
// CHECK-NEXT: llvm.cond_br %11, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr inbounds|nuw %12[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr -> f32
// CHECK-NEXT: %15 = llvm.add %10, %9 : i64
// CHECK-NEXT: %16 = llvm.fadd %14, %14 : f32
// CHECK-NEXT: %17 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.getelementptr inbounds|nuw %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %16, %18 : f32, !llvm.ptr
// CHECK-NEXT: %19 = llvm.add %10, %7 : i64
// CHECK-NEXT: llvm.br ^bb1(%19 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
