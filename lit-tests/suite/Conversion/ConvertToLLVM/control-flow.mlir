// convert-to-llvm with cf: block arguments and branch operands take i64 directly.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

func.func @f(%a: i32, %b: index, %c: i1) -> index {
  cf.assert %c, "boom"
  cf.cond_br %c, ^bb1(%b : index), ^bb2
^bb1(%x: index):
  cf.br ^bb2
^bb2:
  cf.switch %a : i32, [
    default: ^bb3(%b : index),
    4: ^bb1(%b : index)
  ]
^bb3(%y: index):
  return %y : index
}

// CHECK-LABEL: llvm.func @abort()
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i64, %arg2: i1) -> i64 {
// CHECK-NEXT: llvm.cond_br %arg2, ^bb1, ^bb5
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg2, ^bb2(%arg1 : i64), ^bb3
// CHECK-NEXT: ^bb2(%0: i64):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb4(%arg1 : i64) [
// CHECK-NEXT: 4: ^bb2(%arg1 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%1: i64):  // pred: ^bb3
// CHECK-NEXT: llvm.return %1 : i64
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
