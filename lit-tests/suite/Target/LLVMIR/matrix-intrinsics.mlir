// llvm.intr.matrix.multiply / matrix.transpose: their syntax round-trips, and they become LLVM's
// matrix intrinsics with the shape as immediate i32 arguments.
// RUN: jopt %s | jfilecheck %s --check-prefix=ROUND
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

llvm.func @mm(%a: vector<8xf32>, %b: vector<12xf32>) -> vector<6xf32> {
  %0 = llvm.intr.matrix.multiply %a, %b {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
  llvm.return %0 : vector<6xf32>
}
llvm.func @tr(%a: vector<6xi32>) -> vector<6xi32> {
  %0 = llvm.intr.matrix.transpose %a {columns = 3 : i32, rows = 2 : i32} : vector<6xi32> into vector<6xi32>
  llvm.return %0 : vector<6xi32>
}

// ROUND: %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// ROUND: %0 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xi32> into vector<6xi32>

// CHECK: %3 = call <6 x float> @llvm.matrix.multiply.v6f32.v8f32.v12f32(<8 x float> %0, <12 x float> %1, i32 2, i32 4, i32 3)
// CHECK: %2 = call <6 x i32> @llvm.matrix.transpose.v6i32(<6 x i32> %0, i32 2, i32 3)
// CHECK: declare <6 x float> @llvm.matrix.multiply.v6f32.v8f32.v12f32(<8 x float>, <12 x float>, i32 immarg, i32 immarg, i32 immarg)
// CHECK: declare <6 x i32> @llvm.matrix.transpose.v6i32(<6 x i32>, i32 immarg, i32 immarg)
