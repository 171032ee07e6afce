// mem2reg and sroa with debug intrinsics, as MLIR 22: a promoted slot's llvm.intr.dbg.declare goes,
// each value stored into the slot gets an llvm.intr.dbg.value right where its store was, and so
// does each block argument mem2reg adds where values merge (at the block's start); an
// llvm.intr.dbg.value of the slot's address stays, describing an undefined pointer created right
// before it. A slot that cannot be promoted keeps its declaration.
// RUN: jopt %s --pass-pipeline='builtin.module(llvm.func(mem2reg{region-simplify=false}))' -split-input-file | jfilecheck %s
// RUN: jopt %s --pass-pipeline='builtin.module(llvm.func(sroa))' -split-input-file | jfilecheck %s --check-prefix=SROA

#file = #llvm.di_file<"dbg.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = Full>
#prog = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "loop", file = #file, line = 2, subprogramFlags = Definition>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#acc = #llvm.di_local_variable<scope = #prog, name = "acc", file = #file, line = 3, type = #int>

// CHECK-LABEL: llvm.func @stores_and_merge
// CHECK-SAME: (%[[N:.*]]: i32, %[[C:.*]]: i1)
// CHECK-NOT: llvm.alloca
// CHECK-NOT: llvm.intr.dbg.declare
// CHECK: llvm.intr.dbg.value #{{.*}} = %[[N]] : i32
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[THEN:.*]], ^[[JOIN:.*]](%[[N]] : i32)
// CHECK: ^[[THEN]]:
// CHECK-NEXT: %[[TWICE:.*]] = llvm.add %[[N]], %[[N]] : i32
// CHECK-NEXT: llvm.intr.dbg.value #{{.*}} = %[[TWICE]] : i32
// CHECK-NEXT: llvm.br ^[[JOIN]](%[[TWICE]] : i32)
// CHECK: ^[[JOIN]](%[[M:.*]]: i32):
// CHECK-NEXT: llvm.intr.dbg.value #{{.*}} = %[[M]] : i32
// CHECK-NEXT: llvm.return %[[M]] : i32
llvm.func @stores_and_merge(%n: i32, %c: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #acc = %slot : !llvm.ptr
  llvm.store %n, %slot : i32, !llvm.ptr
  llvm.cond_br %c, ^then, ^join
^then:
  %twice = llvm.add %n, %n : i32
  llvm.store %twice, %slot : i32, !llvm.ptr
  llvm.br ^join
^join:
  %r = llvm.load %slot : !llvm.ptr -> i32
  llvm.return %r : i32
}

// SROA-LABEL: llvm.func @stores_and_merge
// SROA: llvm.alloca %{{.*}} x i32
// SROA: llvm.intr.dbg.declare

// -----

#file = #llvm.di_file<"dbg.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = Full>
#prog = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "pair", file = #file, line = 2, subprogramFlags = Definition>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", sizeInBits = 64>
#where = #llvm.di_local_variable<scope = #prog, name = "where", file = #file, line = 3, type = #ptr>

// The address itself was described: the debug value stays, of an undefined pointer.
// CHECK-LABEL: llvm.func @address_described
// CHECK-NOT: llvm.alloca
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT: llvm.intr.dbg.value #{{.*}} = %[[U]] : !llvm.ptr
// CHECK-NEXT: llvm.return
llvm.func @address_described(%v: i16) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  llvm.store %v, %slot : i16, !llvm.ptr
  llvm.intr.dbg.value #where = %slot : !llvm.ptr
  llvm.return
}

// SROA-LABEL: llvm.func @field_address_described
// SROA: %[[A:.*]] = llvm.alloca %{{.*}} x i16 : (i32) -> !llvm.ptr
// SROA-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.ptr
// SROA-NEXT: llvm.intr.dbg.value #{{.*}} = %[[U]] : !llvm.ptr
// SROA-NEXT: llvm.store %{{.*}}, %[[A]] : i16, !llvm.ptr
llvm.func @field_address_described(%v: i16) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.struct<(i16, i16)> : (i32) -> !llvm.ptr
  llvm.intr.dbg.value #where = %slot : !llvm.ptr
  llvm.store %v, %slot : i16, !llvm.ptr
  llvm.return
}

// -----

#file = #llvm.di_file<"dbg.c" in "/src">
#unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = Full>
#prog = #llvm.di_subprogram<compileUnit = #unit, scope = #file, name = "esc", file = #file, line = 2, subprogramFlags = Definition>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#kept = #llvm.di_local_variable<scope = #prog, name = "kept", file = #file, line = 3, type = #int>

llvm.func @escape(!llvm.ptr)

// CHECK-LABEL: llvm.func @escaping
// CHECK: %[[S:.*]] = llvm.alloca
// CHECK-NEXT: llvm.intr.dbg.declare #{{.*}} = %[[S]] : !llvm.ptr
// CHECK-NEXT: llvm.call @escape(%[[S]])
llvm.func @escaping() {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #kept = %slot : !llvm.ptr
  llvm.call @escape(%slot) : (!llvm.ptr) -> ()
  llvm.return
}
