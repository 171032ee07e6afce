// llvm.intr.vector.insert / vector.extract: the position attribute is LLVM's immediate i64 argument,
// both ways, as mlir-translate 22.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jtranslate --mlir-to-llvmir %s | jtranslate --import-llvm | jfilecheck %s --check-prefix=IMPORT

// CHECK: %3 = call <8 x float> @llvm.vector.insert.v8f32.v4f32(<8 x float> %0, <4 x float> %1, i64 4)
// CHECK-NEXT: %4 = call <4 x float> @llvm.vector.extract.v4f32.v8f32(<8 x float> %3, i64 4)
// IMPORT: %0 = llvm.intr.vector.insert %arg1, %arg0[4] : vector<4xf32> into vector<8xf32>
// IMPORT-NEXT: %1 = llvm.intr.vector.extract %0[4] : vector<4xf32> from vector<8xf32>
llvm.func @halves(%v: vector<8xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.intr.vector.insert %w, %v[4] : vector<4xf32> into vector<8xf32>
  %1 = llvm.intr.vector.extract %0[4] : vector<4xf32> from vector<8xf32>
  llvm.return %1 : vector<4xf32>
}
