// A loop annotation's start and end locations become DILocations in its !llvm.loop node, before the
// options, as mlir-translate 22 writes them.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: define void @spin() !dbg !3 {
// CHECK:   br label %1, !dbg !6, !llvm.loop !7
// CHECK: 1:                                                ; preds = %0
// CHECK:   ret void, !dbg !11
// CHECK: }
// CHECK: !llvm.dbg.cu = !{!0}
// CHECK: !llvm.module.flags = !{!2}
// CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
// CHECK: !1 = !DIFile(filename: "loops.c", directory: "/src")
// CHECK: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !3 = distinct !DISubprogram(name: "spin", scope: !1, file: !1, line: 2, type: !4, spFlags: DISPFlagDefinition, unit: !0)
// CHECK: !4 = !DISubroutineType(types: !5)
// CHECK: !5 = !{null}
// CHECK: !6 = !DILocation(line: 4, column: 7, scope: !3)
// CHECK: !7 = distinct !{!7, !8, !9, !10}
// CHECK: !8 = !DILocation(line: 3, column: 5, scope: !3)
// CHECK: !9 = !DILocation(line: 6, column: 5, scope: !3)
// CHECK: !10 = !{!"llvm.loop.mustprogress"}
// CHECK: !11 = !DILocation(line: 7, column: 1, scope: !3)

#file = #llvm.di_file<"loops.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = false, emissionKind = Full>
#void = #llvm.di_null_type
#fnType = #llvm.di_subroutine_type<types = #void>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "spin", file = #file, line = 2, subprogramFlags = Definition, type = #fnType>
#start = loc(fused<#sp>["loops.c":3:5])
#end = loc(fused<#sp>["loops.c":6:5])
#ann = #llvm.loop_annotation<mustProgress = true, startLoc = #start, endLoc = #end>
llvm.func @spin() {
  llvm.br ^bb1 {loop_annotation = #ann} loc("loops.c":4:7)
^bb1:
  llvm.return loc("loops.c":7:1)
} loc(fused<#sp>["loops.c":2:1])
