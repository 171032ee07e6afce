// test-cf-assert lowers cf.assert alone: the failure block prints the message with puts and branches
// back to the continuation instead of calling abort.
// RUN: jopt %s -test-cf-assert | jfilecheck %s

// CHECK: llvm.func @puts(!llvm.ptr)
// CHECK-NOT: @abort
// CHECK: llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>)
// CHECK: llvm.cond_br %{{.*}}, ^[[CONT:bb[0-9]+]], ^[[FAIL:bb[0-9]+]]
// CHECK: ^[[CONT]]:
// CHECK-NEXT: return
// CHECK: ^[[FAIL]]:
// CHECK: llvm.call @puts(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^[[CONT]]
// CHECK-NOT: llvm.unreachable
func.func @f(%c: i1) {
  cf.assert %c, "boom"
  return
}
