// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// llvm.alloca inalloca keeps its marker in LLVM IR, with or without an explicit alignment; the
// other allocas stay unmarked.

// CHECK-LABEL: define void @args(i32 %0) {
// CHECK-NEXT:    %{{[0-9]+}} = alloca inalloca i32, i32 %0, align 16
// CHECK-NEXT:    %{{[0-9]+}} = alloca i32, i32 %0, align 4
// CHECK-NEXT:    %{{[0-9]+}} = alloca inalloca { i8, i64 }, align 8
llvm.func @args(%n: i32) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca inalloca %n x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %1 = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %2 = llvm.alloca inalloca %one x !llvm.struct<(i8, i64)> : (i32) -> !llvm.ptr
  llvm.return
}
