// ub.poison becomes llvm.mlir.poison of the converted type (arrays of vectors for n-D vectors,
// i64 for index), with casts back for the remaining users, as mlir-opt 22 prints it.
// RUN: jopt %s -convert-ub-to-llvm | jfilecheck %s

func.func @f() -> (vector<3x2xf32>, i32, index) {
 %0 = ub.poison : vector<3x2xf32>
 %1 = ub.poison : i32
 %2 = ub.poison : index
 return %0, %1, %2 : vector<3x2xf32>, i32, index
}

// CHECK-LABEL: func.func @f()
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: %2 = llvm.mlir.poison : i32
// CHECK-NEXT: %3 = llvm.mlir.poison : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %1, %2, %4 : vector<3x2xf32>, i32, index
