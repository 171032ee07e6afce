// Memref arguments whose layout is a strided affine map (a symbol times a dim included)
// expand to descriptor fields like any strided memref.
// RUN: jopt %s -convert-func-to-llvm -reconcile-unrealized-casts | jfilecheck %s

func.func @strided(%a: memref<5x6xf32, affine_map<(i, j) -> (i * 6 + j + 3)>>,
                   %b: memref<?x?xf32, affine_map<(i, j)[s] -> (i * s + j + 1)>>) {
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @strided(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
