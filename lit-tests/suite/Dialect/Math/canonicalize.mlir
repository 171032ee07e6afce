// math folders: ceil/floor/roundeven/absf/copysign exactly for every float type, round/trunc and
// the libm functions for f32 and f64 only (other types are left alone, as are logs and square roots
// of negative numbers), the integer ops at odd widths, ipowi with negative powers, classification.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @rounding(
// CHECK-DAG: %[[CST:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-DAG: %[[CST_0:.*]] = arith.constant -0.000000e+00 : bf16
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 2.500000e+00 : f16
// CHECK-DAG: %[[CST_2:.*]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG: %[[CST_3:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 2.000000e+00 : f16
// CHECK: %[[V0:.*]] = math.trunc %[[CST_1]] : f16
// CHECK: return %[[CST_2]], %[[CST_3]], %[[CST_3]], %[[CST_2]], %[[CST_4]], %[[V0]], %[[CST_0]], %[[CST]] : f32, f32, f32, f32, f16, f16, bf16, f64
func.func @rounding() -> (f32, f32, f32, f32, f16, f16, bf16, f64) {
  %a = arith.constant -2.5 : f32
  %0 = math.ceil %a : f32
  %1 = math.floor %a : f32
  %2 = math.round %a : f32
  %3 = math.roundeven %a : f32
  %h = arith.constant 2.5 : f16
  %4 = math.roundeven %h : f16
  %5 = math.trunc %h : f16
  %b = arith.constant -0.75 : bf16
  %6 = math.ceil %b : bf16
  %d = arith.constant 3.5 : f64
  %7 = math.trunc %d : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f16, f16, bf16, f64
}

// CHECK-LABEL: func.func @sign_ops(
// CHECK-DAG: %[[CST:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-DAG: %[[CST_1:.*]] = arith.constant -1.000000e+00 : f16
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 0.000000e+00 : f16
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]], %[[CST_2]] : f32, f8E4M3FN, f16, f16
func.func @sign_ops() -> (f32, f8E4M3FN, f16, f16) {
  %a = arith.constant -3.0 : f32
  %0 = math.absf %a : f32
  %b = arith.constant -448.0 : f8E4M3FN
  %1 = math.absf %b : f8E4M3FN
  %c = arith.constant 1.0 : f16
  %n = arith.constant -0.0 : f16
  %2 = math.copysign %c, %n : f16
  %3 = math.copysign %n, %c : f16
  return %0, %1, %2, %3 : f32, f8E4M3FN, f16, f16
}

// CHECK-LABEL: func.func @libm(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 2.000000e+00 : f16
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 1.41421354 : f32
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 7.3890560989306504 : f64
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 0.693147182 : f32
// CHECK-DAG: %[[CST_5:.*]] = arith.constant 0.90929742682568171 : f64
// CHECK-DAG: %[[CST_6:.*]] = arith.constant 4.000000e+00 : f32
// CHECK-DAG: %[[CST_7:.*]] = arith.constant 0.78539816339744828 : f64
// CHECK: %[[V0:.*]] = math.sqrt %[[CST_1]] : f16
// CHECK: %[[V1:.*]] = math.log %[[CST_0]] : f32
// CHECK: return %[[CST_2]], %[[CST_3]], %[[CST_4]], %[[CST_5]], %[[CST_6]], %[[CST_7]], %[[V0]], %[[V1]], %[[CST]] : f32, f64, f32, f64, f32, f64, f16, f32, f32
func.func @libm(%x: f32) -> (f32, f64, f32, f64, f32, f64, f16, f32, f32) {
  %a = arith.constant 2.0 : f32
  %d = arith.constant 2.0 : f64
  %0 = math.sqrt %a : f32
  %1 = math.exp %d : f64
  %2 = math.log %a : f32
  %3 = math.sin %d : f64
  %4 = math.powf %a, %a : f32
  %5 = math.atan2 %d, %d : f64
  %h = arith.constant 2.0 : f16
  %6 = math.sqrt %h : f16
  %m = arith.constant -2.0 : f32
  %7 = math.log %m : f32
  %8 = math.acos %m : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, f32, f64, f32, f64, f16, f32, f32
}

// CHECK-LABEL: func.func @integer_ops(
// CHECK-DAG: %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C_3_I8:.*]] = arith.constant -3 : i8
// CHECK-DAG: %[[C_64_I7:.*]] = arith.constant -64 : i7
// CHECK-DAG: %[[C3_I7:.*]] = arith.constant 3 : i7
// CHECK-DAG: %[[C2_I7:.*]] = arith.constant 2 : i7
// CHECK-DAG: %[[C7_I7:.*]] = arith.constant 7 : i7
// CHECK-DAG: %[[C_420491770248316829_I65:.*]] = arith.constant -420491770248316829 : i65
// CHECK-DAG: %[[C_1_I8:.*]] = arith.constant -1 : i8
// CHECK: %[[V0:.*]] = math.ipowi %[[C0_I8]], %[[C_3_I8]] : i8
// CHECK: return %[[C_64_I7]], %[[C3_I7]], %[[C2_I7]], %[[C2_I7]], %[[C7_I7]], %[[C_420491770248316829_I65]], %[[C_1_I8]], %[[V0]] : i7, i7, i7, i7, i7, i65, i8, i8
func.func @integer_ops() -> (i7, i7, i7, i7, i7, i65, i8, i8) {
  %a = arith.constant -64 : i7
  %0 = math.absi %a : i7
  %b = arith.constant 12 : i7
  %1 = math.ctlz %b : i7
  %2 = math.cttz %b : i7
  %3 = math.ctpop %b : i7
  %z = arith.constant 0 : i7
  %4 = math.cttz %z : i7
  %base = arith.constant 3 : i65
  %p = arith.constant 41 : i65
  %5 = math.ipowi %base, %p : i65
  %m1 = arith.constant -1 : i8
  %np = arith.constant -3 : i8
  %6 = math.ipowi %m1, %np : i8
  %zb = arith.constant 0 : i8
  %7 = math.ipowi %zb, %np : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i7, i7, i7, i7, i7, i65, i8, i8
}

// CHECK-LABEL: func.func @classification(
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<true> : vector<2xi1>
// CHECK: return %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[FALSE]], %[[CST]] : i1, i1, i1, i1, vector<2xi1>
func.func @classification() -> (i1, i1, i1, i1, vector<2xi1>) {
  %n = arith.constant 0x7FC00000 : f32
  %i = arith.constant 0x7F800000 : f32
  %s = arith.constant 1.0e-40 : f32
  %0 = math.isnan %n : f32
  %1 = math.isinf %i : f32
  %2 = math.isfinite %i : f32
  %3 = math.isnormal %s : f32
  %v = arith.constant dense<1.0> : vector<2xf16>
  %4 = math.isnormal %v : vector<2xf16>
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, vector<2xi1>
}

// CHECK-LABEL: func.func @log2_erf_precision(
// CHECK-DAG: %[[CST:.*]] = arith.constant -124.64830510499861 : f64
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 6.770275002573076E-73 : f64
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 3.000000e+00 : f64
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]] : f64, f64, f64
func.func @log2_erf_precision() -> (f64, f64, f64) {
  %a = arith.constant 3.0e-38 : f64
  %0 = math.log2 %a : f64
  %t = arith.constant 6.0e-73 : f64
  %1 = math.erf %t : f64
  %e = arith.constant 8.0 : f64
  %2 = math.log2 %e : f64
  return %0, %1, %2 : f64, f64, f64
}
