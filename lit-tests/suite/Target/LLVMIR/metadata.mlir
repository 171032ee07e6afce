// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s

// Branch weights, a function's entry count, invariant loads and groups, kernel hints.
llvm.func @callee() -> i32
// CHECK: define i32 @weighted(i1 %0, i32 %1, ptr %2) !prof ![[ENTRY:[0-9]+]]
llvm.func @weighted(%c: i1, %v: i32, %p: !llvm.ptr) -> i32 attributes {function_entry_count = 77 : i64} {
  // CHECK: br i1 %0, label %{{[0-9]+}}, label %{{[0-9]+}}, !prof ![[BR:[0-9]+]]
  llvm.cond_br %c weights([3, 11]), ^a, ^b
^a:
  // CHECK: switch i32 %1, label
  // CHECK: ], !prof ![[SW:[0-9]+]]
  llvm.switch %v : i32, ^b [
    4: ^b
  ] {branch_weights = array<i32 : 1, 2>}
^b:
  // A call's branch_weights is a discardable attribute in MLIR 22: not exported.
  // CHECK: call i32 @callee(){{$}}
  %r = llvm.call @callee() {branch_weights = array<i32 : 9>} : () -> i32
  // CHECK: load i32, ptr %2, align 4, !invariant.load ![[EMPTY:[0-9]+]]
  %x = llvm.load %p invariant : !llvm.ptr -> i32
  // CHECK: store i32 %{{[0-9]+}}, ptr %2, align 4, !invariant.group ![[EMPTY]]
  llvm.store %x, %p invariant_group : i32, !llvm.ptr
  llvm.return %r : i32
}
// CHECK: declare !work_group_size_hint ![[WG:[0-9]+]] !reqd_work_group_size ![[RWG:[0-9]+]] !intel_reqd_sub_group_size ![[SG:[0-9]+]] void @kernel_hints()
llvm.func @kernel_hints() attributes {work_group_size_hint = array<i32: 8, 4, 2>, reqd_work_group_size = array<i32: 16, 1, 1>, intel_reqd_sub_group_size = 16 : i32}
// CHECK-DAG: ![[ENTRY]] = !{!"function_entry_count", i64 77}
// CHECK-DAG: ![[BR]] = !{!"branch_weights", i32 3, i32 11}
// CHECK-DAG: ![[SW]] = !{!"branch_weights", i32 1, i32 2}
// CHECK-DAG: ![[EMPTY]] = !{}
// CHECK-DAG: ![[WG]] = !{i32 8, i32 4, i32 2}
// CHECK-DAG: ![[RWG]] = !{i32 16, i32 1, i32 1}
// CHECK-DAG: ![[SG]] = !{i32 16}

// -----

// An MSVC target gets the CodeView module flag after the debug-info version.
// CHECK: !llvm.module.flags = !{![[DBG:[0-9]+]], ![[CV:[0-9]+]]}
// CHECK: ![[DBG]] = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: ![[CV]] = !{i32 2, !"CodeView", i32 1}
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {}

// -----

// CHECK-NOT: CodeView
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {}
