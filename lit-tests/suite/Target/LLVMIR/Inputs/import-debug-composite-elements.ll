; A record type with two fields and a four-lane vector type, both described with their elements.
define void @use() !dbg !5 {
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "pair.c", directory: "/tmp")
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DISubroutineType(types: !6)
!5 = distinct !DISubprogram(name: "use", scope: !2, file: !2, line: 2, type: !4, spFlags: DISPFlagDefinition, unit: !1)
!6 = !{null, !7, !10}
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 1, size: 64, elements: !8)
!8 = !{!9, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "x", baseType: !3, size: 32)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "y", baseType: !3, size: 32, offset: 32)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !12, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!12 = !{!13}
!13 = !DISubrange(count: 4, lowerBound: 0)
