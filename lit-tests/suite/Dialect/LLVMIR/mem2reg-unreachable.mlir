// mem2reg promotes a slot also used in blocks the entry does not reach: their loads read the
// default value (llvm.mlir.undef), their loads and stores go, and their branches to a merge point
// pass the value reaching their end.
// RUN: jopt %s --pass-pipeline="builtin.module(llvm.func(mem2reg{region-simplify=false}))" -split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @dead_store_block
// CHECK-NOT: llvm.alloca
// CHECK: llvm.return
// CHECK: ^bb1:
// CHECK-NEXT: llvm.return
llvm.func @dead_store_block(%v: i64) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.return
^bb1:
  llvm.store %v, %p : i64, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @merge_with_dead_pred
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : f32
// CHECK: llvm.br ^bb4(%arg1 : f32)
// CHECK: llvm.br ^bb4(%arg2 : f32)
// CHECK: ^bb3:
// CHECK-NEXT: llvm.br ^bb4(%[[U]] : f32)
// CHECK: ^bb4(%[[M:.*]]: f32):
// CHECK-NEXT: llvm.return %[[M]] : f32
llvm.func @merge_with_dead_pred(%c: i1, %a: f32, %b: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x f32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %p : f32, !llvm.ptr
  llvm.br ^bb4
^bb2:
  llvm.store %b, %p : f32, !llvm.ptr
  llvm.br ^bb4
^bb3:
  llvm.br ^bb4
^bb4:
  %r = llvm.load %p : !llvm.ptr -> f32
  llvm.return %r : f32
}

// -----

// A slot whose address is only stored into another slot becomes promotable once that one is:
// mem2reg runs rounds until nothing more promotes.
// CHECK-LABEL: llvm.func @address_in_slot
// CHECK-NOT: llvm.alloca
// CHECK: llvm.return %arg0 : i16
llvm.func @address_in_slot(%v: i16) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %inner = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  %outer = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %v, %inner : i16, !llvm.ptr
  llvm.store %inner, %outer : !llvm.ptr, !llvm.ptr
  %p = llvm.load %outer : !llvm.ptr -> !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i16
  llvm.return %r : i16
}
