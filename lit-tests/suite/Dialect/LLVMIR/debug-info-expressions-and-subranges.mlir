// Debug-info parameters MLIR 22 declares as #llvm.di_expression (a composite type's dataLocation,
// rank, allocated and associated; a string type's length expressions) are written and printed without
// the mnemonic, `<[...]>`; integer bounds of #llvm.di_subrange / #llvm.di_generic_subrange print with
// their type, as any attribute does.
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-DAG: #llvm.di_composite_type<tag = DW_TAG_array_type, name = "vla", baseType = #{{.*}}, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = <[DW_OP_push_object_address, DW_OP_plus_uconst(8), DW_OP_deref]>, associated = <[DW_OP_push_object_address]>, elements = #llvm.di_subrange<count = 7 : i64, lowerBound = 1 : i32>>
// CHECK-DAG: #llvm.di_composite_type<tag = DW_TAG_array_type, name = "written_long", baseType = #{{.*}}, allocated = <[DW_OP_deref]>, elements = #llvm.di_generic_subrange<count = 3 : i64, lowerBound = #llvm.di_expression<[DW_OP_push_object_address]>, stride = 4 : i64>>
#elem = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "short", sizeInBits = 16, encoding = DW_ATE_signed>
#vla = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "vla", baseType = #elem,
  dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>,
  rank = <[DW_OP_push_object_address, DW_OP_plus_uconst(8), DW_OP_deref]>,
  associated = #llvm.di_expression<[DW_OP_push_object_address]>,
  elements = #llvm.di_subrange<count = 7, lowerBound = 1 : i32>>
#long = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "written_long", baseType = #elem,
  allocated = #llvm.di_expression<[DW_OP_deref]>,
  elements = #llvm.di_generic_subrange<count = 3, lowerBound = #llvm.di_expression<[DW_OP_push_object_address]>, stride = 4>>
#sub = #llvm.di_subroutine_type<types = #vla, #long>

llvm.func @f() attributes {dbg.types = #sub} {
  llvm.return
}
