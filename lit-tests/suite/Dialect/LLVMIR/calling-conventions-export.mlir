// Calling conventions LLVM's C API has no constant for are exported by their CallingConv number,
// as mlir-translate 22 prints them (tailcc, swifttailcc, the target-specific ones).
// RUN: jtranslate -mlir-to-llvmir %s | jfilecheck %s

// CHECK: declare tailcc void @tail_callee()
// CHECK: declare swifttailcc void @swift_tail()
// CHECK: declare x86_64_sysvcc void @sysv()
// CHECK: declare win64cc void @win64()
// CHECK: declare cc11 void @numbered()
llvm.func tailcc @tail_callee()
llvm.func swifttailcc @swift_tail()
llvm.func x86_64_sysvcc @sysv()
llvm.func win64cc @win64()
llvm.func cc_11 @numbered()

// CHECK-LABEL: define void @calls()
// CHECK-NEXT: call tailcc void @tail_callee()
// CHECK-NEXT: call win64cc void @win64()
llvm.func @calls() {
  llvm.call tailcc @tail_callee() : () -> ()
  llvm.call win64cc @win64() : () -> ()
  llvm.return
}
