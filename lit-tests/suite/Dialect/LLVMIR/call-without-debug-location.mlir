// A call from a function with a DISubprogram location to a defined function with one must have a
// location (LLVM's verifier rule, checked by MLIR 22's llvm.call): at an unknown location it is an
// error reported at that unknown location.
// RUN: not jopt %s 2>&1 | jfilecheck %s

// CHECK: <unknown>:0: error: inlinable function call in a function with a DISubprogram location must have a debug location

#file = #llvm.di_file<"lib.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#helper = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "helper", file = #file, subprogramFlags = "Definition">
#entry = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "entry", file = #file, subprogramFlags = "Definition">

llvm.func @helper() {
  llvm.return
} loc(fused<#helper>["lib.c":3:0])

llvm.func @entry() {
  llvm.call @helper() : () -> () loc(unknown)
  llvm.return
} loc(fused<#entry>["lib.c":9:0])
