// llvm.intr.matrix.column.major.load / store (strided column-major matrices flattened to vectors) in
// mlir-opt 22's syntax: the stride in <stride = ...>, isVolatile/rows/columns in the dictionary.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: llvm.func @matrix_rows
// CHECK: %[[M:.*]] = llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 2 : i32, isVolatile = true, rows = 4 : i32} : vector<8xf64> from !llvm.ptr<1> stride i32
// CHECK: llvm.intr.matrix.column.major.store %[[M]], %arg0, <stride = %arg1> {columns = 4 : i32, isVolatile = false, rows = 2 : i32} : vector<8xf64> to !llvm.ptr<1> stride i32
llvm.func @matrix_rows(%p: !llvm.ptr<1>, %s: i32) {
  %m = llvm.intr.matrix.column.major.load %p, <stride=%s> {isVolatile = true, rows = 4 : i32, columns = 2 : i32} : vector<8 x f64> from !llvm.ptr<1> stride i32
  llvm.intr.matrix.column.major.store %m, %p, <stride = %s> {isVolatile = false, rows = 2 : i32, columns = 4 : i32} : vector<8 x f64> to !llvm.ptr<1> stride i32
  llvm.return
}
