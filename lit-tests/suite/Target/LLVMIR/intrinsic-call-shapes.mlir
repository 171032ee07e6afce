// Intrinsic ops whose LLVM call needs more than their operands, as mlir-translate 22 builds them:
// - arg_attrs become call-site parameter attributes (ptr align 4 on memmove / memcpy.inline);
// - memcpy.inline / memset.inline pass len (its own width, i32 or i64) before isVolatile;
// - matrix.column.major.load / store pass isVolatile, rows, columns, and align the pointer to the
//   element type's ABI alignment (LLVM's MatrixBuilder);
// - assume keeps its operand bundles;
// - get.active.lane.mask is declared speculatable (LLVM 22's table).
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK-LABEL: define void @copies(
// CHECK-NEXT: call void @llvm.memmove.p0.p0.i32(ptr align 4 %1, ptr align 16 %2, i32 %0, i1 false)
// CHECK-NEXT: call void @llvm.memcpy.inline.p0.p0.i64(ptr align 4 %1, ptr %2, i64 24, i1 true)
// CHECK-NEXT: call void @llvm.memset.inline.p0.i32(ptr %1, i8 7, i32 12, i1 false)
llvm.func @copies(%n: i32, %d: !llvm.ptr, %s: !llvm.ptr) {
  "llvm.intr.memmove"(%d, %s, %n) <{arg_attrs = [{llvm.align = 4 : i64}, {llvm.align = 16 : i64}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy.inline"(%d, %s) <{arg_attrs = [{llvm.align = 4 : i64}, {}], isVolatile = true, len = 24 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %v = llvm.mlir.constant(7 : i8) : i8
  "llvm.intr.memset.inline"(%d, %v) <{isVolatile = false, len = 12 : i32}> : (!llvm.ptr, i8) -> ()
  llvm.return
}

// CHECK-LABEL: define void @matrices(
// CHECK-NEXT: %[[L:.*]] = call <6 x double> @llvm.matrix.column.major.load.v6f64.i32(ptr align 8 %0, i32 %1, i1 true, i32 2, i32 3)
// CHECK-NEXT: call void @llvm.matrix.column.major.store.v6f64.i32(<6 x double> %[[L]], ptr align 8 %0, i32 %1, i1 false, i32 2, i32 3)
llvm.func @matrices(%p: !llvm.ptr, %stride: i32) {
  %m = llvm.intr.matrix.column.major.load %p, <stride=%stride> { isVolatile = 1: i1, rows = 2: i32, columns = 3: i32} :
    vector<6 x f64> from !llvm.ptr stride i32
  llvm.intr.matrix.column.major.store %m, %p, <stride=%stride> { isVolatile = 0: i1, rows = 2: i32, columns = 3: i32} :
    vector<6 x f64> to !llvm.ptr stride i32
  llvm.return
}

// CHECK-LABEL: define void @assumed(
// CHECK-NEXT: call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 32), "nonnull"(ptr %0) ]
llvm.func @assumed(%p: !llvm.ptr) {
  %t = llvm.mlir.constant(true) : i1
  %a = llvm.mlir.constant(32 : i64) : i64
  llvm.intr.assume %t ["align"(%p, %a : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr)] : i1
  llvm.return
}

// CHECK-LABEL: define <4 x i1> @lanes(
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64, i64)
llvm.func @lanes(%b: i64, %n: i64) -> vector<4xi1> {
  %0 = llvm.intr.get.active.lane.mask %b, %n : i64, i64 to vector<4xi1>
  llvm.return %0 : vector<4xi1>
}
