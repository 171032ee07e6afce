// llvm.mmra (memory model relaxation annotations) on memory ops as !mmra metadata: one tag is its
// !{prefix, suffix} pair, several a tuple of pairs, an empty list nothing.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

#relaxed = #llvm.mmra_tag<"memory":"relaxed">
llvm.func @annotated(%src: !llvm.ptr, %dst: !llvm.ptr) {
  %0 = llvm.load %src {llvm.mmra = #relaxed} : !llvm.ptr -> i64
  llvm.fence acquire {llvm.mmra = [#relaxed, #llvm.mmra_tag<"scope":"device">]}
  llvm.store %0, %dst {llvm.mmra = []} : i64, !llvm.ptr
  llvm.return
}

// CHECK: load i64, ptr %0, align 4, !mmra ![[ONE:[0-9]+]]
// CHECK: fence acquire, !mmra ![[TWO:[0-9]+]]
// CHECK: store i64 %3, ptr %1, align 4{{$}}
// CHECK: ![[ONE]] = !{!"memory", !"relaxed"}
// CHECK: ![[TWO]] = !{![[ONE]], ![[DEV:[0-9]+]]}
// CHECK: ![[DEV]] = !{!"scope", !"device"}
