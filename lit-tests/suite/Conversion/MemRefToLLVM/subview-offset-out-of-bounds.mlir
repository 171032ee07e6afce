// A subview whose static offset lies past the source's static size: the verifier names the
// dimension, then the offset and the size, as mlir-opt 22 does.
// RUN: not jopt %s -expand-strided-metadata -finalize-memref-to-llvm 2>&1 | jfilecheck %s
// CHECK: subview-offset-out-of-bounds.mlir:[[@LINE+2]]:8: error: offset 1 is out-of-bounds: 12 >= 10
func.func @past_the_end(%m: memref<6x10xf32>) -> memref<2x2xf32, strided<[10, 1], offset: 12>> {
  %s = memref.subview %m[0, 12] [2, 2] [1, 1] : memref<6x10xf32> to memref<2x2xf32, strided<[10, 1], offset: 12>>
  return %s : memref<2x2xf32, strided<[10, 1], offset: 12>>
}
