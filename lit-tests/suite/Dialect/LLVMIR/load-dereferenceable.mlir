// llvm.load's dereferenceable<bytes = N[, mayBeNull = true]>: parsed in either spelling (custom or
// #llvm.dereferenceable in the generic form), printed as mlir-opt 22 prints it after the invariant
// flags, and only on a load of a pointer.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: llvm.func @loads(
// CHECK-NEXT: llvm.load volatile %arg0 invariant_group dereferenceable<bytes = 16> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.load %arg0 dereferenceable<bytes = 4, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.load %arg0 dereferenceable<bytes = 32> : !llvm.ptr -> !llvm.ptr
llvm.func @loads(%p: !llvm.ptr) {
  %0 = llvm.load volatile %p invariant_group dereferenceable<bytes = 16> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load %p dereferenceable<bytes=4,mayBeNull=true> : !llvm.ptr -> !llvm.ptr
  %2 = "llvm.load"(%p) <{dereferenceable = #llvm.dereferenceable<bytes = 32, mayBeNull = false>, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_int(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected op to return a single LLVM pointer type}}
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> i64
  llvm.return
}
