// Inlining a loop annotation into a caller whose location names a #llvm.di_subprogram: its start and
// end locations become fused<caller>[callsite(original at call)], as mlir-opt 22's LLVM inliner
// does; a caller without a subprogram keeps them unchanged.
// RUN: jopt %s -inline -split-input-file | jfilecheck %s

#file = #llvm.di_file<"loops.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#inner = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "inner", file = #file, subprogramFlags = Definition>
#outer = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "outer", file = #file, subprogramFlags = Definition>
#begin = loc(fused<#inner>["loops.c":3:1])
#site = loc(fused<#outer>["loops.c":20:5])

// CHECK-DAG: #[[BEGIN:.*]] = loc(fused<#{{.*}}>[#{{.*}}])
// CHECK-DAG: #[[SITE:.*]] = loc(fused<#[[OUTER:di_subprogram[0-9]*]]>[#{{.*}}])
// CHECK-DAG: #[[CS:.*]] = loc(callsite(#[[BEGIN]] at #[[SITE]]))
// CHECK-DAG: #[[MOVED:.*]] = loc(fused<#[[OUTER]]>[#[[CS]]])
// CHECK-DAG: #[[NEW_ANNOT:.*]] = #llvm.loop_annotation<mustProgress = true, startLoc = #[[MOVED]]>
#annot = #llvm.loop_annotation<mustProgress = true, startLoc = #begin>

llvm.func @more() -> i1

llvm.func @spin() {
  llvm.br ^loop
^loop:
  %c = llvm.call @more() : () -> i1
  llvm.cond_br %c, ^loop, ^done {loop_annotation = #annot}
^done:
  llvm.return
}

// CHECK-LABEL: llvm.func @outer_fn
// CHECK: llvm.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {loop_annotation = #[[NEW_ANNOT]]}
llvm.func @outer_fn() {
  llvm.call @spin() : () -> () loc(#site)
  llvm.return
} loc(fused<#outer>["loops.c":19:1])

// -----

#file = #llvm.di_file<"loops.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#inner = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "inner", file = #file, subprogramFlags = Definition>
#annot = #llvm.loop_annotation<startLoc = loc(fused<#inner>["loops.c":3:1])>

llvm.func @more() -> i1

llvm.func @spin() {
  llvm.br ^loop
^loop:
  %c = llvm.call @more() : () -> i1
  llvm.cond_br %c, ^loop, ^done {loop_annotation = #annot}
^done:
  llvm.return
}

// CHECK: #[[SAME:.*]] = #llvm.loop_annotation<startLoc = #{{.*}}>
// CHECK-LABEL: llvm.func @plain_caller
// CHECK: llvm.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {loop_annotation = #[[SAME]]}
llvm.func @plain_caller() {
  llvm.call @spin() : () -> ()
  llvm.return
}
