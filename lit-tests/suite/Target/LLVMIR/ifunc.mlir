// llvm.mlir.ifunc: parsed and printed as mlir-opt 22 does, translated to an LLVM ifunc (linkage,
// visibility, dso_local; unnamed_addr is dropped, as mlir-translate 22 drops it), callable directly
// and addressable.
// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s
// RUN: jopt -split-input-file %s | jfilecheck %s --check-prefix=RT

// CHECK: @pick = dso_local ifunc i32 (i32), ptr @chooser
// CHECK: @pick_weak = weak hidden ifunc i32 (i32), ptr @chooser
// CHECK: store ptr @pick, ptr %0
// CHECK: define i32 @use(i32 %0) {
// CHECK-NEXT:   %2 = call i32 @pick(i32 %0)
// CHECK-NEXT:   ret i32 %2
// RT: llvm.mlir.ifunc external @pick : !llvm.func<i32 (i32)>, !llvm.ptr @chooser {dso_local}
// RT: llvm.mlir.ifunc weak hidden unnamed_addr @pick_weak : !llvm.func<i32 (i32)>, !llvm.ptr @chooser
llvm.mlir.ifunc @pick : !llvm.func<i32 (i32)>, !llvm.ptr @chooser {dso_local}
llvm.mlir.ifunc weak hidden unnamed_addr @pick_weak : !llvm.func<i32 (i32)>, !llvm.ptr @chooser
llvm.func @slot(%p: !llvm.ptr) {
  %0 = llvm.mlir.addressof @pick : !llvm.ptr
  llvm.store %0, %p : !llvm.ptr, !llvm.ptr
  llvm.return
}
llvm.func @impl(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @chooser() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @impl : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @use(%a: i32) -> i32 {
  %0 = llvm.call @pick(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

// A resolver reached through an alias.
// CHECK: @via = private ifunc void (), ptr @chooser_alias
// RT: llvm.mlir.ifunc private @via : !llvm.func<void ()>, !llvm.ptr @chooser_alias
llvm.mlir.alias external @chooser_alias : !llvm.func<ptr ()> {
  %0 = llvm.mlir.addressof @chooser : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc private @via : !llvm.func<void ()>, !llvm.ptr @chooser_alias
llvm.func @chooser() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
