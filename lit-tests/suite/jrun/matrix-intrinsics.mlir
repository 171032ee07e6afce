// llvm.intr.matrix.transpose / multiply need LLVM's matrix lowering: jrun passes mlir-runner's LLVM
// options -enable-matrix, -matrix-allow-contract and -matrix-default-layout on to LLVM, whose -O pipeline
// then lowers the intrinsics (flattened matrices, column-major unless told otherwise).
// RUN: jrun %s -e main -entry-point-result=void -O0 -enable-matrix -matrix-allow-contract \
// RUN:   -matrix-default-layout=column-major --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jrun %s -e main -entry-point-result=void -O2 --enable-matrix --matrix-default-layout row-major \
// RUN:   --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s --check-prefix=ROW
// RUN: not jrun %s -e main -entry-point-result=void -matrix-default-layout=diagonal 2>&1 \
// RUN:   | jfilecheck %s --check-prefix=BAD

// BAD: jrun: for the --matrix-default-layout option: Cannot find option named 'diagonal'!

llvm.func @printNewline()
llvm.func @printF64(f64)
llvm.func @printComma()

llvm.func @show(%v: vector<6xf64>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c5 = llvm.mlir.constant(5 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %e = llvm.extractelement %v[%i : i64] : vector<6xf64>
  llvm.call @printF64(%e) : (f64) -> ()
  %last = llvm.icmp "eq" %i, %c5 : i64
  llvm.cond_br %last, ^done, ^next
^next:
  llvm.call @printComma() : () -> ()
  %n = llvm.add %i, %c1 : i64
  llvm.br ^loop(%n : i64)
^done:
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// A 2x3 matrix holding 10 .. 15 in its flattened order, its 3x2 transpose, and the transpose of that.
// CHECK: 10, 11, 12, 13, 14, 15
// CHECK-NEXT: 10, 12, 14, 11, 13, 15
// CHECK-NEXT: 10, 11, 12, 13, 14, 15
// ROW: 10, 11, 12, 13, 14, 15
// ROW-NEXT: 10, 13, 11, 14, 12, 15
// ROW-NEXT: 10, 11, 12, 13, 14, 15
llvm.func @main() {
  %m = llvm.mlir.constant(dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : vector<6xf64>) : vector<6xf64>
  llvm.call @show(%m) : (vector<6xf64>) -> ()
  %t = llvm.intr.matrix.transpose %m {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> into vector<6xf64>
  llvm.call @show(%t) : (vector<6xf64>) -> ()
  %back = llvm.intr.matrix.transpose %t {rows = 3 : i32, columns = 2 : i32} : vector<6xf64> into vector<6xf64>
  llvm.call @show(%back) : (vector<6xf64>) -> ()
  llvm.return
}
