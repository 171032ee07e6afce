// Alias scopes through the llvm inliner, as mlir-opt 22: scopes the callee carries are replaced by
// fresh copies at every inlined call; the call's own scopes are appended to the inlined accesses;
// each noalias parameter gets a scope of a new domain named after the callee (declared where the
// call was), and an inlined access based only on parameters, allocas or constants is noalias with the
// parameters it does not use (and in the scopes of those it uses when nothing else is involved).
// RUN: jopt %s -inline -split-input-file | jfilecheck %s

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "copy">
#rd = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "copy read">
#wr = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "copy write">
#site = #llvm.alias_scope<id = distinct[3]<>, domain = #dom>

llvm.func @copy_one(%dst: !llvm.ptr, %src: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #rd
  %v = llvm.load %src {alias_scopes = [#rd], noalias_scopes = [#wr]} : !llvm.ptr -> f32
  llvm.store %v, %dst {alias_scopes = [#wr], noalias_scopes = [#rd]} : f32, !llvm.ptr
  llvm.return
}

// CHECK-DAG: #[[FIRST_DOM:.*]] = #llvm.alias_scope_domain<id = distinct[1]<>, description = "copy">
// CHECK-DAG: #[[SECOND_DOM:.*]] = #llvm.alias_scope_domain<id = distinct[2]<>, description = "copy">
// CHECK-DAG: #[[RD1:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[FIRST_DOM]], description = "copy read">
// CHECK-DAG: #[[WR1:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[FIRST_DOM]], description = "copy write">
// CHECK-DAG: #[[RD2:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[SECOND_DOM]], description = "copy read">
// CHECK-DAG: #[[WR2:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #[[SECOND_DOM]], description = "copy write">
// CHECK-DAG: #[[SITE:.*]] = #llvm.alias_scope<id = distinct[{{.*}}]<>, domain = #alias_scope_domain>
// CHECK-LABEL: llvm.func @swap_halves
// CHECK: llvm.intr.experimental.noalias.scope.decl #[[RD1]]
// CHECK: llvm.load %arg1 {alias_scopes = [#[[RD1]]], noalias_scopes = [#[[WR1]], #[[SITE]]]}
// CHECK: llvm.store %{{.*}}, %arg0 {alias_scopes = [#[[WR1]]], noalias_scopes = [#[[RD1]], #[[SITE]]]}
// CHECK: llvm.intr.experimental.noalias.scope.decl #[[RD2]]
// CHECK: llvm.load %arg0 {alias_scopes = [#[[RD2]], #[[SITE]]], noalias_scopes = [#[[WR2]]]}
// CHECK: llvm.store %{{.*}}, %arg1 {alias_scopes = [#[[WR2]], #[[SITE]]], noalias_scopes = [#[[RD2]]]}
llvm.func @swap_halves(%a: !llvm.ptr, %b: !llvm.ptr) {
  llvm.call @copy_one(%a, %b) {noalias_scopes = [#site]} : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @copy_one(%b, %a) {alias_scopes = [#site]} : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @pick(%out: !llvm.ptr {llvm.noalias}, %in: !llvm.ptr {llvm.noalias}, %c: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %tmp = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %either = llvm.select %c, %out, %tmp : i1, !llvm.ptr
  llvm.store %one, %either : i32, !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %maybe = llvm.select %c, %in, %null : i1, !llvm.ptr
  llvm.store %one, %maybe : i32, !llvm.ptr
  "llvm.intr.memcpy"(%out, %in, %one) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// CHECK-DAG: #[[DOM:.*]] = #llvm.alias_scope_domain<id = distinct[0]<>, description = "pick">
// CHECK-DAG: #[[OUT:.*]] = #llvm.alias_scope<id = distinct[1]<>, domain = #[[DOM]]>
// CHECK-DAG: #[[IN:.*]] = #llvm.alias_scope<id = distinct[2]<>, domain = #[[DOM]]>
// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.intr.experimental.noalias.scope.decl #[[OUT]]
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #[[IN]]
// An alloca may be behind the pointer: noalias with %in only, no alias scope.
// CHECK: llvm.store %{{.*}}, %{{.*}} {noalias_scopes = [#[[IN]]]} : i32, !llvm.ptr
// A null pointer does not count: in %in's scope, noalias with %out.
// CHECK: llvm.store %{{.*}}, %{{.*}} {alias_scopes = [#[[IN]]], noalias_scopes = [#[[OUT]]]} : i32, !llvm.ptr
// CHECK: "llvm.intr.memcpy"(%arg0, %arg1, %{{.*}}) <{alias_scopes = [#[[OUT]], #[[IN]]], isVolatile = false}>
llvm.func @caller(%x: !llvm.ptr, %y: !llvm.ptr, %c: i1) {
  llvm.call @pick(%x, %y, %c) : (!llvm.ptr, !llvm.ptr, i1) -> ()
  llvm.return
}

// -----

llvm.func @opaque() -> !llvm.ptr
llvm.func @rand() -> i1

llvm.func @merge(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr {llvm.noalias}) {
  %v = llvm.mlir.constant(3 : i32) : i32
  %c = llvm.call @rand() : () -> i1
  %u = llvm.call @opaque() : () -> !llvm.ptr
  llvm.cond_br %c, ^join(%p : !llvm.ptr), ^join(%q : !llvm.ptr)
^join(%r: !llvm.ptr):
  llvm.store %v, %r : i32, !llvm.ptr
  llvm.store %v, %u : i32, !llvm.ptr
  llvm.return
}

// Through the branch both parameters reach the store; the pointer returned by an unknown call
// leaves its store without scopes; the calls without pointer arguments are noalias with both.
// CHECK-LABEL: llvm.func @merge_user
// CHECK: llvm.call @rand() {noalias_scopes = [#[[P:.*]], #[[Q:.*]]]}
// CHECK: llvm.call @opaque() {noalias_scopes = [#[[P]], #[[Q]]]}
// CHECK: llvm.store %{{.*}}, %{{.*}} {alias_scopes = [#[[P]], #[[Q]]]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr
llvm.func @merge_user(%a: !llvm.ptr, %b: !llvm.ptr) {
  llvm.call @merge(%a, %b) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
