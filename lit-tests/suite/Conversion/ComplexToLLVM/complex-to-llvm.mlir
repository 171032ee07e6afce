// convert-complex-to-llvm: complex<fN> is !llvm.struct<(fN, fN)>; create/re/im are insertvalue/extractvalue, add/sub/mul/div (basic range)/abs are expanded on the parts, constants become llvm.mlir.constant of the struct.
// RUN: jopt %s --convert-complex-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @arith(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %7 = llvm.fadd %2, %4 : f32
// CHECK-NEXT: %8 = llvm.fadd %3, %5 : f32
// CHECK-NEXT: %9 = llvm.insertvalue %7, %6[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %13 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %16 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %17 = llvm.fsub %12, %14 : f32
// CHECK-NEXT: %18 = llvm.fsub %13, %15 : f32
// CHECK-NEXT: %19 = llvm.insertvalue %17, %16[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %23 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %24 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %27 = llvm.fmul %24, %22 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %28 = llvm.fmul %25, %23 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %29 = llvm.fsub %27, %28 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %30 = llvm.fmul %23, %24 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %31 = llvm.fmul %22, %25 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %32 = llvm.fadd %30, %31 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT: %33 = llvm.insertvalue %29, %26[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %34 = llvm.insertvalue %32, %33[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: %36 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %37 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %38 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %39 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %40 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %41 = llvm.fmul %38, %38 : f32
// CHECK-NEXT: %42 = llvm.fmul %39, %39 : f32
// CHECK-NEXT: %43 = llvm.fadd %41, %42 : f32
// CHECK-NEXT: %44 = llvm.fmul %36, %38 : f32
// CHECK-NEXT: %45 = llvm.fmul %37, %39 : f32
// CHECK-NEXT: %46 = llvm.fadd %44, %45 : f32
// CHECK-NEXT: %47 = llvm.fmul %37, %38 : f32
// CHECK-NEXT: %48 = llvm.fmul %36, %39 : f32
// CHECK-NEXT: %49 = llvm.fsub %47, %48 : f32
// CHECK-NEXT: %50 = llvm.fdiv %46, %43 : f32
// CHECK-NEXT: %51 = llvm.fdiv %49, %43 : f32
// CHECK-NEXT: %52 = llvm.insertvalue %50, %40[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %53 = llvm.insertvalue %51, %52[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %54 = builtin.unrealized_conversion_cast %53 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: return %11, %21, %35, %54 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-LABEL: func.func @parts(%arg0: complex<f64>, %arg1: f64, %arg2: f64) -> (complex<f64>, f64, f64, f64, complex<f64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %9 = llvm.fmul %7, %7 : f64
// CHECK-NEXT: %10 = llvm.fmul %8, %8 : f64
// CHECK-NEXT: %11 = llvm.fadd %9, %10 : f64
// CHECK-NEXT: %12 = llvm.intr.sqrt(%11) : (f64) -> f64
// CHECK-NEXT: %13 = llvm.mlir.constant([1.500000e+00, -2.000000e+00]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT: return %4, %5, %6, %12, %14 : complex<f64>, f64, f64, f64, complex<f64>

func.func @arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.mul %a, %b fastmath<contract> : complex<f32>
  %3 = complex.div %a, %b : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @parts(%a: complex<f64>, %x: f64, %y: f64) -> (complex<f64>, f64, f64, f64, complex<f64>) {
  %0 = complex.create %x, %y : complex<f64>
  %1 = complex.re %a : complex<f64>
  %2 = complex.im %a : complex<f64>
  %3 = complex.abs %a : complex<f64>
  %4 = complex.constant [1.5, -2.0] : complex<f64>
  return %0, %1, %2, %3, %4 : complex<f64>, f64, f64, f64, complex<f64>
}

