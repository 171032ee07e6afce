// math-extend-to-supported-types: math ops (not fma) on floats other than f32, f64 and extra-types
// compute on target-type between extf and truncf fastmath<contract>; other dialects' ops stay.
// RUN: jopt %s -math-extend-to-supported-types | jfilecheck %s
// RUN: jopt %s '-math-extend-to-supported-types=target-type=f64 extra-types=f16,bf16' | jfilecheck %s --check-prefix=F64
// RUN: not jopt %s -math-extend-to-supported-types=target-type=xx 2>&1 | jfilecheck %s --check-prefix=BADTGT
// RUN: not jopt %s -math-extend-to-supported-types=extra-types=tf32 2>&1 | jfilecheck %s --check-prefix=BADSRC

// CHECK-LABEL: func.func @f(%arg0: f16, %arg1: bf16, %arg2: vector<4xf16>, %arg3: i32, %arg4: f64, %arg5: tensor<2xf8E4M3FN>) -> (f16, bf16, vector<4xf16>, f16, f16, i32, f64, tensor<2xf8E4M3FN>, i1, f16) {
// CHECK-NEXT: %0 = arith.extf %arg5 fastmath<contract> : tensor<2xf8E4M3FN> to tensor<2xf32>
// CHECK-NEXT: %1 = arith.extf %arg2 fastmath<contract> : vector<4xf16> to vector<4xf32>
// CHECK-NEXT: %2 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT: %3 = arith.extf %arg0 fastmath<contract> : f16 to f32
// CHECK-NEXT: %4 = math.sin %3 : f32
// CHECK-NEXT: %5 = arith.truncf %4 fastmath<contract> : f32 to f16
// CHECK-NEXT: %6 = math.atan2 %2, %2 fastmath<fast> : f32
// CHECK-NEXT: %7 = arith.truncf %6 fastmath<contract> : f32 to bf16
// CHECK-NEXT: %8 = math.sqrt %1 : vector<4xf32>
// CHECK-NEXT: %9 = arith.truncf %8 fastmath<contract> : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %10 = math.fma %arg0, %arg0, %arg0 : f16
// CHECK-NEXT: %11 = math.fpowi %3, %arg3 : f32, i32
// CHECK-NEXT: %12 = arith.truncf %11 fastmath<contract> : f32 to f16
// CHECK-NEXT: %13 = math.ctlz %arg3 : i32
// CHECK-NEXT: %14 = math.exp %arg4 : f64
// CHECK-NEXT: %15 = math.absf %0 : tensor<2xf32>
// CHECK-NEXT: %16 = arith.truncf %15 fastmath<contract> : tensor<2xf32> to tensor<2xf8E4M3FN>
// CHECK-NEXT: %17 = math.isnan %3 : f32
// CHECK-NEXT: %18 = arith.addf %arg0, %5 : f16
// CHECK-NEXT: return %5, %7, %9, %10, %12, %13, %14, %16, %17, %18 : f16, bf16, vector<4xf16>, f16, f16, i32, f64, tensor<2xf8E4M3FN>, i1, f16
// CHECK-NEXT: }
// CHECK-NEXT: }

// F64-LABEL: func.func @f(%arg0: f16, %arg1: bf16, %arg2: vector<4xf16>, %arg3: i32, %arg4: f64, %arg5: tensor<2xf8E4M3FN>) -> (f16, bf16, vector<4xf16>, f16, f16, i32, f64, tensor<2xf8E4M3FN>, i1, f16) {
// F64-NEXT: %0 = arith.extf %arg5 fastmath<contract> : tensor<2xf8E4M3FN> to tensor<2xf64>
// F64-NEXT: %1 = math.sin %arg0 : f16
// F64-NEXT: %2 = math.atan2 %arg1, %arg1 fastmath<fast> : bf16
// F64-NEXT: %3 = math.sqrt %arg2 : vector<4xf16>
// F64-NEXT: %4 = math.fma %arg0, %arg0, %arg0 : f16
// F64-NEXT: %5 = math.fpowi %arg0, %arg3 : f16, i32
// F64-NEXT: %6 = math.ctlz %arg3 : i32
// F64-NEXT: %7 = math.exp %arg4 : f64
// F64-NEXT: %8 = math.absf %0 : tensor<2xf64>
// F64-NEXT: %9 = arith.truncf %8 fastmath<contract> : tensor<2xf64> to tensor<2xf8E4M3FN>
// F64-NEXT: %10 = math.isnan %arg0 : f16
// F64-NEXT: %11 = arith.addf %arg0, %1 : f16
// F64-NEXT: return %1, %2, %3, %4, %5, %6, %7, %9, %10, %11 : f16, bf16, vector<4xf16>, f16, f16, i32, f64, tensor<2xf8E4M3FN>, i1, f16
// F64-NEXT: }
// F64-NEXT: }

// BADTGT: <unknown>:0: error: could not map target type 'xx' to a known floating-point type
// BADSRC: <unknown>:0: error: could not map source type 'tf32' to a known floating-point type

func.func @f(%a: f16, %b: bf16, %v: vector<4xf16>, %i: i32, %d: f64, %t: tensor<2xf8E4M3FN>) -> (f16, bf16, vector<4xf16>, f16, f16, i32, f64, tensor<2xf8E4M3FN>, i1, f16) {
  %0 = math.sin %a : f16
  %1 = math.atan2 %b, %b fastmath<fast> : bf16
  %2 = math.sqrt %v : vector<4xf16>
  %3 = math.fma %a, %a, %a : f16
  %4 = math.fpowi %a, %i : f16, i32
  %5 = math.ctlz %i : i32
  %6 = math.exp %d : f64
  %7 = math.absf %t : tensor<2xf8E4M3FN>
  %8 = math.isnan %a : f16
  %9 = arith.addf %a, %0 : f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f16, bf16, vector<4xf16>, f16, f16, i32, f64, tensor<2xf8E4M3FN>, i1, f16
}
