// llvm.intr.sincos is overloaded on its argument (the result is a literal struct of two such
// values): scalar and vector forms declare llvm.sincos.f64 / .v4f32, as mlir-translate 22 does;
// the import reads the calls back as llvm.intr.sincos.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jtranslate --mlir-to-llvmir %s | jtranslate --import-llvm | jfilecheck %s --check-prefix=BACK

// CHECK: %[[S:.*]] = call { double, double } @llvm.sincos.f64(double %0)
// CHECK: call { <4 x float>, <4 x float> } @llvm.sincos.v4f32(<4 x float> %1)
// CHECK: extractvalue { double, double } %[[S]], 1
// CHECK: declare { double, double } @llvm.sincos.f64(double) #0
// CHECK: declare { <4 x float>, <4 x float> } @llvm.sincos.v4f32(<4 x float>) #0

// BACK: llvm.intr.sincos(%arg0) : (f64) -> !llvm.struct<(f64, f64)>
// BACK: llvm.intr.sincos(%arg1) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>

llvm.func @both(%x: f64, %v: vector<4xf32>) -> f64 {
  %0 = llvm.intr.sincos(%x) : (f64) -> !llvm.struct<(f64, f64)>
  %1 = llvm.intr.sincos(%v) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
  %2 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
  llvm.return %2 : f64
}
