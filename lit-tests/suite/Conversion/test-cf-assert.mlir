// test-cf-assert lowers only cf.assert: a failed assert prints its message with puts and goes on
// (no abort), so a runtime-verification test sees every failed check; other ops stay.
// RUN: jopt %s -test-cf-assert | jfilecheck %s

// CHECK: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 32, 99, 104, 101, 99, 107, 0]> : tensor<13xi8>) {addr_space = 0 : i32} : !llvm.array<13 x i8>
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 32, 99, 104, 101, 99, 107, 0]> : tensor<12xi8>) {addr_space = 0 : i32} : !llvm.array<12 x i8>
// CHECK-LABEL: func.func @two(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %1 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %2 = llvm.getelementptr %1[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<12 x i8>
// CHECK-NEXT: llvm.call @puts(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %3 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<13 x i8>
// CHECK-NEXT: llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: }
// CHECK-NEXT: }


func.func @two(%a: i1, %b: i1, %x: i32) -> i32 {
  cf.assert %a, "first check"
  %y = arith.addi %x, %x : i32
  cf.assert %b, "second check"
  return %y : i32
}
