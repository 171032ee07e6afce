// One `distinct[N]<>` id names one attribute in the whole file, also when it is written inside the
// bodies of llvm dialect attributes (a domain and a scope that share an id share the attribute), as
// mlir-opt 22 parses it; two different ids stay two attributes.
// RUN: jopt %s | jfilecheck %s

// CHECK: #[[DOM:.*]] = #llvm.alias_scope_domain<id = distinct[0]<>, description = "shared">
// CHECK: #[[OTHER:.*]] = #llvm.alias_scope_domain<id = distinct[1]<>>
// CHECK: #[[S1:.*]] = #llvm.alias_scope<id = distinct[0]<>, domain = #[[DOM]], description = "first">
// CHECK: #[[S2:.*]] = #llvm.alias_scope<id = distinct[1]<>, domain = #[[OTHER]]>
#dom = #llvm.alias_scope_domain<id = distinct[7]<>, description = "shared">
#first = #llvm.alias_scope<id = distinct[7]<>, domain = #dom, description = "first">

// CHECK-LABEL: llvm.func @decls
llvm.func @decls() {
  // CHECK: llvm.intr.experimental.noalias.scope.decl #[[S1]]
  llvm.intr.experimental.noalias.scope.decl #first
  // CHECK: llvm.intr.experimental.noalias.scope.decl #[[S2]]
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = distinct[3]<>, domain = #llvm.alias_scope_domain<id = distinct[3]<>>>
  llvm.return
}
