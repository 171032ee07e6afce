// Folding of the arith casts: integer extension and truncation at odd widths, index casts, int-float
// conversions rounded to nearest even, float-int conversions that MLIR declines when out of range or
// NaN, extf/truncf only when exact, bitcasts of scalars and elements, and chains of casts.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @int_casts(
// CHECK-DAG: %[[C_5_I65:.*]] = arith.constant -5 : i65
// CHECK-DAG: %[[C123_I65:.*]] = arith.constant 123 : i65
// CHECK-DAG: %[[C3_I3:.*]] = arith.constant 3 : i3
// CHECK-DAG: %[[C_1:.*]] = arith.constant -1 : index
// CHECK-DAG: %[[C255:.*]] = arith.constant 255 : index
// CHECK-DAG: %[[C52_I8:.*]] = arith.constant 52 : i8
// CHECK: return %[[C_5_I65]], %[[C123_I65]], %[[C3_I3]], %[[C_1]], %[[C255]], %[[C52_I8]], %[[C52_I8]] : i65, i65, i3, index, index, i8, i8
func.func @int_casts() -> (i65, i65, i3, index, index, i8, i8) {
  %a = arith.constant -5 : i7
  %0 = arith.extsi %a : i7 to i65
  %1 = arith.extui %a : i7 to i65
  %2 = arith.trunci %a : i7 to i3
  %b = arith.constant -1 : i8
  %3 = arith.index_cast %b : i8 to index
  %4 = arith.index_castui %b : i8 to index
  %c = arith.constant 4660 : index
  %5 = arith.index_cast %c : index to i8
  %6 = arith.index_castui %c : index to i8
  return %0, %1, %2, %3, %4, %5, %6 : i65, i65, i3, index, index, i8, i8
}

// CHECK-LABEL: func.func @int_to_float(
// CHECK-DAG: %[[CST:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0x4C000000 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 0x7F : f8E4M3FN
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 2.560000e+02 : bf16
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 1.7014118346046923E+38 : f64
// CHECK: return %[[CST]], %[[CST_0]], %[[CST_1]], %[[CST_2]], %[[CST_3]], %[[CST_4]] : f32, f32, f16, f8E4M3FN, bf16, f64
func.func @int_to_float() -> (f32, f32, f16, f8E4M3FN, bf16, f64) {
  %a = arith.constant -1 : i25
  %0 = arith.sitofp %a : i25 to f32
  %1 = arith.uitofp %a : i25 to f32
  %b = arith.constant 65520 : i17
  %2 = arith.sitofp %b : i17 to f16
  %c = arith.constant 1000 : i11
  %3 = arith.uitofp %c : i11 to f8E4M3FN
  %d = arith.constant 257 : i16
  %4 = arith.sitofp %d : i16 to bf16
  %e = arith.constant 170141183460469231731687303715884105727 : i128
  %5 = arith.sitofp %e : i128 to f64
  return %0, %1, %2, %3, %4, %5 : f32, f32, f16, f8E4M3FN, bf16, f64
}

// CHECK-LABEL: func.func @float_to_int(
// CHECK-DAG: %[[C100000000000000000000_I70:.*]] = arith.constant 100000000000000000000 : i70
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[C0_I8:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C_1_I8:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[CST:.*]] = arith.constant 1.000000e+00 : f16
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant -1.290000e+02 : f32
// CHECK-DAG: %[[C_128_I8:.*]] = arith.constant -128 : i8
// CHECK: %[[V0:.*]] = arith.fptosi %[[CST_1]] : f32 to i8
// CHECK: %[[V1:.*]] = arith.fptosi %[[CST_0]] : f32 to i8
// CHECK: %[[V2:.*]] = arith.fptosi %[[CST]] : f16 to i1
// CHECK: return %[[C_128_I8]], %[[V0]], %[[C_1_I8]], %[[C0_I8]], %[[V1]], %[[TRUE]], %[[V2]], %[[C100000000000000000000_I70]] : i8, i8, i8, i8, i8, i1, i1, i70
func.func @float_to_int() -> (i8, i8, i8, i8, i8, i1, i1, i70) {
  %a = arith.constant -128.9 : f32
  %0 = arith.fptosi %a : f32 to i8
  %b = arith.constant -129.0 : f32
  %1 = arith.fptosi %b : f32 to i8
  %c = arith.constant 255.5 : f32
  %2 = arith.fptoui %c : f32 to i8
  %d = arith.constant -0.5 : f32
  %3 = arith.fptoui %d : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %4 = arith.fptosi %nan : f32 to i8
  %m1 = arith.constant -1.0 : f16
  %5 = arith.fptosi %m1 : f16 to i1
  %p1 = arith.constant 1.0 : f16
  %6 = arith.fptosi %p1 : f16 to i1
  %big = arith.constant 1.0e20 : f64
  %7 = arith.fptoui %big : f64 to i70
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i1, i1, i70
}

