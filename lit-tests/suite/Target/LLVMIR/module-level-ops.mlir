// Module-level llvm ops in LLVM IR, as mlir-translate 22 writes them: global constructors and
// destructors, module flags (every behaviour, strings, CG profile), aliases (the aliasee computed by
// the region, its address space from the returned pointer), dso_local_equivalent and dso_local on
// external definitions and declarations. As mlir-translate 22: a constructor's `data` is written as
// null and an alias's dso_local is dropped.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: @zed = global i32 42
// CHECK: @hidden_g = dso_local global i32 1
// CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @ctor, ptr null }, { i32, ptr, ptr } { i32 7, ptr @dtor, ptr null }]
// CHECK: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }]
// CHECK: @a_zed = alias i32, ptr @zed
// CHECK: @a_short = linkonce_odr hidden alias i16, ptr @a_zed
// CHECK: @a_cast = alias i32, addrspacecast (ptr @zed to ptr addrspace(2))
// CHECK: declare dso_local void @ext()
// CHECK: define dso_local void @ctor()
// CHECK: define ptr @equiv()
// CHECK-NEXT: ret ptr dso_local_equivalent @ext
// CHECK: !llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !8}
// CHECK: !0 = !{i32 1, !"wchar_size", i32 4}
// CHECK: !1 = !{i32 2, !"warn", i32 0}
// CHECK: !2 = !{i32 4, !"probe-stack", !"inline-asm"}
// CHECK: !3 = !{i32 7, !"PIE Level", i32 2}
// CHECK: !4 = !{i32 8, !"PIC Level", i32 2}
// CHECK: !5 = !{i32 5, !"CG Profile", !6}
// CHECK: !6 = distinct !{!7}
// CHECK: !7 = !{ptr @ctor, ptr @dtor, i64 222}
// CHECK: !8 = !{i32 2, !"Debug Info Version", i32 3}

llvm.func @ext() attributes {dso_local}
llvm.func @ctor() attributes {dso_local} {
  llvm.return
}
llvm.func @dtor() {
  llvm.return
}
llvm.func @equiv() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @ext : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global external @zed(42 : i32) : i32
llvm.mlir.global external @hidden_g(1 : i32) {dso_local} : i32
llvm.mlir.global_ctors ctors = [@ctor, @dtor], priorities = [0 : i32, 7 : i32], data = [#llvm.zero, @zed]
llvm.mlir.global_dtors dtors = [@dtor], priorities = [65535 : i32], data = [#llvm.zero]
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>,
                   #llvm.mlir.module_flag<warning, "warn", 0 : i32>,
                   #llvm.mlir.module_flag<override, "probe-stack", "inline-asm">,
                   #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>,
                   #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>,
                   #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @ctor, to = @dtor, count = 222>]>]
llvm.mlir.alias external @a_zed : i32 {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias linkonce_odr hidden @a_short : i16 {
  %0 = llvm.mlir.addressof @a_zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @a_cast {dso_local} : i32 {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<2>
  llvm.return %1 : !llvm.ptr<2>
}
