// finalize-memref-to-llvm lowers generic_atomic_rmw to a cmpxchg loop when its body holds only
// llvm ops; a body with ops of other dialects (arith here) stays as it is, as in mlir-opt 22.
// RUN: jopt %s -finalize-memref-to-llvm -split-input-file | jfilecheck %s

func.func @llvm_body(%m: memref<8xi32>, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %one = llvm.mlir.constant(1 : i32) : i32
    %next = llvm.add %cur, %one : i32
    memref.atomic_yield %next : i32
  }
  return %r : i32
}
// -----
func.func @arith_body(%m: memref<8xi32>, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %cur, %one : i32
    memref.atomic_yield %next : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @llvm_body(%arg0: memref<8xi32>, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %7 = llvm.add %5, %6 : i32
// CHECK-NEXT: %8 = llvm.cmpxchg %3, %5, %7 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %10, ^bb2, ^bb1(%9 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT: func.func @arith_body(%arg0: memref<8xi32>, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<8xi32> {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: memref.atomic_yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