// CHECK-LABEL: func.func @float_ext_trunc(
// CHECK-DAG: %[[CST:.*]] = arith.constant 1.500000e+00 : f128
// CHECK-DAG: %[[CST_0:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[CST_1:.*]] = arith.constant 5.734400e+04 : f8E5M2
// CHECK-DAG: %[[CST_2:.*]] = arith.constant 5.000000e-01 : f16
// CHECK-DAG: %[[CST_3:.*]] = arith.constant 3.000000e+38 : f32
// CHECK-DAG: %[[CST_4:.*]] = arith.constant 1.000000e-01 : f32
// CHECK-DAG: %[[CST_5:.*]] = arith.constant 0.10000000149011612 : f64
// CHECK: %[[V0:.*]] = arith.truncf %[[CST_4]] : f32 to f16
// CHECK: %[[V1:.*]] = arith.truncf %[[CST_3]] : f32 to bf16
// CHECK: return %[[CST_5]], %[[V0]], %[[CST_2]], %[[V1]], %[[CST_1]], %[[CST_0]], %[[CST]] : f64, f16, f16, bf16, f8E5M2, f32, f128
func.func @float_ext_trunc() -> (f64, f16, f16, bf16, f8E5M2, f32, f128) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.5 : f32
  %2 = arith.truncf %b : f32 to f16
  %c = arith.constant 3.0e38 : f32
  %3 = arith.truncf %c : f32 to bf16
  %d = arith.constant 57344.0 : f16
  %4 = arith.truncf %d : f16 to f8E5M2
  %n = arith.constant 0x7FF8000000000000 : f64
  %5 = arith.truncf %n : f64 to f32
  %e = arith.constant 1.5 : f8E4M3FN
  %6 = arith.extf %e : f8E4M3FN to f128
  return %0, %1, %2, %3, %4, %5, %6 : f64, f16, f16, bf16, f8E5M2, f32, f128
}

// CHECK-LABEL: func.func @bitcasts(
// CHECK-DAG: %[[C1065353216_I32:.*]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[CST:.*]] = arith.constant 0xFFFF : f16
// CHECK-DAG: %[[CST_0:.*]] = arith.constant dense<[16256, -16384]> : vector<2xi16>
// CHECK: return %[[C1065353216_I32]], %[[CST]], %[[CST_0]], %arg0 : i32, f16, vector<2xi16>, i32
func.func @bitcasts(%x: i32) -> (i32, f16, vector<2xi16>, i32) {
  %a = arith.constant 1.0 : f32
  %0 = arith.bitcast %a : f32 to i32
  %b = arith.constant -1 : i16
  %1 = arith.bitcast %b : i16 to f16
  %c = arith.constant dense<[1.0, -2.0]> : vector<2xbf16>
  %2 = arith.bitcast %c : vector<2xbf16> to vector<2xi16>
  %f = arith.bitcast %x : i32 to f32
  %3 = arith.bitcast %f : f32 to i32
  return %0, %1, %2, %3 : i32, f16, vector<2xi16>, i32
}

