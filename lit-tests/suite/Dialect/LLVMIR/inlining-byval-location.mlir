// Inlining a callee with a byval argument copies the pointee into a new entry-block alloca; MLIR 22
// gives the constants, the alloca and the memcpy the location of the value passed (here the load's,
// then a block argument's).
// RUN: jopt %s -inline -mlir-print-debuginfo | jfilecheck %s

// The block argument's location is used inside the module before its alias is defined at the end,
// so its alias comes first.
// CHECK: #[[ARG:.*]] = loc("arg":4:4)

llvm.func @takes_pair(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>}) {
  llvm.return
} loc("callee":1:1)

// CHECK-LABEL: llvm.func @from_load
// CHECK: llvm.mlir.constant(8 : i64) : i64 loc(#[[LOAD:.*]])
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i64) -> !llvm.ptr loc(#[[LOAD]])
// CHECK: "llvm.intr.memcpy"({{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> () loc(#[[LOAD]])
llvm.func @from_load(%pp: !llvm.ptr) {
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr loc("load":2:2)
  llvm.call @takes_pair(%p) : (!llvm.ptr) -> () loc("call":3:3)
  llvm.return
}

// CHECK-LABEL: llvm.func @from_argument
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i64) -> !llvm.ptr loc(#[[ARG]])
// CHECK: "llvm.intr.memcpy"({{.*}}) loc(#[[ARG]])
llvm.func @from_argument(%p: !llvm.ptr loc("arg":4:4)) {
  llvm.call @takes_pair(%p) : (!llvm.ptr) -> () loc("call":5:5)
  llvm.return
}

// CHECK: #[[LOAD]] = loc("load":2:2)
