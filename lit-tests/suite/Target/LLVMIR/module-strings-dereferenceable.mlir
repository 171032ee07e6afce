// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// The module's ident, command line and dependent libraries become named metadata ahead of the
// others; dereferenceable<...> on inttoptr and load becomes !dereferenceable (or _or_null).

module attributes {llvm.dependent_libraries = ["z", "dl"], llvm.commandline = "cc -c prog.c", llvm.ident = "jmlir test"} {
  llvm.linker_options ["-lm"]

  // CHECK-LABEL: define ptr @deref(i64 %0, ptr %1) {
  // CHECK-NEXT:    %[[P:[0-9]+]] = inttoptr i64 %0 to ptr, !dereferenceable ![[SIXTEEN:[0-9]+]]
  // CHECK-NEXT:    %{{[0-9]+}} = load ptr, ptr %1, align 8, !dereferenceable_or_null ![[TWO:[0-9]+]]
  // CHECK-NEXT:    %{{[0-9]+}} = load i32, ptr %[[P]], align 4{{$}}
  llvm.func @deref(%a: i64, %p: !llvm.ptr) -> !llvm.ptr {
    %0 = llvm.inttoptr %a dereferenceable<bytes = 16> : i64 to !llvm.ptr
    %1 = llvm.load %p dereferenceable<bytes = 2, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %2 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %1 : !llvm.ptr
  }
}

// CHECK:      !llvm.ident = !{![[IDENT:[0-9]+]]}
// CHECK-NEXT: !llvm.commandline = !{![[CMD:[0-9]+]]}
// CHECK-NEXT: !llvm.dependent-libraries = !{![[Z:[0-9]+]], ![[DL:[0-9]+]]}
// CHECK-NEXT: !llvm.linker.options = !{!{{[0-9]+}}}
// CHECK-NEXT: !llvm.module.flags = !{!{{[0-9]+}}}
// CHECK-DAG:  ![[IDENT]] = !{!"jmlir test"}
// CHECK-DAG:  ![[CMD]] = !{!"cc -c prog.c"}
// CHECK-DAG:  ![[Z]] = !{!"z"}
// CHECK-DAG:  ![[DL]] = !{!"dl"}
// CHECK-DAG:  ![[SIXTEEN]] = !{i64 16}
// CHECK-DAG:  ![[TWO]] = !{i64 2}
