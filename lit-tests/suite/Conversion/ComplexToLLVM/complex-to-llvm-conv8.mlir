// Complex values become literal structs {re, im}: create inserts both parts, re/im extract them,
// add/sub/mul/div (textbook formulas) and abs compute on the parts with the op's fast-math flags;
// convert-to-llvm does the same through the complex dialect's interface.
// RUN: jopt %s -convert-complex-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-to-llvm | jfilecheck %s --check-prefix=ALL

// CHECK-LABEL: func.func @parts
// ALL-LABEL: llvm.func @parts
func.func @parts(%r: f32, %i: f32, %z: complex<f32>) -> (complex<f32>, f32, f32, f32) {
  // CHECK: %[[Z:.*]] = builtin.unrealized_conversion_cast %arg2 : complex<f32> to !llvm.struct<(f32, f32)>
  // CHECK: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
  // CHECK: %[[A:.*]] = llvm.insertvalue %arg0, %[[P]][0] : !llvm.struct<(f32, f32)>
  // CHECK: %[[B:.*]] = llvm.insertvalue %arg1, %[[A]][1] : !llvm.struct<(f32, f32)>
  %c = complex.create %r, %i : complex<f32>
  // The part of a complex.create folds to the operand it was given (ReOp::fold).
  %0 = complex.re %c : complex<f32>
  // CHECK: %[[ZR:.*]] = llvm.extractvalue %[[Z]][0] : !llvm.struct<(f32, f32)>
  %1 = complex.re %z : complex<f32>
  // CHECK: %[[ZI:.*]] = llvm.extractvalue %[[Z]][1] : !llvm.struct<(f32, f32)>
  %2 = complex.im %z : complex<f32>
  // CHECK: return %{{.*}}, %arg0, %[[ZR]], %[[ZI]] : complex<f32>, f32, f32, f32
  return %c, %0, %1, %2 : complex<f32>, f32, f32, f32
}

// CHECK-LABEL: func.func @ops
func.func @ops(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>, f64) {
  // CHECK: %[[C:.*]] = llvm.mlir.constant([1.000000e+00, 2.000000e+00]) : !llvm.struct<(f64, f64)>
  %k = complex.constant [1.0, 2.0] : complex<f64>
  // CHECK: llvm.fsub %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<nnan>} : f64
  // CHECK: llvm.fsub %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %s = complex.sub %a, %b fastmath<nnan> : complex<f64>
  // CHECK: %[[AR:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f64, f64)>
  // CHECK: %[[AI:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(f64, f64)>
  // CHECK: %[[BR:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f64, f64)>
  // CHECK: %[[BI:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(f64, f64)>
  // CHECK: llvm.mlir.poison : !llvm.struct<(f64, f64)>
  // CHECK: %[[N1:.*]] = llvm.fmul %[[BR]], %[[BR]] : f64
  // CHECK: %[[N2:.*]] = llvm.fmul %[[BI]], %[[BI]] : f64
  // CHECK: %[[N:.*]] = llvm.fadd %[[N1]], %[[N2]] : f64
  // CHECK: llvm.fmul %[[AR]], %[[BR]] : f64
  // CHECK: llvm.fmul %[[AI]], %[[BI]] : f64
  // CHECK: %[[RE:.*]] = llvm.fadd
  // CHECK: llvm.fmul %[[AI]], %[[BR]] : f64
  // CHECK: llvm.fmul %[[AR]], %[[BI]] : f64
  // CHECK: %[[IM:.*]] = llvm.fsub
  // CHECK: llvm.fdiv %[[RE]], %[[N]] : f64
  // CHECK: llvm.fdiv %[[IM]], %[[N]] : f64
  %d = complex.div %a, %b : complex<f64>
  // CHECK: %[[SQ:.*]] = llvm.fadd %{{.*}}, %{{.*}} : f64
  // CHECK: llvm.intr.sqrt(%[[SQ]]) : (f64) -> f64
  %m = complex.abs %a : complex<f64>
  return %s, %d, %m : complex<f64>, complex<f64>, f64
}
