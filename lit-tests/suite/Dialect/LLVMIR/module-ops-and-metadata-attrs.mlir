// Syntax of the module-level ops (global_ctors/dtors, module_flags, mlir.alias,
// dso_local_equivalent) and of the TBAA, alias-scope and access-group attributes: printed back as
// mlir-opt 22 prints them (aliases named after the mnemonic, parameters in declaration order).
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "d">
// CHECK: #tbaa_root = #llvm.tbaa_root<id = "root">
// CHECK: #tbaa_root1 = #llvm.tbaa_root
// CHECK: #alias_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain>
// CHECK: #loop_annotation = #llvm.loop_annotation<mustProgress = true, parallelAccesses = #access_group, #access_group1>
// CHECK: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "char", members = {<#tbaa_root, 0>, <#tbaa_root1, 8>}>
// CHECK: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0, constant = true>
#root = #llvm.tbaa_root<id = "root">
#anon = #llvm.tbaa_root
#char = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>, <#anon, 8>}>
#tag = #llvm.tbaa_tag<access_type = #char, base_type = #char, constant = true, offset = 0>
#dom = #llvm.alias_scope_domain<id = distinct[7]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[8]<>, domain = #dom>
#g0 = #llvm.access_group<id = distinct[9]<>>
#g1 = #llvm.access_group<id = distinct[10]<>>
#ann = #llvm.loop_annotation<mustProgress = true, parallelAccesses = #g0, #g1>

// CHECK: llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]
// CHECK: llvm.mlir.global_dtors dtors = [@f], priorities = [1 : i32], data = [#llvm.zero]
// CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @f, to = @f, count = 3>, #llvm.cgprofile_entry<from = @f, count = 1>]>]
// CHECK: llvm.mlir.alias external @al {addr_space = 0 : i32} : i32 {
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: llvm.return %[[A]] : !llvm.ptr
// CHECK: llvm.mlir.alias linkonce_odr hidden thread_local unnamed_addr @al2 {dso_local} : i16 {
// CHECK: %{{.*}} = llvm.dso_local_equivalent @f : !llvm.ptr
// CHECK: llvm.load %{{.*}} {access_groups = [#access_group], alias_scopes = [#alias_scope], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
// CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation}
llvm.mlir.global_ctors ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@f], priorities = [1 : i32], data = [#llvm.zero]
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>,
                   #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>,
                   #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @f, to = @f, count = 3>, #llvm.cgprofile_entry<from = @f, count = 1>]>]
llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.alias external @al {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias linkonce_odr hidden thread_local unnamed_addr @al2 {dso_local} : i16 {
  %0 = llvm.mlir.addressof @al : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @f : !llvm.ptr
  %1 = llvm.load %0 {tbaa = [#tag], alias_scopes = [#scope], access_groups = [#g0]} : !llvm.ptr -> i32
  llvm.br ^bb1 {loop_annotation = #ann}
^bb1:
  llvm.return %0 : !llvm.ptr
}
