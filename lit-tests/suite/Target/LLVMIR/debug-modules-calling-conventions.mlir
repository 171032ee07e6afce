// A subroutine type with a calling convention (none of LLVM 20's DIBuilder calls takes one) and a
// #llvm.di_module scope (the C API takes neither its file, line nor isDecl) become the nodes
// mlir-translate 22 writes: DISubroutineType's cc, DIModule's fields, absent strings left out.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: define i32 @area(i32 %0) !dbg ![[AREA:[0-9]+]]
// CHECK: define void @nothing() !dbg ![[NOTHING:[0-9]+]]
// CHECK: ![[AREA]] = distinct !DISubprogram(name: "area", scope: ![[GEO:[0-9]+]], file: ![[FILE:[0-9]+]], line: 3, type: ![[T1:[0-9]+]], scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
// CHECK: ![[GEO]] = !DIModule(scope: ![[FILE]], name: "geometry", configMacros: "-DX=1", includePath: "/inc", file: ![[FILE]], line: 7, isDecl: true)
// CHECK: ![[T1]] = !DISubroutineType(cc: DW_CC_LLVM_X86_64SysV, types: ![[TYS:[0-9]+]])
// CHECK: ![[TYS]] = !{![[INT:[0-9]+]], ![[INT]]}
// CHECK: ![[NOTHING]] = distinct !DISubprogram(name: "nothing", scope: ![[BARE:[0-9]+]]
// CHECK: ![[BARE]] = !DIModule(scope: ![[FILE]], name: "bare")
// CHECK: !DISubroutineType(cc: DW_CC_normal, types: ![[EMPTY:[0-9]+]])
// CHECK: ![[EMPTY]] = !{}

#file = #llvm.di_file<"unit.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "jmlir", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cc_type = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_X86_64SysV, types = #int, #int>
#no_types = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#mod = #llvm.di_module<file = #file, scope = #file, name = "geometry", configMacros = "-DX=1", includePath = "/inc", line = 7, isDecl = true>
#mod2 = #llvm.di_module<scope = #file, name = "bare">
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #mod, name = "area", file = #file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #cc_type>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #mod2, name = "nothing", file = #file, line = 9, subprogramFlags = Definition, type = #no_types>
llvm.func @area(%x: i32) -> i32 {
  llvm.return %x : i32 loc(fused<#sp>["unit.c":4:3])
} loc(fused<#sp>["unit.c":3:1])
llvm.func @nothing() {
  llvm.return loc(fused<#sp2>["unit.c":10:3])
} loc(fused<#sp2>["unit.c":9:1])
