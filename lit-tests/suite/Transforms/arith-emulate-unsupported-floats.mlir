// arith-emulate-unsupported-floats: arith ops on the source float types compute on the target type
// between extf and truncf (both fastmath<contract>); casts, constants, selects and other dialects' ops
// keep their types. Bad type names are errors.
// RUN: jopt %s '-arith-emulate-unsupported-floats=source-types=bf16,f8E4M3FN target-type=f32' | jfilecheck %s
// RUN: jopt %s -arith-emulate-unsupported-floats='source-types=bf16 target-type=f64' | jfilecheck %s --check-prefix=F64
// RUN: jopt %s -arith-emulate-unsupported-floats | jfilecheck %s --check-prefix=NONE
// RUN: not jopt %s -arith-emulate-unsupported-floats=source-types=tf32 2>&1 | jfilecheck %s --check-prefix=BADSRC
// RUN: not jopt %s -arith-emulate-unsupported-floats='source-types=f16 target-type=f16' 2>&1 | jfilecheck %s --check-prefix=SAME
// RUN: not jopt %s -arith-emulate-unsupported-floats=target-type=float 2>&1 | jfilecheck %s --check-prefix=BADTGT
// RUN: not jopt %s -arith-emulate-unsupported-floats=source-type=f16 2>&1 | jfilecheck %s --check-prefix=NOSUCH

// CHECK-LABEL: func.func @f(%arg0: bf16, %arg1: bf16, %arg2: vector<4xf8E4M3FN>, %arg3: i32) -> (bf16, vector<4xf8E4M3FN>, i1, bf16, f32) {
// CHECK-NEXT: %0 = arith.extf %arg2 fastmath<contract> : vector<4xf8E4M3FN> to vector<4xf32>
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %3 = arith.addf %2, %1 fastmath<nnan> : f32
// CHECK-NEXT: %4 = arith.truncf %3 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %5 = arith.extf %4 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %6 = arith.mulf %0, %0 : vector<4xf32>
// CHECK-NEXT: %7 = arith.truncf %6 fastmath<contract> : vector<4xf32> to vector<4xf8E4M3FN>
// CHECK-NEXT: %8 = arith.cmpf olt, %5, %1 : f32
// CHECK-NEXT: %9 = math.sqrt %4 : bf16
// CHECK-NEXT: %10 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT: %11 = arith.sitofp %arg3 : i32 to f32
// CHECK-NEXT: %12 = arith.truncf %11 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %13 = arith.extf %12 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %14 = arith.extf %cst fastmath<contract> : bf16 to f32
// CHECK-NEXT: %15 = arith.addf %13, %14 : f32
// CHECK-NEXT: %16 = arith.truncf %15 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %17 = arith.select %8, %16, %arg0 : bf16
// CHECK-NEXT: return %17, %7, %8, %9, %10 : bf16, vector<4xf8E4M3FN>, i1, bf16, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: bf16, %arg1: i1, %arg2: tensor<2xbf16>) -> (bf16, tensor<2xbf16>) {
// CHECK-NEXT: %0 = arith.extf %arg2 fastmath<contract> : tensor<2xbf16> to tensor<2xf32>
// CHECK-NEXT: %1 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %2 = scf.if %arg1 -> (bf16) {
// CHECK-NEXT: %19 = arith.mulf %1, %1 : f32
// CHECK-NEXT: %20 = arith.truncf %19 fastmath<contract> : f32 to bf16
// CHECK-NEXT: scf.yield %20 : bf16
// CHECK-NEXT: } else {
// CHECK-NEXT: %19 = arith.negf %1 : f32
// CHECK-NEXT: %20 = arith.truncf %19 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %21 = arith.extf %20 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %22 = arith.divf %21, %1 : f32
// CHECK-NEXT: %23 = arith.truncf %22 fastmath<contract> : f32 to bf16
// CHECK-NEXT: scf.yield %23 : bf16
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.extf %2 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %4 = arith.remf %3, %1 : f32
// CHECK-NEXT: %5 = arith.truncf %4 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %6 = arith.extf %5 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %7 = arith.fptosi %6 : f32 to i32
// CHECK-NEXT: %8 = arith.uitofp %7 : i32 to f32
// CHECK-NEXT: %9 = arith.truncf %8 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %10 = arith.extf %9 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %11 = arith.maximumf %10, %6 : f32
// CHECK-NEXT: %12 = arith.truncf %11 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %13 = arith.addf %0, %0 : tensor<2xf32>
// CHECK-NEXT: %14 = arith.truncf %13 fastmath<contract> : tensor<2xf32> to tensor<2xbf16>
// CHECK-NEXT: cf.br ^bb1(%12 : bf16)
// CHECK-NEXT: ^bb1(%15: bf16):  // pred: ^bb0
// CHECK-NEXT: %16 = arith.extf %15 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %17 = arith.subf %16, %1 : f32
// CHECK-NEXT: %18 = arith.truncf %17 fastmath<contract> : f32 to bf16
// CHECK-NEXT: return %18, %14 : bf16, tensor<2xbf16>
// CHECK-NEXT: }
// CHECK-NEXT: }

