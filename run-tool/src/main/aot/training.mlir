// The AOT training run of jrun (target/app.aot): parse, translate, JIT-compile and run a small
// program that prints through the runtime's scalar and memref printers, written as mlir-opt's
// -convert-to-llvm writes its output (a module op, private declarations, index constants), so that
// the classes and lambdas such programs use are in the cache. One intrinsic (llvm.intr.fabs), so that
// the translation's intrinsic classes are in it too.
module {
llvm.func @printI64(i64) attributes {sym_visibility = "private"}
llvm.func @printF64(f64) attributes {sym_visibility = "private"}
llvm.func @printNewline() attributes {sym_visibility = "private"}
llvm.func @printMemrefI64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
llvm.func @main() {
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %slot = llvm.alloca %c1 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
  %data = llvm.alloca %c5 x i64 : (i64) -> !llvm.ptr
  llvm.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %more = llvm.icmp "slt" %i, %c5 : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %p = llvm.getelementptr inbounds %data[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %i, %p : i64, !llvm.ptr
  %a = llvm.add %acc, %i overflow<nsw> : i64
  %n = llvm.add %i, %c1 : i64
  llvm.br ^loop(%n, %a : i64, i64)
^done:
  llvm.call @printI64(%acc) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %f = llvm.sitofp %acc : i64 to f64
  %g = llvm.intr.fabs(%f) : (f64) -> f64
  llvm.call @printF64(%g) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d0 = llvm.insertvalue %data, %u[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d1 = llvm.insertvalue %data, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d2 = llvm.insertvalue %c0, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d3 = llvm.insertvalue %c5, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d4 = llvm.insertvalue %c1, %d3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.store %d4, %slot : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
  llvm.call @printMemrefI64(%c1, %slot) : (i64, !llvm.ptr) -> ()
  llvm.return
}
}
