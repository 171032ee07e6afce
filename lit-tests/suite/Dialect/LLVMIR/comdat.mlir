// llvm.comdat with its selectors, and globals and functions placed in them, round-trip as mlir-opt 22 prints them.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

llvm.comdat @c {
  llvm.comdat_selector @any any
  llvm.comdat_selector @nd nodeduplicate
}
llvm.mlir.global internal constant @g(1 : i32) comdat(@c::@any) : i32
llvm.func @f() comdat(@c::@nd) {
  llvm.return
}

// CHECK: llvm.comdat @c {
// CHECK-NEXT: llvm.comdat_selector @any any
// CHECK-NEXT: llvm.comdat_selector @nd nodeduplicate
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal constant @g(1 : i32) comdat(@c::@any) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.func @f() comdat(@c::@nd) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
