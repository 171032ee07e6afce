// convert-to-llvm lowers the complex dialect too (its ConvertToLLVMPatternInterface), with func and the struct signature.
// RUN: jopt %s --convert-to-llvm | jfilecheck %s

// CHECK-LABEL: llvm.func @through_interface(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32)> {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.fadd %0, %2 : f32
// CHECK-NEXT: %6 = llvm.fadd %1, %3 : f32
// CHECK-NEXT: %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.return %12 : !llvm.struct<(f32, f32)>

func.func @through_interface(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.re %0 : complex<f32>
  %2 = complex.create %1, %1 : complex<f32>
  return %2 : complex<f32>
}

