// Debug-info attributes and the dbg intrinsics print back as mlir-opt 22 prints them (aliases named
// after the mnemonic, a single flag bare, a flag set quoted).
// RUN: jopt %s | jfilecheck %s

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "si32", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK: #di_file = #llvm.di_file<"foo.mlir" in "/test/">
// CHECK: #di_namespace = #llvm.di_namespace<name = "outer", exportSymbols = true>
// CHECK: #di_null_type = #llvm.di_null_type
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "jmlir", isOptimized = false, emissionKind = LineTablesOnly>
// CHECK: #di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type>
// CHECK: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_null_type, #di_basic_type, #di_derived_type>
// CHECK: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_namespace, name = "outer_fn", file = #di_file, line = 3, scopeLine = 4, subprogramFlags = Definition, type = #di_subroutine_type>
// CHECK: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 7, column = 2>
// CHECK: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram, file = #di_file, discriminator = 1>
// CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 3, arg = 1, type = #di_basic_type>
// CHECK: #di_label = #llvm.di_label<scope = #di_lexical_block_file, name = "here", file = #di_file, line = 9>
// CHECK: #di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block, name = "slot", file = #di_file, line = 8, type = #di_derived_type>
// CHECK: module {
// CHECK: llvm.func @ext_fn() -> i32
// CHECK: llvm.func @outer_fn(%arg0: i32) -> i32 {
// CHECK: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK: llvm.intr.dbg.value #di_local_variable = %arg0 : i32
// CHECK: llvm.intr.dbg.declare #di_local_variable1 = %1 : !llvm.ptr
// CHECK: llvm.intr.dbg.label #di_label
// CHECK: llvm.intr.dbg.value #di_local_variable = %arg0 : i32
// CHECK: %2 = llvm.add %arg0, %0 : i32
// CHECK: %3 = llvm.mul %2, %2 : i32
// CHECK: %4 = llvm.call @ext_fn() : () -> i32
// CHECK: %5 = llvm.sub %3, %4 : i32
// CHECK: %6 = llvm.xor %5, %4 : i32
// CHECK: llvm.return %6 : i32
// CHECK: }
// CHECK: llvm.func @no_debug(%arg0: i32) -> i32 {
// CHECK: %0 = llvm.add %arg0, %arg0 : i32
// CHECK: llvm.return %0 : i32
// CHECK: }
// CHECK: }

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
