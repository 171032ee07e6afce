// Under convert-to-llvm the memref patterns declare malloc and free without renaming them (MLIR
// gives them no symbol table there): a func.func already named free, lowered in the same
// conversion, then clashes with the declaration and the module fails to verify. The declaration
// carries the module's location (the implicit module's is line 0).
// RUN: not jopt %s --convert-to-llvm 2>&1 | jfilecheck %s
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s --check-prefix=RENAMED

func.func @release(%m: memref<4xi8>) {
  memref.dealloc %m : memref<4xi8>
  return
}

func.func private @free(!llvm.ptr)

// CHECK: free-name-taken.mlir:13:1: error: redefinition of symbol named 'free'
// CHECK-NEXT: func.func private @free(!llvm.ptr)
// CHECK: free-name-taken.mlir:13:1: note: see current operation:
// CHECK-NEXT: "llvm.func"()
// CHECK-SAME: sym_name = "free"
// CHECK: free-name-taken.mlir:0:0: note: see existing symbol definition here
// CHECK-NOT: module

// RENAMED: llvm.func @free_0(!llvm.ptr)
// RENAMED: llvm.call @free_0(
