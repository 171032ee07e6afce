// #llvm.di_composite_type and #llvm.di_subrange exported as MLIR 22 builds them: structures, unions
// and classes distinct, arrays uniqued, elements as a tuple (none without elements), flags, a data
// location expression, subrange bounds as constants.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

#src = #llvm.di_file<"shapes.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #src, isOptimized = false, emissionKind = Full>
#f64 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#x = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #f64, sizeInBits = 64>
#y = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #f64, sizeInBits = 64, offsetInBits = 64>
#point = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "point", file = #src, line = 3, scope = #src, sizeInBits = 128, alignInBits = 64, elements = #x, #y>
#either = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "either", file = #src, line = 8, sizeInBits = 64, elements = #x>
#pair = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #f64, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 2 : i64>>
#window = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #f64, dataLocation = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<lowerBound = 2 : i64, upperBound = 9 : i64, stride = 8 : i64>>
#opaque = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "handle", file = #src, line = 12, flags = FwdDecl>
#fn = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #unit, scope = #src, name = "draw", file = #src, line = 20, scopeLine = 20, subprogramFlags = Definition>
#p = #llvm.di_local_variable<scope = #fn, name = "p", file = #src, line = 21, type = #point>
#e = #llvm.di_local_variable<scope = #fn, name = "e", file = #src, line = 22, type = #either>
#v = #llvm.di_local_variable<scope = #fn, name = "v", file = #src, line = 23, type = #pair>
#w = #llvm.di_local_variable<scope = #fn, name = "w", file = #src, line = 24, type = #window>
#h = #llvm.di_local_variable<scope = #fn, name = "h", file = #src, line = 25, type = #opaque>

llvm.func @draw(%slot: !llvm.ptr) {
  llvm.intr.dbg.declare #p = %slot : !llvm.ptr loc(#at)
  llvm.intr.dbg.declare #e = %slot : !llvm.ptr loc(#at)
  llvm.intr.dbg.declare #v = %slot : !llvm.ptr loc(#at)
  llvm.intr.dbg.declare #w = %slot : !llvm.ptr loc(#at)
  llvm.intr.dbg.declare #h = %slot : !llvm.ptr loc(#at)
  llvm.return loc(#at)
} loc(#head)
#at = loc(fused<#fn>["shapes.c":21:3])
#head = loc(fused<#fn>["shapes.c":20:1])

// CHECK: distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", scope: !{{[0-9]+}}, file: !{{[0-9]+}}, line: 3, size: 128, align: 64, elements: ![[PE:[0-9]+]])
// CHECK: ![[PE]] = !{![[X:[0-9]+]], ![[Y:[0-9]+]]}
// CHECK: ![[X]] = !DIDerivedType(tag: DW_TAG_member, name: "x", baseType: !{{[0-9]+}}, size: 64)
// CHECK: ![[Y]] = !DIDerivedType(tag: DW_TAG_member, name: "y", baseType: !{{[0-9]+}}, size: 64, offset: 64)
// CHECK: distinct !DICompositeType(tag: DW_TAG_union_type, name: "either", file: !{{[0-9]+}}, line: 8, size: 64, elements: ![[UE:[0-9]+]])
// CHECK: ![[UE]] = !{![[X]]}
// CHECK: = !DICompositeType(tag: DW_TAG_array_type, baseType: !{{[0-9]+}}, size: 128, flags: DIFlagVector, elements: ![[VE:[0-9]+]])
// CHECK: ![[VE]] = !{![[VS:[0-9]+]]}
// CHECK: ![[VS]] = !DISubrange(count: 2)
// CHECK: = !DICompositeType(tag: DW_TAG_array_type, baseType: !{{[0-9]+}}, elements: ![[WE:[0-9]+]], dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
// CHECK: !DISubrange(lowerBound: 2, upperBound: 9, stride: 8)
// CHECK: distinct !DICompositeType(tag: DW_TAG_structure_type, name: "handle", file: !{{[0-9]+}}, line: 12, flags: DIFlagFwdDecl)
