// nvvm's barrier, cluster, warp vote/match, cp.async, mbarrier, wgmma fence, griddepcontrol, mapa,
// st.bulk and rcp ops: custom form round trip, generic form, and MLIR 22's verifier wording.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @sync(
// GENERIC-LABEL: "llvm.func"
llvm.func @sync(%x: f32, %n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // CHECK: %0 = nvvm.rcp.approx.ftz.f %arg0 : f32
  // GENERIC: %0 = "nvvm.rcp.approx.ftz.f"(%arg0) : (f32) -> f32
  %r = nvvm.rcp.approx.ftz.f %x : f32
  // CHECK-NEXT: nvvm.barrier
  // GENERIC: "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  nvvm.barrier
  // CHECK-NEXT: nvvm.barrier id = %arg1 number_of_threads = %arg1
  // GENERIC: "nvvm.barrier"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  nvvm.barrier id = %n number_of_threads = %n
  // CHECK-NEXT: nvvm.barrier.arrive number_of_threads = %arg1
  // GENERIC: "nvvm.barrier.arrive"(%arg1) : (i32) -> ()
  nvvm.barrier.arrive number_of_threads = %n
  // CHECK-NEXT: nvvm.barrier.arrive id = %arg1 number_of_threads = %arg1
  // GENERIC: "nvvm.barrier.arrive"(%arg1, %arg1) : (i32, i32) -> ()
  nvvm.barrier.arrive id = %n number_of_threads = %n
  // CHECK-NEXT: nvvm.cluster.arrive
  // GENERIC: "nvvm.cluster.arrive"() : () -> ()
  nvvm.cluster.arrive
  // CHECK-NEXT: nvvm.cluster.arrive.relaxed {aligned}
  // GENERIC: "nvvm.cluster.arrive.relaxed"() <{aligned}> : () -> ()
  nvvm.cluster.arrive.relaxed {aligned}
  // CHECK-NEXT: nvvm.cluster.wait {aligned}
  // GENERIC: "nvvm.cluster.wait"() <{aligned}> : () -> ()
  nvvm.cluster.wait {aligned}
  // CHECK-NEXT: nvvm.fence.sc.cluster
  // GENERIC: "nvvm.fence.sc.cluster"() : () -> ()
  nvvm.fence.sc.cluster
  // CHECK-NEXT: %1 = nvvm.vote.sync  ballot %arg1, %arg2 -> i32
  // GENERIC: %1 = "nvvm.vote.sync"(%arg1, %arg2) <{kind = #nvvm<vote_sync_kind ballot>}> : (i32, i1) -> i32
  %v0 = nvvm.vote.sync ballot %n, %flag -> i32
  // CHECK-NEXT: %2 = nvvm.vote.sync  all %arg1, %arg2 -> i1
  // GENERIC: %2 = "nvvm.vote.sync"(%arg1, %arg2) <{kind = #nvvm<vote_sync_kind all>}> : (i32, i1) -> i1
  %v1 = nvvm.vote.sync all %n, %flag -> i1
  // CHECK-NEXT: nvvm.bar.warp.sync %arg1 : i32
  // GENERIC: "nvvm.bar.warp.sync"(%arg1) : (i32) -> ()
  nvvm.bar.warp.sync %n : i32
  // CHECK-NEXT: nvvm.cp.async.shared.global %arg4, %arg6, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
  // GENERIC: "nvvm.cp.async.shared.global"(%arg4, %arg6) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
  nvvm.cp.async.shared.global %sp, %glob, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  // CHECK-NEXT: nvvm.cp.async.shared.global %arg4, %arg6, 8, cache =  ca, %arg1 : !llvm.ptr<3>, !llvm.ptr<1>, i32
  // GENERIC: "nvvm.cp.async.shared.global"(%arg4, %arg6, %arg1) <{modifier = #nvvm<load_cache_modifier ca>, size = 8 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
  nvvm.cp.async.shared.global %sp, %glob, 8, cache = ca, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  // CHECK-NEXT: nvvm.cp.async.commit.group
  // GENERIC: "nvvm.cp.async.commit.group"() : () -> ()
  nvvm.cp.async.commit.group
  // CHECK-NEXT: nvvm.cp.async.wait.group 2
  // GENERIC: "nvvm.cp.async.wait.group"() <{n = 2 : i32}> : () -> ()
  nvvm.cp.async.wait.group 2
  // CHECK-NEXT: nvvm.mbarrier.init %arg4, %arg1, predicate = %arg2 : !llvm.ptr<3>, i32, i1
  // GENERIC: "nvvm.mbarrier.init"(%arg4, %arg1, %arg2) : (!llvm.ptr<3>, i32, i1) -> ()
  nvvm.mbarrier.init %sp, %n, predicate = %flag : !llvm.ptr<3>, i32, i1
  // CHECK-NEXT: nvvm.mbarrier.inval %arg3 : !llvm.ptr
  // GENERIC: "nvvm.mbarrier.inval"(%arg3) : (!llvm.ptr) -> ()
  nvvm.mbarrier.inval %gp : !llvm.ptr
  // CHECK-NEXT: %3 = nvvm.mbarrier.arrive.nocomplete %arg3, %arg1 : !llvm.ptr, i32 -> i64
  // GENERIC: %3 = "nvvm.mbarrier.arrive.nocomplete"(%arg3, %arg1) : (!llvm.ptr, i32) -> i64
  %t = nvvm.mbarrier.arrive.nocomplete %gp, %n : !llvm.ptr, i32 -> i64
  // CHECK-NEXT: nvvm.wgmma.fence.aligned
  // GENERIC: "nvvm.wgmma.fence.aligned"() : () -> ()
  nvvm.wgmma.fence.aligned
  // CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
  // GENERIC: "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
  nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
  // GENERIC: "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}> : () -> ()
  nvvm.wgmma.wait.group.sync.aligned 1
  // CHECK-NEXT: nvvm.griddepcontrol  launch_dependents
  // GENERIC: "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action launch_dependents>}> : () -> ()
  nvvm.griddepcontrol launch_dependents
  // CHECK-NEXT: %4 = nvvm.mapa %arg4, %arg1 : !llvm.ptr<3> -> !llvm.ptr<7>
  // GENERIC: %4 = "nvvm.mapa"(%arg4, %arg1) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
  %m = nvvm.mapa %sp, %n : !llvm.ptr<3> -> !llvm.ptr<7>
  // CHECK-NEXT: %5 = nvvm.match.sync  all %arg1, %arg5 : i64 -> !llvm.struct<(i32, i1)>
  // GENERIC: %5 = "nvvm.match.sync"(%arg1, %arg5) <{kind = #nvvm<match_sync_kind all>}> : (i32, i64) -> !llvm.struct<(i32, i1)>
  %a = nvvm.match.sync all %n, %len : i64 -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %6 = nvvm.match.sync  any %arg1, %arg1 : i32 -> i32
  // GENERIC: %6 = "nvvm.match.sync"(%arg1, %arg1) <{kind = #nvvm<match_sync_kind any>}> : (i32, i32) -> i32
  %b = nvvm.match.sync any %n, %n : i32 -> i32
  // CHECK-NEXT: nvvm.st.bulk %arg3, size = %arg5 : !llvm.ptr
  // GENERIC: "nvvm.st.bulk"(%arg3, %arg5) <{initVal = 0 : i64}> : (!llvm.ptr, i64) -> ()
  nvvm.st.bulk %gp, size = %len, init = 0 : !llvm.ptr
  // CHECK-NEXT: llvm.return
  llvm.return
}

