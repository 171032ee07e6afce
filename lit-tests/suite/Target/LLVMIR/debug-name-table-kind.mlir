// A compile unit's nameTableKind (which LLVM 20's C API cannot set) is written as mlir-translate 22
// writes it, with the unit's other fields unchanged; Default writes nothing.
// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s

// CHECK: distinct !DICompileUnit(language: DW_LANG_C, file: !{{[0-9]+}}, producer: "jc", isOptimized: true, runtimeVersion: 0, splitDebugFilename: "part.dwo", emissionKind: FullDebug, nameTableKind: None)
#f0 = #llvm.di_file<"part.c" in "/w">
#cu0 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f0, producer = "jc", isOptimized = true, emissionKind = Full, nameTableKind = None, splitDebugFilename = "part.dwo">
#sp0 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu0, scope = #f0, name = "a", file = #f0, subprogramFlags = Definition, type = #llvm.di_subroutine_type<types = #llvm.di_null_type>>
llvm.func @a() {
  llvm.return loc(fused<#sp0>["part.c":2:1])
} loc(fused<#sp0>["part.c":1:1])

// -----

// CHECK: distinct !DICompileUnit(language: DW_LANG_C, file: !{{[0-9]+}}, isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, nameTableKind: GNU)
#f1 = #llvm.di_file<"part.c" in "/w">
#cu1 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f1, isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = GNU>
#sp1 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu1, scope = #f1, name = "b", file = #f1, subprogramFlags = Definition, type = #llvm.di_subroutine_type<types = #llvm.di_null_type>>
llvm.func @b() {
  llvm.return loc(fused<#sp1>["part.c":2:1])
} loc(fused<#sp1>["part.c":1:1])

// -----

// CHECK: distinct !DICompileUnit(language: DW_LANG_C, file: !{{[0-9]+}}, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
#f2 = #llvm.di_file<"part.c" in "/w">
#cu2 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f2, isOptimized = false, emissionKind = Full, nameTableKind = Default>
#sp2 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu2, scope = #f2, name = "c", file = #f2, subprogramFlags = Definition, type = #llvm.di_subroutine_type<types = #llvm.di_null_type>>
llvm.func @c() {
  llvm.return loc(fused<#sp2>["part.c":2:1])
} loc(fused<#sp2>["part.c":1:1])
