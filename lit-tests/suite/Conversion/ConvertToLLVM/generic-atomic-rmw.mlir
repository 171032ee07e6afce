// convert-to-llvm lowers memref.generic_atomic_rmw to a compare-and-swap loop: load, the body cloned
// into the loop block, cmpxchg, retry with the value found until it succeeds.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

func.func @atomics(%m: memref<8xi32>, %f: memref<8xf32>, %i: index, %x: i32, %y: f32) -> (i32, f32) {
  %0 = memref.atomic_rmw addi %x, %m[%i] : (i32, memref<8xi32>) -> i32
  %2 = memref.atomic_rmw addf %y, %f[%i] : (f32, memref<8xf32>) -> f32
  %4 = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %x : i32
    memref.atomic_yield %s : i32
  }
  return %4, %2 : i32, f32
}

// CHECK-LABEL: module {
// CHECK-LABEL: llvm.func @atomics(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i32, %arg12: f32) -> !llvm.struct<(i32, f32)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %14 = llvm.atomicrmw add %13, %arg11 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %15 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.getelementptr %15[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %17 = llvm.atomicrmw fadd %16, %arg12 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%20 : i32)
// CHECK-NEXT: ^bb1(%21: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %22 = llvm.add %21, %arg11 : i32
// CHECK-NEXT: %23 = llvm.cmpxchg %19, %21, %22 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %24 = llvm.extractvalue %23[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %25 = llvm.extractvalue %23[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %25, ^bb2, ^bb1(%24 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %27 = llvm.insertvalue %24, %26[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %28 = llvm.insertvalue %17, %27[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %28 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-NEXT: }
