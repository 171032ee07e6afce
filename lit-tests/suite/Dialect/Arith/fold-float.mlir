// Constant folding of the float arith ops with IEEE rounding in every format (f32, f64, f16, bf16,
// tf32, f8/f4 variants), NaN propagation and default NaNs, signed zeros, the four min/max flavours,
// every cmpf predicate, and the identities x+(-0), x-0, x*1, x/1 (but not x+0), negf(negf(x)).
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @f32_arith(
// CHECK-DAG: %[[CST:.*]] = arith.constant 1.600000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 1.400000e+00 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 1.500000e-01 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 1.500000e+01 : f32
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 0.0999999791 : f32
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]], %[[CST_2]], %[[CST_3]] : f32, f32, f32, f32, f32
func.func @f32_arith() -> (f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @small_formats(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 4.277340e-01 : bf16
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 0x7F : f8E4M3FN
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 1.500000e+00 : f8E5M2
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 4.000000e+00 : f4E2M1FN
// CHECK-DAG: %[[CST_5:.*]] = arith.constant 3.332520e-01 : tf32
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]], %[[CST_2]], %[[CST_3]], %[[CST_4]], %[[CST_5]] : f16, bf16, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, tf32
func.func @small_formats() -> (f16, bf16, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, tf32) {
  %a = arith.constant 1000.0 : f16
  %0 = arith.mulf %a, %a : f16
  %b = arith.constant 3.0 : bf16
  %b7 = arith.constant 7.0 : bf16
  %1 = arith.divf %b, %b7 : bf16
  %c = arith.constant 448.0 : f8E4M3FN
  %2 = arith.addf %c, %c : f8E4M3FN
  %d = arith.constant 1.25 : f8E5M2
  %3 = arith.mulf %d, %d : f8E5M2
  %e = arith.constant 0.0 : f8E4M3FNUZ
  %4 = arith.negf %e : f8E4M3FNUZ
  %f = arith.constant 6.0 : f4E2M1FN
  %f1 = arith.constant 1.5 : f4E2M1FN
  %5 = arith.subf %f, %f1 : f4E2M1FN
  %g = arith.constant 3.0 : tf32
  %g1 = arith.constant 1.0 : tf32
  %6 = arith.divf %g1, %g : tf32
  return %0, %1, %2, %3, %4, %5, %6 : f16, bf16, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, tf32
}

// CHECK-LABEL: func.func @specials(
// CHECK-DAG: %[[CST:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 0x7FC00005 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 0x7FF8000000000001 : f64
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK: return %[[CST_0]], %[[CST_0]], %[[CST_1]], %[[CST_2]], %[[CST_3]], %[[CST_4]], %[[CST]] : f32, f32, f32, f32, f64, f64, f32
func.func @specials() -> (f32, f32, f32, f32, f64, f64, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00005 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.mulf %zero, %inf : f32
  %2 = arith.addf %one, %nan : f32
  %3 = arith.divf %one, %zero : f32
  %snan = arith.constant 0x7FF0000000000001 : f64
  %d1 = arith.constant 2.0 : f64
  %4 = arith.mulf %snan, %d1 : f64
  %dz = arith.constant 0.0 : f64
  %5 = arith.remf %d1, %dz : f64
  %nz = arith.constant -0.0 : f32
  %6 = arith.addf %nz, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f64, f64, f32
}

// CHECK-LABEL: func.func @min_max(
// CHECK-DAG: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: return %[[CST_0]], %[[CST]], %[[CST_1]], %[[CST]], %[[CST_2]], %arg0 : f32, f32, f32, f32, f32, f32
func.func @min_max(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.maximumf %nan, %one : f32
  %1 = arith.maxnumf %nan, %one : f32
  %2 = arith.minimumf %pz, %nz : f32
  %3 = arith.minnumf %one, %nan : f32
  %4 = arith.maximumf %pz, %nz : f32
  %5 = arith.maxnumf %x, %nan : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @cmpf_all(
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: return %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[TRUE]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_all() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f16
  %n = arith.constant 0x7E00 : f16
  %0 = arith.cmpf false, %a, %n : f16
  %1 = arith.cmpf oeq, %a, %a : f16
  %2 = arith.cmpf ogt, %a, %n : f16
  %3 = arith.cmpf oge, %a, %a : f16
  %4 = arith.cmpf olt, %a, %n : f16
  %5 = arith.cmpf ole, %a, %a : f16
  %6 = arith.cmpf one, %a, %n : f16
  %7 = arith.cmpf ord, %a, %a : f16
  %8 = arith.cmpf ueq, %a, %n : f16
  %9 = arith.cmpf ugt, %a, %a : f16
  %10 = arith.cmpf uge, %a, %n : f16
  %11 = arith.cmpf ult, %a, %a : f16
  %12 = arith.cmpf ule, %a, %n : f16
  %13 = arith.cmpf une, %a, %a : f16
  %14 = arith.cmpf uno, %a, %n : f16
  %15 = arith.cmpf true, %a, %a : f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @identities(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[V0:.*]] = arith.addf %arg0, %[[CST]] : f32
// CHECK: return %arg0, %arg0, %arg0, %arg0, %[[V0]], %arg0 : f32, f32, f32, f32, f32, f32
func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.subf %x, %pz : f32
  %2 = arith.mulf %x, %one : f32
  %3 = arith.divf %x, %one : f32
  %4 = arith.addf %x, %pz : f32
  %n = arith.negf %x : f32
  %5 = arith.negf %n : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @vector_float(
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[2.000000e+00, 5.000000e+00, -6.000000e+00]> : vector<3xf32>
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[2.000000e-01, 4.000000e-01, 6.000000e-01]> : vector<3xf64>
// CHECK: return %[[CST]], %[[CST_0]] : vector<3xf32>, vector<3xf64>
func.func @vector_float() -> (vector<3xf32>, vector<3xf64>) {
  %a = arith.constant dense<[1.0, 2.5, -3.0]> : vector<3xf32>
  %b = arith.constant dense<2.0> : vector<3xf32>
  %0 = arith.mulf %a, %b : vector<3xf32>
  %c = arith.constant dense<[0.1, 0.2, 0.3]> : vector<3xf64>
  %1 = arith.addf %c, %c : vector<3xf64>
  return %0, %1 : vector<3xf32>, vector<3xf64>
}