// -----

llvm.func @bad0(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  llvm.return
}

// -----

llvm.func @bad1(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %n, %flag -> i1
  llvm.return
}

// -----

llvm.func @bad2(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.vote.sync' op vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync uni %n, %flag -> i32
  llvm.return
}

// -----

llvm.func @bad3(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %sp, %glob, 4, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @bad4(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %sp, %glob, 2, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @bad5(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.match.sync' op match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %n, %n : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @bad6(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.match.sync' op match.sync 'any' returns an i32}}
  %0 = nvvm.match.sync any %n, %len : i64 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @bad7(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.st.bulk' op only 0 is supported for initVal, got 7}}
  nvvm.st.bulk %sp, size = %len, init = 7 : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @bad8(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.mapa' op result #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 7, but got '!llvm.ptr<1>'}}
  %0 = nvvm.mapa %gp, %n : !llvm.ptr -> !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @bad9(%n: i32, %flag: i1, %gp: !llvm.ptr, %sp: !llvm.ptr<3>, %len: i64, %glob: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.mbarrier.inval' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.inval %glob : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @bad_kind() {
  // expected-error@+1 {{expected one of [wait, launch_dependents] for Action kind for grid dependency control, got: resume}}
  nvvm.griddepcontrol resume
  // The attribute's own failure is reported where the parser stopped: at the next token.
  // expected-error@+1 {{failed to parse GridDepActionAttr parameter 'value' which is to be a `::mlir::NVVM::GridDepActionKind`}}
  llvm.return
}
