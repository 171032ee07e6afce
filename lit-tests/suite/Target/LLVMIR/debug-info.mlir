// Debug information in LLVM IR, as mlir-translate 22 writes it: compile unit, file, basic, pointer and
// subroutine types, namespaces, subprograms (definitions distinct, declarations not), lexical blocks
// and block files, local variables and labels; op locations as DILocations in the function's scope
// (fused scopes, call sites as inlinedAt, names, ranges, merged fused locations), debug records for
// dbg.value/declare/label (none without a location); a function without a subprogram gets no !dbg.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: declare !dbg !3 i32 @ext_fn()
// CHECK: define i32 @outer_fn(i32 %0) !dbg !4 {
// CHECK:   %2 = alloca i32, align 4, !dbg !10
// CHECK:     #dbg_value(i32 %0, !11, !DIExpression(), !12)
// CHECK:     #dbg_declare(ptr %2, !13, !DIExpression(), !15)
// CHECK:     #dbg_label(!16, !18)
// CHECK:   %3 = add i32 %0, 1, !dbg !19
// CHECK:   %4 = mul i32 %3, %3, !dbg !22
// CHECK:   %5 = call i32 @ext_fn(), !dbg !23
// CHECK:   %6 = sub i32 %4, %5, !dbg !24
// CHECK:   %7 = xor i32 %6, %5, !dbg !25
// CHECK:   ret i32 %7
// CHECK: }
// CHECK: define i32 @no_debug(i32 %0) {
// CHECK:   %2 = add i32 %0, %0
// CHECK:   ret i32 %2
// CHECK: }
// CHECK: !llvm.dbg.cu = !{!0}
// CHECK: !llvm.module.flags = !{!2}
// CHECK: !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "jmlir", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
// CHECK: !1 = !DIFile(filename: "foo.mlir", directory: "/test/")
// CHECK: !2 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK: !3 = !DISubprogram(name: "ext_fn", scope: !1, file: !1, spFlags: 0)
// CHECK: !4 = distinct !DISubprogram(name: "outer_fn", scope: !5, file: !1, line: 3, type: !6, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
// CHECK: !5 = !DINamespace(name: "outer", scope: null, exportSymbols: true)
// CHECK: !6 = !DISubroutineType(types: !7)
// CHECK: !7 = !{null, !8, !9}
// CHECK: !8 = !DIBasicType(name: "si32", size: 32, encoding: DW_ATE_signed)
// CHECK: !9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8)
// CHECK: !10 = !DILocation(line: 5, column: 3, scope: !4)
// CHECK: !11 = !DILocalVariable(name: "n", arg: 1, scope: !4, file: !1, line: 3, type: !8)
// CHECK: !12 = !DILocation(line: 3, column: 10, scope: !4)
// CHECK: !13 = !DILocalVariable(name: "slot", scope: !14, file: !1, line: 8, type: !9)
// CHECK: !14 = distinct !DILexicalBlock(scope: !4, file: !1, line: 7, column: 2)
// CHECK: !15 = !DILocation(line: 8, column: 5, scope: !14)
// CHECK: !16 = !DILabel(scope: !17, name: "here", file: !1, line: 9)
// CHECK: !17 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 1)
// CHECK: !18 = !DILocation(line: 9, column: 1, scope: !17)
// CHECK: !19 = !DILocation(line: 21, column: 4, scope: !20, inlinedAt: !21)
// CHECK: !20 = distinct !DISubprogram(name: "inner_fn", scope: !1, file: !1, line: 20, type: !6, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
// CHECK: !21 = !DILocation(line: 10, column: 2, scope: !4)
// CHECK: !22 = !DILocation(line: 11, column: 6, scope: !4)
// CHECK: !23 = !DILocation(line: 12, column: 1, scope: !4)
// CHECK: !24 = !DILocation(line: 13, scope: !4)
// CHECK: !25 = !DILocation(line: 14, column: 2, scope: !4)

#file = #llvm.di_file<"foo.mlir" in "/test/">
#si32 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "si32", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #si32>
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "jmlir", isOptimized = false, emissionKind = LineTablesOnly>
#null = #llvm.di_null_type
#spType = #llvm.di_subroutine_type<types = #null, #si32, #ptr>
#ns = #llvm.di_namespace<name = "outer", exportSymbols = true>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #ns, name = "outer_fn", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition", type = #spType>
#callee = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "inner_fn", file = #file, line = 20, subprogramFlags = "LocalToUnit|Definition", type = #spType>
#decl = #llvm.di_subprogram<scope = #file, name = "ext_fn", file = #file>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 7, column = 2>
#blockFile = #llvm.di_lexical_block_file<scope = #sp, file = #file, discriminator = 1>
#param = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 3, arg = 1, type = #si32>
#local = #llvm.di_local_variable<scope = #block, name = "slot", file = #file, line = 8, type = #ptr>
#label = #llvm.di_label<scope = #blockFile, name = "here", file = #file, line = 9>
llvm.func @ext_fn() -> i32 loc(fused<#decl>["foo.mlir":1:1])
llvm.func @outer_fn(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr loc("foo.mlir":5:3)
  llvm.intr.dbg.value #param = %n : i32 loc("foo.mlir":3:10)
  llvm.intr.dbg.declare #local = %slot : !llvm.ptr loc(fused<#block>["foo.mlir":8:5])
  llvm.intr.dbg.label #label loc(fused<#blockFile>["foo.mlir":9:1])
  llvm.intr.dbg.value #param = %n : i32 loc(unknown)
  %a = llvm.add %n, %one : i32 loc(callsite(fused<#callee>["foo.mlir":21:4] at "foo.mlir":10:2))
  %b = llvm.mul %a, %a : i32 loc("named"("foo.mlir":11:6))
  %c = llvm.call @ext_fn() : () -> i32 loc(fused["foo.mlir":12:1, "foo.mlir":12:1])
  %d = llvm.sub %b, %c : i32 loc(fused["foo.mlir":13:1, "foo.mlir":13:9])
  %e = llvm.xor %d, %c : i32 loc("foo.mlir":14:2 to 14:9)
  llvm.return %e : i32 loc(unknown)
} loc(fused<#sp>["foo.mlir":3:1])
llvm.func @no_debug(%x: i32) -> i32 {
  %y = llvm.add %x, %x : i32 loc("foo.mlir":30:1)
  llvm.return %y : i32
}
