// The AOT training run of jrun (target/app.aot): parse, translate, JIT-compile and run a small
// program that prints through the runtime's scalar and memref printers, written as mlir-opt's
// -convert-to-llvm writes its output (a module op, private declarations, index constants), so that
// the classes and lambdas such programs use are in the cache. One intrinsic (llvm.intr.fabs), so that
// the translation's intrinsic classes are in it too. Besides, the constructs lowered programs often
// have (a constant global of a dense array, float and vector constants, a value used in a block
// written before the block defining it, a call with a result, an op in the generic form): a class
// outside the cache costs a run the opening of
// jmlir.jar, whose central directory interpreted Java reads entry by entry (~30-45 ms, BENCHMARKS.md
// issue 12, lat16b).
module {
llvm.mlir.global internal constant @table(dense<[3, 1, 4, 1, 5]> : tensor<5xi64>) {addr_space = 0 : i32} : !llvm.array<5 x i64>
llvm.func @printI64(i64) attributes {sym_visibility = "private"}
llvm.func @printF64(f64) attributes {sym_visibility = "private"}
llvm.func @printNewline() attributes {sym_visibility = "private"}
llvm.func @printMemrefI64(i64, !llvm.ptr) attributes {sym_visibility = "private"}
llvm.func @twice(%x: i64) -> i64 {
  %y = "llvm.add"(%x, %x) : (i64, i64) -> i64
  llvm.return %y : i64
}
llvm.func @main() {
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  %slot = llvm.alloca %c1 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
  %data = llvm.alloca %c5 x i64 : (i64) -> !llvm.ptr
  %tab = llvm.mlir.addressof @table : !llvm.ptr
  llvm.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %more = llvm.icmp "slt" %i, %c5 : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %tp = llvm.getelementptr inbounds %tab[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x i64>
  %t = llvm.load %tp : !llvm.ptr -> i64
  %p = llvm.getelementptr inbounds %data[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %t, %p : i64, !llvm.ptr
  %a = llvm.add %acc, %i overflow<nsw> : i64
  %n = llvm.add %i, %c1 : i64
  llvm.br ^loop(%n, %a : i64, i64)
^print:
  llvm.call @printF64(%g) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.br ^memref
^done:
  %acc2 = llvm.call @twice(%acc) : (i64) -> i64
  llvm.call @printI64(%acc2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %f = llvm.sitofp %acc : i64 to f64
  %half = llvm.mlir.constant(5.000000e-01 : f64) : f64
  %v = llvm.mlir.constant(dense<[1.500000e+00, -2.000000e+00]> : vector<2xf32>) : vector<2xf32>
  %v1 = llvm.mlir.constant(1 : i32) : i32
  %e = llvm.extractelement %v[%v1 : i32] : vector<2xf32>
  %ed = llvm.fpext %e : f32 to f64
  %fh = llvm.fmul %f, %half : f64
  %fs = llvm.fadd %fh, %ed : f64
  %g = llvm.intr.fabs(%fs) : (f64) -> f64
  llvm.br ^print
^memref:
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
