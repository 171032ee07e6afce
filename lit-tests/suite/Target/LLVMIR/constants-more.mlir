// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: @flagged = internal externally_initialized global i32 5
llvm.mlir.global internal @flagged(5 : i32) {externally_initialized} : i32
// An all-zero splat of any size is zeroinitializer.
// CHECK: @huge = common global [4294967296 x i8] zeroinitializer
llvm.mlir.global common @huge(dense<0> : vector<4294967296xi8>) : !llvm.array<4294967296 x i8>

// A GEP of a global with constant indices in an initializer is folded to a byte offset, as LLVM's
// data-layout constant folding does for mlir-translate: inbounds when it stays within the global.
llvm.mlir.global internal @words(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
// CHECK: @third = internal constant ptr getelementptr inbounds nuw (i8, ptr @words, i64 8)
llvm.mlir.global internal constant @third() : !llvm.ptr {
  %base = llvm.mlir.addressof @words : !llvm.ptr
  %two = llvm.mlir.constant(2 : i32) : i32
  %p = llvm.getelementptr %base[%two] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.return %p : !llvm.ptr
}
// CHECK: @first = internal constant ptr @words
llvm.mlir.global internal constant @first() : !llvm.ptr {
  %base = llvm.mlir.addressof @words : !llvm.ptr
  %p = llvm.getelementptr %base[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return %p : !llvm.ptr
}
// CHECK: @beyond = internal constant i64 ptrtoint (ptr getelementptr (i8, ptr @words, i64 44) to i64)
llvm.mlir.global internal constant @beyond() : i64 {
  %base = llvm.mlir.addressof @words : !llvm.ptr
  %p = llvm.getelementptr %base[5, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.return %i : i64
}

// Complex elements become structs of their two parts; a 0-d tensor fills an array of one.
// CHECK-LABEL: @pairs
// CHECK: ret [2 x { i16, i16 }] [{ i16, i16 } { i16 3, i16 -4 }, { i16, i16 } { i16 5, i16 6 }]
llvm.func @pairs() -> !llvm.array<2 x struct<(i16, i16)>> {
  %0 = llvm.mlir.constant(dense<[(3, -4), (5, 6)]> : tensor<2xcomplex<i16>>) : !llvm.array<2 x struct<(i16, i16)>>
  llvm.return %0 : !llvm.array<2 x struct<(i16, i16)>>
}
// CHECK-LABEL: @single
// CHECK: ret [1 x { float, float }] [{ float, float } { float 1.500000e+00, float -2.000000e+00 }]
llvm.func @single() -> !llvm.array<1 x struct<(f32, f32)>> {
  %0 = llvm.mlir.constant(dense<(1.5, -2.0)> : tensor<complex<f32>>) : !llvm.array<1 x struct<(f32, f32)>>
  llvm.return %0 : !llvm.array<1 x struct<(f32, f32)>>
}

