// -llvm-legalize-for-export as in mlir-opt 22: a terminator that reaches one block with arguments
// more than once keeps its first edge; each later edge goes through a new block at the end of the
// region that takes the same arguments and branches on with llvm.br. Blocks without arguments and
// single edges stay as they are; func and cf terminators are handled too.
// RUN: jopt %s -llvm-legalize-for-export -split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @two_edges
// CHECK: llvm.cond_br %{{.*}}, ^[[JOIN:bb[0-9]+]](%arg1 : i64), ^[[NEW:bb[0-9]+]](%arg2 : i64)
// CHECK: ^[[JOIN]](%{{.*}}: i64):
// CHECK-NEXT: llvm.return
// CHECK: ^[[NEW]](%[[V:.*]]: i64):
// CHECK-NEXT: llvm.br ^[[JOIN]](%[[V]] : i64)
llvm.func @two_edges(%c: i1, %a: i64, %b: i64) {
  llvm.cond_br %c, ^join(%a: i64), ^join(%b: i64)
^join(%v: i64):
  llvm.return
}

// CHECK-LABEL: llvm.func @no_arguments
// CHECK: llvm.cond_br %{{.*}}, ^bb1, ^bb1
// CHECK-NOT: llvm.br
llvm.func @no_arguments(%c: i1) {
  llvm.cond_br %c, ^next, ^next
^next:
  llvm.return
}

// CHECK-LABEL: llvm.func @switch_cases
// CHECK: llvm.switch %arg0 : i32, ^[[T:bb[0-9]+]](%arg1 : f32) [
// CHECK-NEXT: 7: ^[[C7:bb[0-9]+]](%arg1 : f32),
// CHECK-NEXT: 9: ^[[C9:bb[0-9]+]](%arg1 : f32)
// CHECK: ^[[C7]](%[[A:.*]]: f32):
// CHECK-NEXT: llvm.br ^[[T]](%[[A]] : f32)
// CHECK: ^[[C9]](%[[B:.*]]: f32):
// CHECK-NEXT: llvm.br ^[[T]](%[[B]] : f32)
llvm.func @switch_cases(%x: i32, %f: f32) {
  llvm.switch %x : i32, ^target(%f : f32) [
    7: ^target(%f : f32),
    9: ^target(%f : f32)
  ]
^target(%v: f32):
  llvm.return
}

// -----

// CHECK-LABEL: func.func @cf_branch
// CHECK: cf.cond_br %arg0, ^bb1(%arg1 : i16), ^bb2(%arg1 : i16)
// CHECK: ^bb2(%[[I:.*]]: i16):
// CHECK-NEXT: llvm.br ^bb1(%[[I]] : i16)
func.func @cf_branch(%c: i1, %i: i16) {
  cf.cond_br %c, ^done(%i : i16), ^done(%i : i16)
^done(%j: i16):
  return
}
