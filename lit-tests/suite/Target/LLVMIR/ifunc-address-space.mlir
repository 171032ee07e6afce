// An ifunc's address space other than 0 is printed in its attribute dictionary (0 is elided) and
// becomes LLVM's; LLVM's verifier then wants a resolver in that address space, as mlir-translate 22
// reports it.
// RUN: jopt %s | jfilecheck %s
// RUN: not jtranslate --mlir-to-llvmir %s 2>&1 | jfilecheck %s --check-prefix=ERR

// CHECK: llvm.mlir.ifunc external @far : !llvm.func<void ()>, !llvm.ptr<2> @chooser {address_space = 2 : i32}
// CHECK: llvm.mlir.ifunc external @near : !llvm.func<void ()>, !llvm.ptr @chooser{{$}}
// ERR: IFunc resolver has incorrect type
// ERR-NEXT: ptr addrspace(2) @far
llvm.mlir.ifunc @far : !llvm.func<void ()>, !llvm.ptr<2> @chooser {address_space = 2 : i32}
llvm.mlir.ifunc @near : !llvm.func<void ()>, !llvm.ptr @chooser {address_space = 0 : i32}
llvm.func @chooser() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
