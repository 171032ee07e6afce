// expected-error @below{{resource does not exist}}
llvm.mlir.global internal constant @missing(dense_resource<nowhere> : tensor<2xi32>) : !llvm.array<2 x i32>

// -----

// expected-error @below{{raw data size does not match element type size}}
llvm.mlir.global internal constant @short(dense_resource<blob> : tensor<3xi32>) : !llvm.array<3 x i32>

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000007000000FFFFFFFF"
    }
  }
#-}

// -----

// expected-error @below{{unsupported dense_resource type}}
llvm.mlir.global internal constant @mem(dense_resource<blob> : memref<2xi32>) : !llvm.array<2 x i32>

{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000007000000FFFFFFFF"
    }
  }
#-}

// -----

// expected-error @below{{no known conversion for innermost element type}}
llvm.mlir.global internal constant @nibbles(dense_resource<blob> : tensor<2xi4>) : !llvm.array<2 x i4>