// F64-LABEL: func.func @f(%arg0: bf16, %arg1: bf16, %arg2: vector<4xf8E4M3FN>, %arg3: i32) -> (bf16, vector<4xf8E4M3FN>, i1, bf16, f32) {
// F64-NEXT: %0 = arith.extf %arg1 fastmath<contract> : bf16 to f64
// F64-NEXT: %1 = arith.extf %arg0 fastmath<contract> : bf16 to f64
// F64-NEXT: %2 = arith.addf %1, %0 fastmath<nnan> : f64
// F64-NEXT: %3 = arith.truncf %2 fastmath<contract> : f64 to bf16
// F64-NEXT: %4 = arith.extf %3 fastmath<contract> : bf16 to f64
// F64-NEXT: %5 = arith.mulf %arg2, %arg2 : vector<4xf8E4M3FN>
// F64-NEXT: %6 = arith.cmpf olt, %4, %0 : f64
// F64-NEXT: %7 = math.sqrt %3 : bf16
// F64-NEXT: %8 = arith.extf %arg0 : bf16 to f32
// F64-NEXT: %9 = arith.sitofp %arg3 : i32 to f64
// F64-NEXT: %10 = arith.truncf %9 fastmath<contract> : f64 to bf16

// NONE-LABEL: func.func @f(
// NONE-NEXT: %0 = arith.addf %arg0, %arg1 fastmath<nnan> : bf16

// BADSRC: <unknown>:0: error: could not map source type 'tf32' to a known floating-point type
// SAME: <unknown>:0: error: target type cannot be an unsupported source type
// BADTGT: <unknown>:0: error: could not map target type 'float' to a known floating-point type
// NOSUCH: <unknown>:0: error: <Pass-Options-Parser>: no such option source-type

func.func @f(%a: bf16, %b: bf16, %v: vector<4xf8E4M3FN>, %i: i32) -> (bf16, vector<4xf8E4M3FN>, i1, bf16, f32) {
  %0 = arith.addf %a, %b fastmath<nnan> : bf16
  %1 = arith.mulf %v, %v : vector<4xf8E4M3FN>
  %2 = arith.cmpf olt, %0, %b : bf16
  %3 = math.sqrt %0 : bf16
  %4 = arith.extf %a : bf16 to f32
  %5 = arith.sitofp %i : i32 to bf16
  %c = arith.constant 1.0 : bf16
  %6 = arith.addf %5, %c : bf16
  %7 = arith.select %2, %6, %a : bf16
  return %7, %1, %2, %3, %4 : bf16, vector<4xf8E4M3FN>, i1, bf16, f32
}
func.func @g(%a: bf16, %c: i1, %t: tensor<2xbf16>) -> (bf16, tensor<2xbf16>) {
  %r = scf.if %c -> bf16 {
    %0 = arith.mulf %a, %a : bf16
    scf.yield %0 : bf16
  } else {
    %1 = arith.negf %a : bf16
    %2 = arith.divf %1, %a : bf16
    scf.yield %2 : bf16
  }
  %3 = arith.remf %r, %a : bf16
  %4 = arith.fptosi %3 : bf16 to i32
  %5 = arith.uitofp %4 : i32 to bf16
  %6 = arith.maximumf %5, %3 : bf16
  %7 = arith.addf %t, %t : tensor<2xbf16>
  cf.br ^bb1(%6 : bf16)
^bb1(%x: bf16):
  %8 = arith.subf %x, %a : bf16
  return %8, %7 : bf16, tensor<2xbf16>
}
