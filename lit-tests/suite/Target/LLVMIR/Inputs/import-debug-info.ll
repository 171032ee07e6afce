; Debug metadata of a small made-up program: a linked list node type that points to itself, a
; helper inlined into its caller, block scopes, variables described by llvm.dbg.* calls and a
; global with two descriptions.
source_filename = "list.c"

@head = global ptr null, !dbg !30, !dbg !31
@pad = common global [8 x i8] zeroinitializer

define i32 @length(ptr %n, i32 %acc) !dbg !10 {
entry:
  call void @llvm.dbg.declare(metadata ptr %n, metadata !20, metadata !DIExpression()), !dbg !40
  %next = getelementptr i8, ptr %n, i64 8, !dbg !41
  %sum = add i32 %acc, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %sum, metadata !21, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !42
  call void @llvm.dbg.value(metadata i32 %acc, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !43
  call void @llvm.dbg.label(metadata !22), !dbg !43
  ret i32 %sum
}

define void @untracked() {
  ret void
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "handwritten", isOptimized: true, emissionKind: FullDebug)
!2 = !DIFile(filename: "list.c", directory: "/src")
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 3, size: 128, align: 64, elements: !5)
!5 = !{!6, !7}
!6 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !4, file: !2, line: 4, baseType: !3, size: 32)
!7 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !4, file: !2, line: 5, baseType: !8, size: 64, offset: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!9 = !DISubroutineType(types: !11)
!10 = distinct !DISubprogram(name: "length", scope: !2, file: !2, line: 8, type: !9, scopeLine: 9, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!11 = !{!3, !8, !3}
!12 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 20, type: !13, spFlags: DISPFlagDefinition, unit: !1)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = distinct !DILexicalBlock(scope: !10, file: !2, line: 10, column: 5)
!20 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !2, line: 8, type: !8)
!21 = !DILocalVariable(name: "acc", scope: !15, file: !2, line: 11, type: !3, align: 32)
!22 = !DILabel(scope: !15, name: "done", file: !2, line: 13)
!30 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!31 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression(DW_OP_plus_uconst, 8))
!32 = distinct !DIGlobalVariable(name: "head", scope: !1, file: !2, line: 1, type: !8, isLocal: false, isDefinition: true)
!33 = distinct !DIGlobalVariable(name: "head_next", scope: !1, file: !2, line: 2, type: !8, isLocal: true, isDefinition: true)
!40 = !DILocation(line: 8, column: 18, scope: !10)
!41 = !DILocation(line: 21, column: 3, scope: !12, inlinedAt: !44)
!42 = !DILocation(line: 11, column: 7, scope: !15)
!43 = !DILocation(line: 13, column: 1, scope: !15)
!44 = !DILocation(line: 10, column: 9, scope: !10)
