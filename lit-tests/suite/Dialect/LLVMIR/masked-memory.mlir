// llvm.intr.masked.load (pass-through optional, nontemporal unit attribute) and
// llvm.intr.masked.store round-trip in mlir-opt 22's syntax.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @masked
// CHECK-NEXT: %0 = llvm.intr.masked.load %arg0, %arg1, %arg2 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %1 = llvm.intr.masked.load %arg0, %arg1 {alignment = 16 : i32, nontemporal} : (!llvm.ptr, vector<8xi1>) -> vector<8xf32>
// CHECK-NEXT: llvm.intr.masked.store %0, %arg0, %arg1 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
// GENERIC: "llvm.intr.masked.load"(%arg0, %arg1, %arg2) <{alignment = 4 : i32}> : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC: "llvm.intr.masked.store"(%0, %arg0, %arg1) <{alignment = 4 : i32}> : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
llvm.func @masked(%p: !llvm.ptr, %m: vector<8xi1>, %pass: vector<8xf32>) -> vector<8xf32> {
  %a = llvm.intr.masked.load %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  %b = llvm.intr.masked.load %p, %m {alignment = 16 : i32, nontemporal} : (!llvm.ptr, vector<8xi1>) -> vector<8xf32>
  llvm.intr.masked.store %a, %p, %m {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
  llvm.return %b : vector<8xf32>
}
