// Each assert gets its own message global, named uniquely, declared at the module's start.
// RUN: jopt %s -convert-cf-to-llvm | jfilecheck %s

func.func @f(%c: i1) {
  cf.assert %c, "a"
  cf.assert %c, "b\n"
  return
}
func.func @g(%c: i1) {
  cf.assert %c, "a"
  return
}

// CHECK: llvm.mlir.global private constant @assert_msg_1(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[98, 10, 0]> : tensor<3xi8>) {addr_space = 0 : i32} : !llvm.array<3 x i8>
// CHECK-LABEL: llvm.func @abort()
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[97, 0]> : tensor<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
// CHECK-LABEL: func.func @f(%arg0: i1) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-LABEL: func.func @g(%arg0: i1) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
