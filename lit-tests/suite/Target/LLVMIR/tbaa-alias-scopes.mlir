// TBAA tags, alias scopes and access groups on memory ops become !tbaa, !alias.scope, !noalias and
// !llvm.access.group metadata as mlir-translate 22 writes them; a loop annotation's parallelAccesses
// name the same access-group nodes.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

#root = #llvm.tbaa_root<id = "Our TBAA">
#anon = #llvm.tbaa_root
#char = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>}>
#other = #llvm.tbaa_type_desc<id = "other", members = {<#anon, 0>}>
#tag_second = #llvm.tbaa_tag<access_type = #int, base_type = #pair, offset = 4>
#tag_const = #llvm.tbaa_tag<base_type = #other, access_type = #other, offset = 0, constant = true>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#bare_domain = #llvm.alias_scope_domain<id = distinct[1]<>>
#scope_a = #llvm.alias_scope<id = distinct[2]<>, domain = #domain, description = "a">
#scope_b = #llvm.alias_scope<id = distinct[3]<>, domain = #bare_domain>
#g0 = #llvm.access_group<id = distinct[4]<>>
#g1 = #llvm.access_group<id = distinct[5]<>>
#ann = #llvm.loop_annotation<mustProgress = true, parallelAccesses = #g0, #g1>

llvm.func @callee(!llvm.ptr)

// CHECK-LABEL: define void @memory
// CHECK: %[[V:.*]] = load i32, ptr %0, align 4, !tbaa ![[T1:[0-9]+]], !llvm.access.group ![[G0:[0-9]+]]
// CHECK: store i32 %[[V]], ptr %1, align 4, !tbaa ![[T2:[0-9]+]], !alias.scope ![[SA:[0-9]+]], !noalias ![[SAB:[0-9]+]], !llvm.access.group ![[GS:[0-9]+]]
// CHECK: atomicrmw add ptr %1, i32 %[[V]] monotonic, align 4, !noalias ![[SB:[0-9]+]]
// CHECK: call void @llvm.experimental.noalias.scope.decl(metadata ![[SB]])
// CHECK: call void @llvm.memcpy.p0.p0.i32(ptr %0, ptr %1, i32 4, i1 false), !tbaa ![[T2]]
// CHECK: call void @callee(ptr %0), !alias.scope ![[SA]]
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[LOOP:[0-9]+]]
llvm.func @memory(%p: !llvm.ptr, %q: !llvm.ptr) {
  %v = llvm.load %p {tbaa = [#tag_second], access_groups = [#g0]} : !llvm.ptr -> i32
  llvm.store %v, %q {tbaa = [#tag_const], alias_scopes = [#scope_a], noalias_scopes = [#scope_a, #scope_b], access_groups = [#g0, #g1]} : i32, !llvm.ptr
  %r = llvm.atomicrmw add %q, %v monotonic {noalias_scopes = [#scope_b]} : !llvm.ptr, i32
  llvm.intr.experimental.noalias.scope.decl #scope_b
  %n = llvm.mlir.constant(4 : i32) : i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> {tbaa = [#tag_const]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.call @callee(%p) {alias_scopes = [#scope_a]} : (!llvm.ptr) -> ()
  llvm.br ^bb1 {loop_annotation = #ann}
^bb1:
  llvm.return
}

// CHECK-DAG: ![[T1]] = !{![[PAIR:[0-9]+]], ![[INT:[0-9]+]], i64 4}
// CHECK-DAG: ![[PAIR]] = !{!"pair", ![[INT]], i64 0, ![[INT]], i64 4}
// CHECK-DAG: ![[INT]] = !{!"int", ![[CHAR:[0-9]+]], i64 0}
// CHECK-DAG: ![[CHAR]] = !{!"char", ![[ROOT:[0-9]+]], i64 0}
// CHECK-DAG: ![[ROOT]] = !{!"Our TBAA"}
// CHECK-DAG: ![[G0]] = distinct !{}
// CHECK-DAG: ![[T2]] = !{![[OTHER:[0-9]+]], ![[OTHER]], i64 0, i64 1}
// CHECK-DAG: ![[OTHER]] = !{!"other", ![[ANON:[0-9]+]], i64 0}
// CHECK-DAG: ![[ANON]] = distinct !{![[ANON]]}
// CHECK-DAG: ![[SA]] = !{![[A:[0-9]+]]}
// CHECK-DAG: ![[A]] = distinct !{![[A]], ![[DOM:[0-9]+]], !"a"}
// CHECK-DAG: ![[DOM]] = distinct !{![[DOM]], !"dom"}
// CHECK-DAG: ![[SAB]] = !{![[A]], ![[B:[0-9]+]]}
// CHECK-DAG: ![[B]] = distinct !{![[B]], ![[BDOM:[0-9]+]]}
// CHECK-DAG: ![[BDOM]] = distinct !{![[BDOM]]}
// CHECK-DAG: ![[GS]] = !{![[G0]], ![[G1:[0-9]+]]}
// CHECK-DAG: ![[G1]] = distinct !{}
// CHECK-DAG: ![[SB]] = !{![[B]]}
// CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[MP:[0-9]+]], ![[PA:[0-9]+]]}
// CHECK-DAG: ![[MP]] = !{!"llvm.loop.mustprogress"}
// CHECK-DAG: ![[PA]] = !{!"llvm.loop.parallel_accesses", ![[G0]], ![[G1]]}
