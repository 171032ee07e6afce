// Arrays of structs initialized by nested array attributes, #llvm.zero and #llvm.undef entries
// included, verify and print back as mlir-opt 22 prints them.
// RUN: jopt %s | jfilecheck %s

// CHECK-LABEL: llvm.mlir.global internal @table()
// CHECK: llvm.mlir.constant([#llvm.zero, [1 : i32, 2.500000e+00 : f32], #llvm.undef]) : !llvm.array<3 x struct<(i32, f32)>>
llvm.mlir.global internal @table() : !llvm.array<3 x struct<(i32, f32)>> {
  %0 = llvm.mlir.constant([#llvm.zero, [1 : i32, 2.5 : f32], #llvm.undef]) : !llvm.array<3 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.array<3 x struct<(i32, f32)>>
}

// CHECK-LABEL: llvm.mlir.global internal @grid()
// CHECK: llvm.mlir.constant({{\[}}{{\[}}[7 : i8]], #llvm.zero]) : !llvm.array<2 x array<1 x struct<(i8)>>>
llvm.mlir.global internal @grid() : !llvm.array<2 x array<1 x struct<(i8)>>> {
  %0 = llvm.mlir.constant([[[7 : i8]], #llvm.zero]) : !llvm.array<2 x array<1 x struct<(i8)>>>
  llvm.return %0 : !llvm.array<2 x array<1 x struct<(i8)>>>
}
