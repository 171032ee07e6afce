// A subroutine type without parameters prints with its brackets, #llvm.di_subroutine_type<>, as
// mlir-opt 22 prints it, and translates to a DISubroutineType with an empty type list.
// RUN: jopt --mlir-print-debuginfo %s | jfilecheck %s
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s --check-prefix=LLVM

// CHECK: #[[T:.+]] = #llvm.di_subroutine_type<>
// CHECK: #llvm.di_subprogram<{{.*}}name = "nothing"{{.*}}type = #[[T]]>
// LLVM: !DISubroutineType(types: ![[TYPES:[0-9]+]])
// LLVM: ![[TYPES]] = !{}

#file = #llvm.di_file<"none.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#type = #llvm.di_subroutine_type<>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "nothing", file = #file, line = 1, subprogramFlags = Definition, type = #type>
module {
  llvm.func @nothing() {
    llvm.return
  } loc(fused<#sp>["none.c":1:0])
}
