// The llvm inliner as mlir-opt 22's: a call's access groups are added after those of the memory
// accesses it inlines (loads, stores, atomics); a private llvm.func whose only use is the call is
// moved into the caller and disappears; a func.func callee that returns from a later block leaves a
// cf.br that the simplification after inlining folds away.
// RUN: jopt %s -inline -split-input-file | jfilecheck %s

#inner = #llvm.access_group<id = distinct[0]<>>
#outer = #llvm.access_group<id = distinct[1]<>>

llvm.func @bump(%p : !llvm.ptr) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %v = llvm.load %p { access_groups = [#inner] } : !llvm.ptr -> i64
  %w = llvm.add %v, %one : i64
  llvm.store %w, %p : i64, !llvm.ptr
  %old = llvm.atomicrmw add %p, %one monotonic : !llvm.ptr, i64
  llvm.return %old : i64
}

// CHECK-DAG: #[[INNER:.*]] = #llvm.access_group<id = distinct[0]<>>
// CHECK-DAG: #[[OUTER:.*]] = #llvm.access_group<id = distinct[1]<>>
// CHECK-LABEL: llvm.func @loop_body
// CHECK: llvm.load %{{.*}} {access_groups = [#[[INNER]], #[[OUTER]]]}
// CHECK: llvm.add
// CHECK: llvm.store %{{.*}} {access_groups = [#[[OUTER]]]}
// CHECK: llvm.atomicrmw add %{{.*}} monotonic {access_groups = [#[[OUTER]]]}
// CHECK-NOT: llvm.call
llvm.func @loop_body(%p : !llvm.ptr) -> i64 {
  %r = llvm.call @bump(%p) { access_groups = [#outer] } : (!llvm.ptr) -> i64
  llvm.return %r : i64
}

// -----

llvm.func @twice(%a : i32) -> i32 attributes {sym_visibility = "private"} {
  %b = llvm.add %a, %a : i32
  llvm.return %b : i32
}

// CHECK-NOT: @twice
// CHECK-LABEL: llvm.func @only_user
// CHECK-NEXT: %[[B:.*]] = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: llvm.return %[[B]] : i32
// CHECK-NOT: @twice
llvm.func @only_user(%x : i32) -> i32 {
  %y = llvm.call @twice(%x) : (i32) -> i32
  llvm.return %y : i32
}

// -----

func.func @checked(%x : i32, %ok : i1) -> i32 {
  llvm.cond_br %ok, ^fine, ^trap
^trap:
  llvm.unreachable
^fine:
  return %x : i32
}

// CHECK-LABEL: func.func @user
// CHECK-NEXT: llvm.cond_br %arg1, ^[[FINE:.*]], ^[[TRAP:.*]]
// CHECK: ^[[FINE]]:
// CHECK-NEXT: return %arg0 : i32
// CHECK-NOT: cf.br
func.func @user(%x : i32, %ok : i1) -> i32 {
  %r = call @checked(%x, %ok) : (i32, i1) -> i32
  return %r : i32
}
