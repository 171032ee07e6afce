// convert-complex-to-llvm with complex-range=improved: Smith's range reduction and the C99 recoveries for zero and infinite divisors in llvm ops (fabs/copysign intrinsics, fcmp, select), fast-math flags on the arithmetic and fabs only.
// RUN: jopt %s --convert-complex-to-llvm=complex-range=improved | jfilecheck %s

// CHECK-LABEL: func.func @smith(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %7 = llvm.fdiv %4, %5 : f32
// CHECK-NEXT: %8 = llvm.fmul %7, %4 : f32
// CHECK-NEXT: %9 = llvm.fadd %5, %8 : f32
// CHECK-NEXT: %10 = llvm.fmul %2, %7 : f32
// CHECK-NEXT: %11 = llvm.fadd %10, %3 : f32
// CHECK-NEXT: %12 = llvm.fdiv %11, %9 : f32
// CHECK-NEXT: %13 = llvm.fmul %3, %7 : f32
// CHECK-NEXT: %14 = llvm.fsub %13, %2 : f32
// CHECK-NEXT: %15 = llvm.fdiv %14, %9 : f32
// CHECK-NEXT: %16 = llvm.fdiv %5, %4 : f32
// CHECK-NEXT: %17 = llvm.fmul %16, %5 : f32
// CHECK-NEXT: %18 = llvm.fadd %4, %17 : f32
// CHECK-NEXT: %19 = llvm.fmul %3, %16 : f32
// CHECK-NEXT: %20 = llvm.fadd %2, %19 : f32
// CHECK-NEXT: %21 = llvm.fdiv %20, %18 : f32
// CHECK-NEXT: %22 = llvm.fmul %2, %16 : f32
// CHECK-NEXT: %23 = llvm.fsub %3, %22 : f32
// CHECK-NEXT: %24 = llvm.fdiv %23, %18 : f32
// CHECK-NEXT: %25 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %26 = llvm.intr.fabs(%4) : (f32) -> f32
// CHECK-NEXT: %27 = llvm.fcmp "oeq" %26, %25 : f32
// CHECK-NEXT: %28 = llvm.intr.fabs(%5) : (f32) -> f32
// CHECK-NEXT: %29 = llvm.fcmp "oeq" %28, %25 : f32
// CHECK-NEXT: %30 = llvm.fcmp "ord" %2, %25 : f32
// CHECK-NEXT: %31 = llvm.fcmp "ord" %3, %25 : f32
// CHECK-NEXT: %32 = llvm.or %30, %31 : i1
// CHECK-NEXT: %33 = llvm.and %27, %29 : i1
// CHECK-NEXT: %34 = llvm.and %32, %33 : i1
// CHECK-NEXT: %35 = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT: %36 = llvm.intr.copysign(%35, %4) : (f32, f32) -> f32
// CHECK-NEXT: %37 = llvm.fmul %36, %2 : f32
// CHECK-NEXT: %38 = llvm.fmul %36, %3 : f32
// CHECK-NEXT: %39 = llvm.fcmp "one" %26, %35 : f32
// CHECK-NEXT: %40 = llvm.fcmp "one" %28, %35 : f32
// CHECK-NEXT: %41 = llvm.and %39, %40 : i1
// CHECK-NEXT: %42 = llvm.intr.fabs(%2) : (f32) -> f32
// CHECK-NEXT: %43 = llvm.fcmp "oeq" %42, %35 : f32
// CHECK-NEXT: %44 = llvm.intr.fabs(%3) : (f32) -> f32
// CHECK-NEXT: %45 = llvm.fcmp "oeq" %44, %35 : f32
// CHECK-NEXT: %46 = llvm.or %43, %45 : i1
// CHECK-NEXT: %47 = llvm.and %46, %41 : i1
// CHECK-NEXT: %48 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %49 = llvm.select %43, %48, %25 : i1, f32
// CHECK-NEXT: %50 = llvm.intr.copysign(%49, %2) : (f32, f32) -> f32
// CHECK-NEXT: %51 = llvm.select %45, %48, %25 : i1, f32
// CHECK-NEXT: %52 = llvm.intr.copysign(%51, %3) : (f32, f32) -> f32
// CHECK-NEXT: %53 = llvm.fmul %50, %4 : f32
// CHECK-NEXT: %54 = llvm.fmul %52, %5 : f32
// CHECK-NEXT: %55 = llvm.fadd %53, %54 : f32
// CHECK-NEXT: %56 = llvm.fmul %35, %55 : f32
// CHECK-NEXT: %57 = llvm.fmul %50, %5 : f32
// CHECK-NEXT: %58 = llvm.fmul %52, %4 : f32
// CHECK-NEXT: %59 = llvm.fsub %58, %57 : f32
// CHECK-NEXT: %60 = llvm.fmul %35, %59 : f32
// CHECK-NEXT: %61 = llvm.fcmp "one" %42, %35 : f32
// CHECK-NEXT: %62 = llvm.fcmp "one" %44, %35 : f32
// CHECK-NEXT: %63 = llvm.and %61, %62 : i1
// CHECK-NEXT: %64 = llvm.fcmp "oeq" %26, %35 : f32
// CHECK-NEXT: %65 = llvm.fcmp "oeq" %28, %35 : f32
// CHECK-NEXT: %66 = llvm.or %64, %65 : i1
// CHECK-NEXT: %67 = llvm.and %63, %66 : i1
// CHECK-NEXT: %68 = llvm.select %64, %48, %25 : i1, f32
// CHECK-NEXT: %69 = llvm.intr.copysign(%68, %4) : (f32, f32) -> f32
// CHECK-NEXT: %70 = llvm.select %65, %48, %25 : i1, f32
// CHECK-NEXT: %71 = llvm.intr.copysign(%70, %5) : (f32, f32) -> f32
// CHECK-NEXT: %72 = llvm.fmul %2, %69 : f32
// CHECK-NEXT: %73 = llvm.fmul %3, %71 : f32
// CHECK-NEXT: %74 = llvm.fadd %72, %73 : f32
// CHECK-NEXT: %75 = llvm.fmul %25, %74 : f32
// CHECK-NEXT: %76 = llvm.fmul %3, %69 : f32
// CHECK-NEXT: %77 = llvm.fmul %2, %71 : f32
// CHECK-NEXT: %78 = llvm.fsub %76, %77 : f32
// CHECK-NEXT: %79 = llvm.fmul %25, %78 : f32
// CHECK-NEXT: %80 = llvm.fcmp "olt" %26, %28 : f32
// CHECK-NEXT: %81 = llvm.select %80, %12, %21 : i1, f32
// CHECK-NEXT: %82 = llvm.select %80, %15, %24 : i1, f32
// CHECK-NEXT: %83 = llvm.select %67, %75, %81 : i1, f32
// CHECK-NEXT: %84 = llvm.select %67, %79, %82 : i1, f32
// CHECK-NEXT: %85 = llvm.select %47, %56, %83 : i1, f32
// CHECK-NEXT: %86 = llvm.select %47, %60, %84 : i1, f32
// CHECK-NEXT: %87 = llvm.select %34, %37, %85 : i1, f32
// CHECK-NEXT: %88 = llvm.select %34, %38, %86 : i1, f32
// CHECK-NEXT: %89 = llvm.fcmp "uno" %81, %25 : f32
// CHECK-NEXT: %90 = llvm.fcmp "uno" %82, %25 : f32
// CHECK-NEXT: %91 = llvm.and %89, %90 : i1
// CHECK-NEXT: %92 = llvm.select %91, %87, %81 : i1, f32
// CHECK-NEXT: %93 = llvm.select %91, %88, %82 : i1, f32
// CHECK-NEXT: %94 = llvm.insertvalue %92, %6[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %95 = llvm.insertvalue %93, %94[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %96 = builtin.unrealized_conversion_cast %95 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT: return %96 : complex<f32>
// CHECK-LABEL: func.func @smith_fastmath(%arg0: complex<f64>, %arg1: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %7 = llvm.fdiv %4, %5 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %8 = llvm.fmul %7, %4 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %9 = llvm.fadd %5, %8 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %10 = llvm.fmul %2, %7 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %11 = llvm.fadd %10, %3 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %12 = llvm.fdiv %11, %9 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %13 = llvm.fmul %3, %7 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %14 = llvm.fsub %13, %2 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %15 = llvm.fdiv %14, %9 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %16 = llvm.fdiv %5, %4 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %17 = llvm.fmul %16, %5 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %18 = llvm.fadd %4, %17 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %19 = llvm.fmul %3, %16 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %20 = llvm.fadd %2, %19 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %21 = llvm.fdiv %20, %18 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %22 = llvm.fmul %2, %16 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %23 = llvm.fsub %3, %22 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %24 = llvm.fdiv %23, %18 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %25 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT: %26 = llvm.intr.fabs(%4) {fastmathFlags = #llvm.fastmath<nsz, arcp>} : (f64) -> f64
// CHECK-NEXT: %27 = llvm.fcmp "oeq" %26, %25 : f64
// CHECK-NEXT: %28 = llvm.intr.fabs(%5) {fastmathFlags = #llvm.fastmath<nsz, arcp>} : (f64) -> f64
// CHECK-NEXT: %29 = llvm.fcmp "oeq" %28, %25 : f64
// CHECK-NEXT: %30 = llvm.fcmp "ord" %2, %25 : f64
// CHECK-NEXT: %31 = llvm.fcmp "ord" %3, %25 : f64
// CHECK-NEXT: %32 = llvm.or %30, %31 : i1
// CHECK-NEXT: %33 = llvm.and %27, %29 : i1
// CHECK-NEXT: %34 = llvm.and %32, %33 : i1
// CHECK-NEXT: %35 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
// CHECK-NEXT: %36 = llvm.intr.copysign(%35, %4) : (f64, f64) -> f64
// CHECK-NEXT: %37 = llvm.fmul %36, %2 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %38 = llvm.fmul %36, %3 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %39 = llvm.fcmp "one" %26, %35 : f64
// CHECK-NEXT: %40 = llvm.fcmp "one" %28, %35 : f64
// CHECK-NEXT: %41 = llvm.and %39, %40 : i1
// CHECK-NEXT: %42 = llvm.intr.fabs(%2) {fastmathFlags = #llvm.fastmath<nsz, arcp>} : (f64) -> f64
// CHECK-NEXT: %43 = llvm.fcmp "oeq" %42, %35 : f64
// CHECK-NEXT: %44 = llvm.intr.fabs(%3) {fastmathFlags = #llvm.fastmath<nsz, arcp>} : (f64) -> f64
// CHECK-NEXT: %45 = llvm.fcmp "oeq" %44, %35 : f64
// CHECK-NEXT: %46 = llvm.or %43, %45 : i1
// CHECK-NEXT: %47 = llvm.and %46, %41 : i1
// CHECK-NEXT: %48 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: %49 = llvm.select %43, %48, %25 : i1, f64
// CHECK-NEXT: %50 = llvm.intr.copysign(%49, %2) : (f64, f64) -> f64
// CHECK-NEXT: %51 = llvm.select %45, %48, %25 : i1, f64
// CHECK-NEXT: %52 = llvm.intr.copysign(%51, %3) : (f64, f64) -> f64
// CHECK-NEXT: %53 = llvm.fmul %50, %4 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %54 = llvm.fmul %52, %5 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %55 = llvm.fadd %53, %54 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %56 = llvm.fmul %35, %55 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %57 = llvm.fmul %50, %5 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %58 = llvm.fmul %52, %4 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %59 = llvm.fsub %58, %57 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %60 = llvm.fmul %35, %59 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %61 = llvm.fcmp "one" %42, %35 : f64
// CHECK-NEXT: %62 = llvm.fcmp "one" %44, %35 : f64
// CHECK-NEXT: %63 = llvm.and %61, %62 : i1
// CHECK-NEXT: %64 = llvm.fcmp "oeq" %26, %35 : f64
// CHECK-NEXT: %65 = llvm.fcmp "oeq" %28, %35 : f64
// CHECK-NEXT: %66 = llvm.or %64, %65 : i1
// CHECK-NEXT: %67 = llvm.and %63, %66 : i1
// CHECK-NEXT: %68 = llvm.select %64, %48, %25 : i1, f64
// CHECK-NEXT: %69 = llvm.intr.copysign(%68, %4) : (f64, f64) -> f64
// CHECK-NEXT: %70 = llvm.select %65, %48, %25 : i1, f64
// CHECK-NEXT: %71 = llvm.intr.copysign(%70, %5) : (f64, f64) -> f64
// CHECK-NEXT: %72 = llvm.fmul %2, %69 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %73 = llvm.fmul %3, %71 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %74 = llvm.fadd %72, %73 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %75 = llvm.fmul %25, %74 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %76 = llvm.fmul %3, %69 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %77 = llvm.fmul %2, %71 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %78 = llvm.fsub %76, %77 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %79 = llvm.fmul %25, %78 {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f64
// CHECK-NEXT: %80 = llvm.fcmp "olt" %26, %28 : f64
// CHECK-NEXT: %81 = llvm.select %80, %12, %21 : i1, f64
// CHECK-NEXT: %82 = llvm.select %80, %15, %24 : i1, f64
// CHECK-NEXT: %83 = llvm.select %67, %75, %81 : i1, f64
// CHECK-NEXT: %84 = llvm.select %67, %79, %82 : i1, f64
// CHECK-NEXT: %85 = llvm.select %47, %56, %83 : i1, f64
// CHECK-NEXT: %86 = llvm.select %47, %60, %84 : i1, f64
// CHECK-NEXT: %87 = llvm.select %34, %37, %85 : i1, f64
// CHECK-NEXT: %88 = llvm.select %34, %38, %86 : i1, f64
// CHECK-NEXT: %89 = llvm.fcmp "uno" %81, %25 : f64
// CHECK-NEXT: %90 = llvm.fcmp "uno" %82, %25 : f64
// CHECK-NEXT: %91 = llvm.and %89, %90 : i1
// CHECK-NEXT: %92 = llvm.select %91, %87, %81 : i1, f64
// CHECK-NEXT: %93 = llvm.select %91, %88, %82 : i1, f64
// CHECK-NEXT: %94 = llvm.insertvalue %92, %6[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %95 = llvm.insertvalue %93, %94[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT: %96 = builtin.unrealized_conversion_cast %95 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT: return %96 : complex<f64>

func.func @smith(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.div %a, %b : complex<f32>
  return %0 : complex<f32>
}
func.func @smith_fastmath(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.div %a, %b fastmath<nsz,arcp> : complex<f64>
  return %0 : complex<f64>
}

