// Every math op round-trips through its custom form and through the generic form.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<?xbf16>) -> f32 {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %2 = math.acosh %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %5 = math.atan %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %8 = math.ceil %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %11 = math.sin %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %12 = math.sinh %arg0 : f32
// CHECK-NEXT: %13 = math.erf %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %14 = math.erfc %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %15 = math.exp %arg0 : f32
// CHECK-NEXT: %16 = math.exp2 %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %17 = math.expm1 %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %18 = math.floor %arg0 : f32
// CHECK-NEXT: %19 = math.log %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %20 = math.log10 %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %21 = math.log1p %arg0 : f32
// CHECK-NEXT: %22 = math.log2 %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %23 = math.round %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %24 = math.roundeven %arg0 : f32
// CHECK-NEXT: %25 = math.rsqrt %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %26 = math.sqrt %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg1 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %29 = math.trunc %arg2 fastmath<nnan,contract> : tensor<?xbf16>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @float_unary(%x: f32, %v: vector<4xf64>, %t: tensor<?xbf16>) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.acos %v fastmath<fast> : vector<4xf64>
  %2 = math.acosh %t fastmath<nnan,contract> : tensor<?xbf16>
  %3 = math.asin %x : f32
  %4 = math.asinh %v fastmath<fast> : vector<4xf64>
  %5 = math.atan %t fastmath<nnan,contract> : tensor<?xbf16>
  %6 = math.atanh %x : f32
  %7 = math.cbrt %v fastmath<fast> : vector<4xf64>
  %8 = math.ceil %t fastmath<nnan,contract> : tensor<?xbf16>
  %9 = math.cos %x : f32
  %10 = math.cosh %v fastmath<fast> : vector<4xf64>
  %11 = math.sin %t fastmath<nnan,contract> : tensor<?xbf16>
  %12 = math.sinh %x : f32
  %13 = math.erf %v fastmath<fast> : vector<4xf64>
  %14 = math.erfc %t fastmath<nnan,contract> : tensor<?xbf16>
  %15 = math.exp %x : f32
  %16 = math.exp2 %v fastmath<fast> : vector<4xf64>
  %17 = math.expm1 %t fastmath<nnan,contract> : tensor<?xbf16>
  %18 = math.floor %x : f32
  %19 = math.log %v fastmath<fast> : vector<4xf64>
  %20 = math.log10 %t fastmath<nnan,contract> : tensor<?xbf16>
  %21 = math.log1p %x : f32
  %22 = math.log2 %v fastmath<fast> : vector<4xf64>
  %23 = math.round %t fastmath<nnan,contract> : tensor<?xbf16>
  %24 = math.roundeven %x : f32
  %25 = math.rsqrt %v fastmath<fast> : vector<4xf64>
  %26 = math.sqrt %t fastmath<nnan,contract> : tensor<?xbf16>
  %27 = math.tan %x : f32
  %28 = math.tanh %v fastmath<fast> : vector<4xf64>
  %29 = math.trunc %t fastmath<nnan,contract> : tensor<?xbf16>
  return %0 : f32
}

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<2xf16>) -> f32 {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %2 = math.powf %arg3, %arg3 fastmath<afn> : vector<2xf16>
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %4 = math.fma %arg3, %arg3, %arg3 fastmath<fast> : vector<2xf16>
// CHECK-NEXT: %5 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %6 = math.clampf %arg3 to [%arg3, %arg3] fastmath<nnan> : vector<2xf16>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @float_binary(%x: f32, %y: f32, %z: f32, %v: vector<2xf16>) -> f32 {
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %x, %y fastmath<nsz> : f32
  %2 = math.powf %v, %v fastmath<afn> : vector<2xf16>
  %3 = math.fma %x, %y, %z : f32
  %4 = math.fma %v, %v, %v fastmath<fast> : vector<2xf16>
  %5 = math.clampf %x to [%y, %z] : f32
  %6 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<2xf16>
  return %0 : f32
}

// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: index, %arg2: vector<3xi8>) -> i32 {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg1 : index
// CHECK-NEXT: %2 = math.cttz %arg2 : vector<3xi8>
// CHECK-NEXT: %3 = math.ctpop %arg0 {tag} : i32
// CHECK-NEXT: %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %5 = math.ipowi %arg2, %arg2 : vector<3xi8>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @integer(%i: i32, %j: index, %v: vector<3xi8>) -> i32 {
  %0 = math.absi %i : i32
  %1 = math.ctlz %j : index
  %2 = math.cttz %v : vector<3xi8>
  %3 = math.ctpop %i {tag} : i32
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v : vector<3xi8>
  return %0 : i32
}

// CHECK-LABEL: func.func @powers_and_classes(%arg0: f64, %arg1: i64, %arg2: vector<4xf32>, %arg3: vector<4xi32>) -> i1 {
// CHECK-NEXT: %0 = math.fpowi %arg0, %arg1 : f64, i64
// CHECK-NEXT: %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %2 = math.isnan %arg0 : f64
// CHECK-NEXT: %3 = math.isinf %arg2 {fastmath = #arith.fastmath<ninf>} : vector<4xf32>
// CHECK-NEXT: %4 = math.isfinite %arg0 : f64
// CHECK-NEXT: %5 = math.isnormal %arg2 : vector<4xf32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f64
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg2 fastmath<afn> : vector<4xf32>
// CHECK-NEXT: return %2 : i1
// CHECK-NEXT: }
func.func @powers_and_classes(%x: f64, %n: i64, %v: vector<4xf32>, %vn: vector<4xi32>) -> i1 {
  %0 = math.fpowi %x, %n : f64, i64
  %1 = math.fpowi %v, %vn fastmath<fast> : vector<4xf32>, vector<4xi32>
  %2 = math.isnan %x : f64
  %3 = math.isinf %v {fastmath = #arith.fastmath<ninf>} : vector<4xf32>
  %4 = math.isfinite %x : f64
  %5 = math.isnormal %v : vector<4xf32>
  %6:2 = math.sincos %x : f64
  %7:2 = math.sincos %v fastmath<afn> : vector<4xf32>
  return %2 : i1
}
