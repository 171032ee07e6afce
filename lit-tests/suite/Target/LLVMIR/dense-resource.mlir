// dense_resource globals in --mlir-to-llvmir: the builtin blob's bytes as the dense value, and
// mlir-translate 22's errors for a missing resource, a blob of the wrong size, a memref type and an
// element type without a byte layout.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jtranslate -verify-diagnostics -split-input-file -mlir-to-llvmir %S/Inputs/dense-resource-invalid.mlir

// CHECK: @halves = internal constant <2 x i16> <i16 1, i16 2>
// CHECK: @words = internal constant [2 x i32] [i32 7, i32 -1]
llvm.mlir.global internal constant @halves(dense_resource<pair> : vector<2xi16>) : vector<2xi16>
llvm.mlir.global internal constant @words(dense_resource<two_words> : tensor<2xi32>) : !llvm.array<2 x i32>

{-#
  dialect_resources: {
    builtin: {
      pair: "0x0200000001000200",
      two_words: "0x0400000007000000FFFFFFFF"
    }
  }
#-}
