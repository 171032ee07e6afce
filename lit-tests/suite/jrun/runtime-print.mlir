// jrun's own runtime stands in for MLIR's runner-utils libraries, whatever their path: the printers
// print what MLIR's print.
// RUN: jrun %s -e main --entry-point-result=void --shared-libs=/no/such/dir/libmlir_runner_utils.so.22.1,libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^\[\[}}0,   0.5,   1],
// CHECK-NEXT: {{^}} [1.5,   2,   2.5]]
// CHECK-NEXT: {{^}}Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 1 sizes = [2] strides = [3] data =
// CHECK-NEXT: {{^}}[0.5,  2]
// CHECK-NEXT: {{^}}( 7, -3.5, 1e+20, 18446744073709551615 ){{$}}

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printMemrefF32(i64, !llvm.ptr)
llvm.func @_mlir_ciface_printMemref1dF32(!llvm.ptr)
llvm.func @printOpen()
llvm.func @printClose()
llvm.func @printComma()
llvm.func @printNewline()
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printF32(f32)
llvm.func @printF64(f64)

// A 2x3 f32 buffer holding 0, 0.5, ..., 2.5.
llvm.func @fill() -> !llvm.ptr {
  %bytes = llvm.mlir.constant(24 : i64) : i64
  %buf = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c6 = llvm.mlir.constant(6 : i64) : i64
  %half = llvm.mlir.constant(0.5 : f32) : f32
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %more = llvm.icmp "slt" %i, %c6 : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %f = llvm.sitofp %i : i64 to f32
  %v = llvm.fmul %f, %half : f32
  %p = llvm.getelementptr %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %p : f32, !llvm.ptr
  %next = llvm.add %i, %c1 : i64
  llvm.br ^loop(%next : i64)
^done:
  llvm.return %buf : !llvm.ptr
}

// Stores a descriptor {allocated, aligned, offset, sizes, strides} of rank 2 or 1 at %d.
llvm.func @main() {
  %buf = llvm.call @fill() : () -> !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d0 = llvm.insertvalue %buf, %u[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d1 = llvm.insertvalue %buf, %d0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d2 = llvm.insertvalue %c0, %d1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d3 = llvm.insertvalue %c2, %d2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d4 = llvm.insertvalue %c3, %d3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d5 = llvm.insertvalue %c3, %d4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %d6 = llvm.insertvalue %c1, %d5[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %slot = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
  llvm.store %d6, %slot : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
  llvm.call @printMemrefF32(%c2, %slot) : (i64, !llvm.ptr) -> ()
  // The second column as a strided 1-D view: offset 1, stride 3.
  %v = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %v0 = llvm.insertvalue %buf, %v[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %v1 = llvm.insertvalue %buf, %v0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %v2 = llvm.insertvalue %c1, %v1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %v3 = llvm.insertvalue %c2, %v2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %v4 = llvm.insertvalue %c3, %v3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %vslot = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
  llvm.store %v4, %vslot : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
  llvm.call @_mlir_ciface_printMemref1dF32(%vslot) : (!llvm.ptr) -> ()
  // Scalars, as vector.print lowers them.
  %i = llvm.mlir.constant(7 : i64) : i64
  %f = llvm.mlir.constant(-3.5 : f32) : f32
  %g = llvm.mlir.constant(1.0e+20 : f64) : f64
  %m = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @printOpen() : () -> ()
  llvm.call @printI64(%i) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF32(%f) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%g) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printU64(%m) : (i64) -> ()
  llvm.call @printClose() : () -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
