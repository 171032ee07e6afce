// RUN: jopt %s -split-input-file -mlir-print-debuginfo --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func)" | jfilecheck %s
// RUN: jopt %s -split-input-file -mlir-print-debuginfo --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func{emission-kind=Full})" | jfilecheck %s --check-prefix=FULL
// RUN: not jopt %s --pass-pipeline="builtin.module(ensure-debug-info-scope-on-llvm-func{emission-kind=Partial})" 2>&1 | jfilecheck %s --check-prefix=BADKIND

// ensure-debug-info-scope-on-llvm-func gives each llvm.func without a subprogram one. A definition
// takes the file and line of the first file location in its own location (here under a name) and a
// new compile unit whose file is the module's; a declaration without a file location takes the
// compile unit's file, and gets neither id nor compile unit. The
// debug-info aliases, met only inside locations, print after the module with the location aliases.

// CHECK-LABEL: module {
// CHECK: llvm.func @kernel() {
// CHECK: } loc(#[[KLOC:loc[0-9]*]])
// CHECK: llvm.func @helper() loc(#[[HLOC:loc[0-9]*]])
// CHECK-NEXT: } loc(#{{loc[0-9]*}})
// CHECK-NEXT: #di_file = #llvm.di_file<"top.mlir" in "/work/src">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"kernels.c" in "lib">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK: #di_subprogram = #llvm.di_subprogram<scope = #di_file, name = "helper", linkageName = "helper", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK: #di_subprogram1 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file1, name = "kernel", linkageName = "kernel", file = #di_file1, line = 77, scopeLine = 77, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-DAG: #[[HLOC]] = loc(fused<#di_subprogram>[#{{loc[0-9]*}}])
// CHECK-DAG: #[[KLOC]] = loc(fused<#di_subprogram1>[#{{loc[0-9]*}}])
// FULL: emissionKind = Full>
// BADKIND: for the --emission-kind option: Cannot find option named 'Partial'!
module {
  llvm.func @kernel() {
    llvm.return loc("lib/kernels.c":78:3)
  } loc("entry"("lib/kernels.c":77:3))
  llvm.func @helper() loc(unknown)
} loc("/work/src/top.mlir":1:1)

// -----

// A compile unit fused into the module's location is reused; a function that already names a
// subprogram keeps it. Inside each function, an op at a call site gets its callee fused with a
// lexical block file of the callee's file, and an op from another file than its function's one
// of its own file; ops from the function's file stay as they are.
// CHECK-LABEL: module {
// CHECK: llvm.return loc(#[[OTHER:loc[0-9]+]])
// CHECK: llvm.call @leaf() : () -> () loc(#[[SITE:loc[0-9]+]])
// CHECK: llvm.return loc(#[[SAME:loc[0-9]+]])
// CHECK-DAG: #di_file{{[0-9]*}} = #llvm.di_file<"inner.py" in "pkg">
// CHECK-DAG: #di_file{{[0-9]*}} = #llvm.di_file<"gen.c" in "/tmp/out">
// CHECK-DAG: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram, file = #di_file{{[0-9]*}}, discriminator = 0>
// CHECK-DAG: #di_lexical_block_file1 = #llvm.di_lexical_block_file<scope = #di_subprogram1, file = #di_file{{[0-9]*}}, discriminator = 0>
// CHECK-DAG: #di_subprogram1 = #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #di_compile_unit, scope = #di_file{{[0-9]*}}, name = "caller", {{.*}}line = 2,
// CHECK-DAG: #[[SAME]] = loc("outer.py":4:1)
// CHECK-DAG: #[[OTHER]] = loc(fused<#di_lexical_block_file>[#{{loc[0-9]+}}])
// CHECK-DAG: #[[SITE]] = loc(callsite(#{{loc[0-9]+}} at #{{loc[0-9]+}}))
// CHECK-DAG: = loc(fused<#di_lexical_block_file1>[#{{loc[0-9]+}}])
#file = #llvm.di_file<"unit.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[7]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "cc", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[8]<>, compileUnit = #cu, scope = #file, name = "leaf", file = #file, line = 5, scopeLine = 5, subprogramFlags = Definition>
module {
  llvm.func @leaf() {
    llvm.return loc("/tmp/out/gen.c":12:1)
  } loc(fused<#sp>["unit.c":5:1])
  llvm.func @caller() {
    llvm.call @leaf() : () -> () loc(callsite("pkg/inner.py":3:4 at "outer.py":9:1))
    llvm.return loc("outer.py":4:1)
  } loc("outer.py":2:1)
} loc(fused<#cu>["unit.c":1:1])
