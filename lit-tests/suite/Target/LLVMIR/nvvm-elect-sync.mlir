// nvvm.elect.sync (an optional member mask, -1 without one) becomes llvm.nvvm.elect.sync, whose
// {i32, i1} result's second field is the op's i1, declared with LLVM 22's attributes, as
// mlir-translate 22 writes it; the op round-trips through jopt.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jopt %s | jfilecheck %s --check-prefix=OPT

// CHECK-LABEL: define i1 @leader()
// CHECK-NEXT: %[[R:[0-9]+]] = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
// CHECK-NEXT: %[[P:[0-9]+]] = extractvalue { i32, i1 } %[[R]], 1
// CHECK-NEXT: ret i1 %[[P]]
// OPT-LABEL: llvm.func @leader
// OPT: nvvm.elect.sync -> i1
llvm.func @leader() -> i1 {
  %p = nvvm.elect.sync -> i1
  llvm.return %p : i1
}

// CHECK-LABEL: define i1 @leader_of(i32 %0)
// CHECK-NEXT: %[[R:[0-9]+]] = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %0)
// CHECK-NEXT: %[[P:[0-9]+]] = extractvalue { i32, i1 } %[[R]], 1
// OPT-LABEL: llvm.func @leader_of
// OPT: nvvm.elect.sync %arg0 -> i1
llvm.func @leader_of(%lanes: i32) -> i1 {
  %p = nvvm.elect.sync %lanes -> i1
  llvm.return %p : i1
}

// CHECK: declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { convergent nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