// CHECK-LABEL: func.func @cast_chains(
// CHECK: %[[V0:.*]] = arith.extsi %arg0 : i8 to i64
// CHECK: %[[V1:.*]] = arith.extui %arg0 : i8 to i64
// CHECK: %[[V2:.*]] = arith.extsi %arg0 : i8 to i16
// CHECK: %[[V3:.*]] = arith.trunci %arg1 : i32 to i8
// CHECK: %[[V4:.*]] = arith.extf %arg2 : f16 to f64
// CHECK: %[[V5:.*]] = arith.truncf %[[V4]] : f64 to f32
// CHECK: return %[[V0]], %[[V1]], %arg0, %[[V2]], %[[V3]], %arg2, %[[V5]] : i64, i64, i8, i16, i8, f16, f32
func.func @cast_chains(%x: i8, %y: i32, %f: f16) -> (i64, i64, i8, i16, i8, f16, f32) {
  %0 = arith.extsi %x : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extui %x : i8 to i16
  %3 = arith.extui %2 : i16 to i64
  %4 = arith.extsi %x : i8 to i32
  %5 = arith.trunci %4 : i32 to i8
  %6 = arith.trunci %4 : i32 to i16
  %7 = arith.trunci %y : i32 to i16
  %8 = arith.trunci %7 : i16 to i8
  %9 = arith.extf %f : f16 to f32
  %10 = arith.truncf %9 : f32 to f16
  %11 = arith.extf %f : f16 to f64
  %12 = arith.truncf %11 : f64 to f32
  return %1, %3, %5, %6, %8, %10, %12 : i64, i64, i8, i16, i8, f16, f32
}

// CHECK-LABEL: func.func @bitcast_x87_unnormal(
// CHECK-DAG: %[[CST:.*]] = arith.constant 0x7FFF282370F09A8515E4 : f80
// CHECK: return %[[CST]] : f80
func.func @bitcast_x87_unnormal() -> f80 {
  %i = arith.constant 86315207800451380876772 : i80
  %0 = arith.bitcast %i : i80 to f80
  return %0 : f80
}

// The NaNs of formats without a quiet bit widen as APFloat widens them: the all-ones NaN of
// f8E4M3FN keeps its ones at the top of the fraction (with its sign), the single NaN of an FNUZ
// format becomes the default quiet NaN, positive. NaN and infinity into a finite-only format
// (f6E2M3FN, f4E2M1FN) stay unfolded, as does a signaling NaN (see README).
// CHECK-LABEL: func.func @nan_without_quiet_bit(
// CHECK-DAG: %[[POS:.*]] = arith.constant 0x7FF00000 : f32
// CHECK-DAG: %[[NEG:.*]] = arith.constant 0xFFF00000 : f32
// CHECK-DAG: %[[FNUZ:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[F80:.*]] = arith.constant 0x7FFFC000000000000000 : f80
// CHECK-DAG: %[[FIN:.*]] = arith.truncf %{{.*}} : f32 to f6E2M3FN
// CHECK-DAG: %[[SIG:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK: return %[[POS]], %[[NEG]], %[[FNUZ]], %[[F80]], %[[FIN]], %[[SIG]]
func.func @nan_without_quiet_bit() -> (f32, f32, f32, f80, f6E2M3FN, f16) {
  %fn = arith.constant 0x7F : f8E4M3FN
  %nfn = arith.constant 0xFF : f8E4M3FN
  %fnuz = arith.constant 0x80 : f8E4M3FNUZ
  %0 = arith.extf %fn : f8E4M3FN to f32
  %1 = arith.extf %nfn : f8E4M3FN to f32
  %2 = arith.extf %fnuz : f8E4M3FNUZ to f32
  %3 = arith.extf %fnuz : f8E4M3FNUZ to f80
  %inf = arith.constant 0x7F800000 : f32
  %4 = arith.truncf %inf : f32 to f6E2M3FN
  %snan = arith.constant 0x7F800001 : f32
  %5 = arith.truncf %snan : f32 to f16
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f80, f6E2M3FN, f16
}
