// -llvm-legalize-for-export also rewrites debug expressions as mlir-opt 22 does: a run of
// consecutive DW_OP_LLVM_fragment(offset, size) operations becomes one fragment whose offset is the
// sum of the run's offsets and whose size is the first one's; fragments apart stay apart.
// RUN: jopt %s -llvm-legalize-for-export | jfilecheck %s

#file = #llvm.di_file<"parts.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "parts", file = #file, subprogramFlags = Definition>
#u64 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "u64", sizeInBits = 64, encoding = DW_ATE_unsigned>
#piece = #llvm.di_local_variable<scope = #sp, name = "piece", file = #file, line = 4, type = #u64>

// CHECK-LABEL: llvm.func @parts
// CHECK: llvm.intr.dbg.value #{{.*}} #llvm.di_expression<[DW_OP_LLVM_fragment(24, 8)]> = %arg0
// CHECK: llvm.intr.dbg.value #{{.*}} #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(56, 16), DW_OP_plus_uconst(4)]> = %arg1
// CHECK: llvm.intr.dbg.value #{{.*}} #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_deref, DW_OP_LLVM_fragment(32, 16)]> = %arg1
llvm.func @parts(%a: i8, %p: !llvm.ptr) {
  llvm.intr.dbg.value #piece #llvm.di_expression<[DW_OP_LLVM_fragment(8, 8), DW_OP_LLVM_fragment(16, 16)]> = %a : i8
  llvm.intr.dbg.value #piece #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(8, 16), DW_OP_LLVM_fragment(16, 32), DW_OP_LLVM_fragment(32, 48), DW_OP_plus_uconst(4)]> = %p : !llvm.ptr
  llvm.intr.dbg.value #piece #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_deref, DW_OP_LLVM_fragment(32, 16)]> = %p : !llvm.ptr
  llvm.return
}
