// nvvm.mma.sync: MLIR 22's custom form (A[...]  B[...]  C[...]), the #nvvm.shape, mma_b1op and
// mma_int_overflow attributes, and the PTX types of A and B that the parser infers from f16/f32
// operands and the printer elides again.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: llvm.func @half(
// GENERIC-LABEL: "llvm.func"
llvm.func @half(%x: vector<2xf16>, %acc: f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  // CHECK-NEXT: %0 = nvvm.mma.sync A[%arg0, %arg0, %arg0, %arg0]  B[%arg0, %arg0]  C[%arg1, %arg1, %arg1, %arg1]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  // GENERIC: "nvvm.mma.sync"({{[^)]*}}) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d = nvvm.mma.sync A[%x, %x, %x, %x] B[%x, %x] C[%acc, %acc, %acc, %acc]
    {shape = #nvvm.shape<m = 16, n = 8, k = 16>, layoutB = #nvvm.mma_layout<col>, layoutA = #nvvm.mma_layout<row>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %d : !llvm.struct<(f32, f32, f32, f32)>
}

// CHECK-LABEL: llvm.func @bits(
llvm.func @bits(%w: i32) -> !llvm.struct<(i32, i32)> {
  // CHECK-NEXT: %0 = nvvm.mma.sync A[%arg0]  B[%arg0]  C[%arg0, %arg0]  {b1Op = #nvvm.mma_b1op<and_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  // GENERIC: <{b1Op = #nvvm.mma_b1op<and_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, operandSegmentSizes = array<i32: 1, 1, 2>, shape = #nvvm.shape<m = 8, n = 8, k = 128>}>
  %d = nvvm.mma.sync A[%w] B[%w] C[%w, %w]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>,
     multiplicandBPtxType = #nvvm.mma_type<b1>, b1Op = #nvvm.mma_b1op<and_popc>, shape = #nvvm.shape<m = 8, n = 8, k = 128>}
    : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %d : !llvm.struct<(i32, i32)>
}

// CHECK-LABEL: llvm.func @bytes(
llvm.func @bytes(%w: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  // CHECK-NEXT: {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %d = nvvm.mma.sync A[%w, %w, %w, %w] B[%w, %w] C[%w, %w, %w, %w]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>,
     multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}
    : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %d : !llvm.struct<(i32, i32, i32, i32)>
}
