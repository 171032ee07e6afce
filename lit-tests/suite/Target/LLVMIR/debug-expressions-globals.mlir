// Non-empty #llvm.di_expression operations (DWARF's and LLVM's DW_OP_LLVM_*, the reg/breg
// families, enum arguments as their DWARF values) on dbg.value/declare, and global variables'
// #llvm.di_global_variable_expression (dbg_exprs) as !dbg attachments listed in the compile unit.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jopt %s | jfilecheck %s --check-prefix=ROUND

#src = #llvm.di_file<"vars.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #src, isOptimized = false, emissionKind = Full>
#long = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#fn = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #src, name = "use", file = #src, line = 10, scopeLine = 10, subprogramFlags = Definition>
#local = #llvm.di_local_variable<scope = #fn, name = "n", file = #src, line = 11, type = #long>
#counter = #llvm.di_global_variable<scope = #unit, name = "counter", file = #src, line = 2, type = #long, isLocalToUnit = true, isDefined = true, alignInBits = 64>
#limit = #llvm.di_global_variable<scope = #unit, name = "limit", linkageName = "_limit", file = #src, line = 3, type = #long, isDefined = true>
llvm.mlir.global internal @counter(0 : i64) {dbg_exprs = [#llvm.di_global_variable_expression<var = #counter, expr = <>>]} : i64
llvm.mlir.global external constant @limit(9 : i64) {dbg_exprs = [#llvm.di_global_variable_expression<var = #limit, expr = <[DW_OP_constu(9), DW_OP_stack_value]>>]} : i64

llvm.func @use(%n: i64, %slot: !llvm.ptr) {
  llvm.intr.dbg.value #local #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32)]> = %n : i64 loc(#at)
  llvm.intr.dbg.value #local #llvm.di_expression<[DW_OP_LLVM_convert(64, DW_ATE_signed), DW_OP_LLVM_convert(32, DW_ATE_unsigned), DW_OP_stack_value]> = %n : i64 loc(#at)
  llvm.intr.dbg.value #local #llvm.di_expression<[DW_OP_constu(3), DW_OP_mul, DW_OP_stack_value]> = %n : i64 loc(#at)
  llvm.intr.dbg.declare #local #llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(8), DW_OP_breg6(16)]> = %slot : !llvm.ptr loc(#at)
  llvm.return loc(#at)
} loc(#head)
#at = loc(fused<#fn>["vars.c":11:5])
#head = loc(fused<#fn>["vars.c":10:1])

// CHECK: @counter = internal global i64 0, !dbg ![[CE:[0-9]+]]
// CHECK: @limit = constant i64 9, !dbg ![[LE:[0-9]+]]
// CHECK: #dbg_value(i64 %0, ![[N:[0-9]+]], !DIExpression(DW_OP_LLVM_fragment, 0, 32), ![[L:[0-9]+]])
// CHECK: #dbg_value(i64 %0, ![[N]], !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), ![[L]])
// CHECK: #dbg_value(i64 %0, ![[N]], !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value), ![[L]])
// CHECK: #dbg_declare(ptr %1, ![[N]], !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_breg6, 16), ![[L]])
// CHECK: ![[CE]] = !DIGlobalVariableExpression(var: ![[CV:[0-9]+]], expr: !DIExpression())
// CHECK: ![[CV]] = distinct !DIGlobalVariable(name: "counter", scope: ![[CU:[0-9]+]], file: !{{[0-9]+}}, line: 2, type: !{{[0-9]+}}, isLocal: true, isDefinition: true, align: 64)
// CHECK: ![[CU]] = distinct !DICompileUnit({{.*}}globals: ![[GS:[0-9]+]])
// CHECK: ![[GS]] = !{![[CE]], ![[LE]]}
// CHECK: ![[LE]] = !DIGlobalVariableExpression(var: !{{[0-9]+}}, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
// CHECK: distinct !DIGlobalVariable(name: "limit", linkageName: "_limit", scope: ![[CU]], file: !{{[0-9]+}}, line: 3, type: !{{[0-9]+}}, isLocal: false, isDefinition: true)

// ROUND: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
// ROUND: #di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <[DW_OP_constu(9), DW_OP_stack_value]>>
