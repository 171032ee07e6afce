// Under the bare-pointer convention an unranked memref cannot be passed: the callee and the
// call stay func ops (the return converts).
// RUN: jopt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | jfilecheck %s

func.func private @print_it(memref<*xf32>)
func.func @caller(%u: memref<*xf32>) {
  call @print_it(%u) : (memref<*xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @print_it(memref<*xf32>)
// CHECK-NEXT: func.func @caller(%arg0: memref<*xf32>) {
// CHECK-NEXT: call @print_it(%arg0) : (memref<*xf32>) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
