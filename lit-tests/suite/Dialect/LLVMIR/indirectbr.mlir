// llvm.indirectbr: a branch to one of the listed blocks through an address (from llvm.blockaddress),
// each successor with its own operands; printed as mlir-opt 22 prints it, one successor a line, in
// both forms, and kept by -canonicalize (its successors stay distinct blocks).
// RUN: jopt %s -split-input-file | jfilecheck %s
// RUN: jopt %s -split-input-file -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN
// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s --check-prefix=CANON

// CHECK-LABEL: llvm.func @pick(
// CHECK-NEXT:    llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT:    ^bb1(%arg1 : i64),
// CHECK-NEXT:    ^bb2(%arg1, %arg1 : i64, i64),
// CHECK-NEXT:    ^bb3
// CHECK-NEXT:    ]
// GEN: "llvm.indirectbr"(%arg0, %arg1, %arg1, %arg1)[^bb1, ^bb2, ^bb3] <{indbr_operand_segments = array<i32: 1, 2, 0>}> : (!llvm.ptr, i64, i64, i64) -> ()
// CANON-LABEL: llvm.func @pick(
// CANON-NEXT:    llvm.mlir.constant(0 : i64) : i64
// CANON-NEXT:    llvm.indirectbr %arg0 : !llvm.ptr, [
// CANON-NEXT:    ^bb1(%arg1 : i64),
llvm.func @pick(%to: !llvm.ptr, %x: i64) -> i64 {
  llvm.indirectbr %to : !llvm.ptr, [
  ^one(%x : i64),
  ^two(%x, %x : i64, i64),
  ^three
  ]
^one(%a: i64):
  llvm.return %a : i64
^two(%b: i64, %c: i64):
  %s = llvm.mul %b, %c : i64
  llvm.return %s : i64
^three:
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.return %z : i64
}

// -----

// CHECK-LABEL: llvm.func @nowhere(
// CHECK-NEXT:    llvm.indirectbr %arg0 : !llvm.ptr, []
// GEN: "llvm.indirectbr"(%arg0) <{indbr_operand_segments = array<i32>}> : (!llvm.ptr) -> ()
llvm.func @nowhere(%to: !llvm.ptr) {
  llvm.indirectbr %to : !llvm.ptr, []
}

// -----

// CHECK-LABEL: llvm.func @through_tag(
// CHECK: %[[A:.*]] = llvm.blockaddress <function = @through_tag, tag = <id = 2>> : !llvm.ptr
// CHECK: llvm.indirectbr %[[A]] : !llvm.ptr, [
// CHECK-NEXT: ^bb1
// CHECK-NEXT: ]
// CHECK: ^bb1:
// CHECK-NEXT: llvm.blocktag <id = 2>
llvm.func @through_tag() {
  %a = llvm.blockaddress <function = @through_tag, tag = <id = 2>> : !llvm.ptr
  llvm.indirectbr %a : !llvm.ptr, [
  ^target
  ]
^target:
  llvm.blocktag <id = 2>
  llvm.return
}
