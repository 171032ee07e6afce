// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s

// Block addresses: a constant array in a global names two tagged blocks of a function defined after
// it (resolved once the function body exists), and a function takes the address of one of its own
// blocks before reaching it.

llvm.mlir.global internal @targets() : !llvm.array<2 x ptr> {
  %a = llvm.blockaddress <function = @jump, tag = <id = 7>> : !llvm.ptr
  %b = llvm.blockaddress <function = @jump, tag = <id = 3>> : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.array<2 x ptr>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.array<2 x ptr>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.array<2 x ptr>
  llvm.return %1 : !llvm.array<2 x ptr>
}

// CHECK: @targets = internal global [2 x ptr] [ptr blockaddress(@jump, %[[FIRST:[0-9]+]]), ptr blockaddress(@jump, %[[SECOND:[0-9]+]])]

llvm.func @jump(%p: !llvm.ptr, %x: i64) -> i64 {
  %c5 = llvm.mlir.constant(5 : i64) : i64
  llvm.indirectbr %p : !llvm.ptr, [
  ^first,
  ^second(%c5 : i64)
  ]
^first:
  llvm.blocktag <id = 7>
  llvm.return %x : i64
^second(%v: i64):
  llvm.blocktag <id = 3>
  llvm.return %v : i64
}

// CHECK-LABEL: define i64 @jump(ptr %0, i64 %1) {
// CHECK-NEXT:    indirectbr ptr %0, [label %[[FIRST]], label %[[SECOND]]]
// CHECK-EMPTY:
// CHECK-NEXT:  [[FIRST]]:
// CHECK-NEXT:    ret i64 %1
// CHECK-EMPTY:
// CHECK-NEXT:  [[SECOND]]:
// CHECK-NEXT:    %[[V:[0-9]+]] = phi i64 [ 5, %2 ]
// CHECK-NEXT:    ret i64 %[[V]]

// -----

llvm.func @self(%c: i1) -> !llvm.ptr {
  %addr = llvm.blockaddress <function = @self, tag = <id = 0>> : !llvm.ptr
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.return %addr : !llvm.ptr
^b:
  llvm.blocktag <id = 0>
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.return %z : !llvm.ptr
}

// CHECK-LABEL: define ptr @self(i1 %0) {
// CHECK-NEXT:    br i1 %0, label %2, label %3
// CHECK-EMPTY:
// CHECK-NEXT:  2:
// CHECK-NEXT:    ret ptr blockaddress(@self, %3)
// CHECK-EMPTY:
// CHECK-NEXT:  3:
// CHECK-NEXT:    ret ptr null
