// llvm.blocktag labels a block, llvm.blockaddress takes the address of a labelled block of a
// function (in a function or a global's initializer): printed as mlir-opt 22 prints them, in both
// forms; two equal block addresses are one constant after -cse, and -canonicalize keeps the tags.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN
// RUN: jopt %s -canonicalize -cse | jfilecheck %s --check-prefix=CSE

// CHECK-LABEL: llvm.mlir.global private @target()
// CHECK-NEXT: %0 = llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
// GEN: "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @jump, tag = <id = 7>>}> : () -> !llvm.ptr
llvm.mlir.global private @target() : !llvm.ptr {
  %0 = llvm.blockaddress <function=@jump,tag=<id=7>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: llvm.func @jump
// CHECK: llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
// CHECK: llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
// CHECK: ^bb1:
// CHECK-NEXT: llvm.blocktag <id = 7>
// GEN: "llvm.blocktag"() <{tag = #llvm.blocktag<id = 7>}> : () -> ()
// CSE-LABEL: llvm.func @jump
// CSE-NEXT: %[[A:.*]] = llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
// CSE-NEXT: llvm.br ^bb1
// CSE: llvm.blocktag <id = 7>
// CSE-NEXT: llvm.store %[[A]], %arg0 : !llvm.ptr, !llvm.ptr
// CSE-NEXT: llvm.store %[[A]], %arg0 : !llvm.ptr, !llvm.ptr
llvm.func @jump(%p: !llvm.ptr) {
  %0 = llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
  %1 = llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 7>
  llvm.store %0, %p : !llvm.ptr, !llvm.ptr
  llvm.store %1, %p : !llvm.ptr, !llvm.ptr
  llvm.return
}
