// convert-arith-to-apfloat on comparisons, float/float and int/float casts and min/max, as mlir-opt 22
// writes them: cmpf tests the runtime's cmpResult (0 less, 1 equal, 2 greater, 3 unordered) against
// each outcome the predicate accepts, or'ed in order; vectors are unrolled element by element.
// RUN: jopt %s -convert-arith-to-apfloat | jfilecheck %s

// CHECK: func.func private @_mlir_apfloat_minnum(i32, i64, i64) -> i64
// CHECK: func.func private @_mlir_apfloat_convert_to_int(i32, i32, i1, i64) -> i64
// CHECK: func.func private @_mlir_apfloat_convert_from_int(i32, i32, i1, i64) -> i64
// CHECK: func.func private @_mlir_apfloat_convert(i32, i32, i64) -> i64
// CHECK: func.func private @_mlir_apfloat_compare(i32, i64, i64) -> i8
// CHECK-LABEL: func.func @c(%arg0: f8E4M3FN, %arg1: f8E4M3FN) -> i1 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %2 = arith.bitcast %arg1 : f8E4M3FN to i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i64
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %4 = call @_mlir_apfloat_compare(%c10_i32, %1, %3) : (i32, i64, i64) -> i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %5 = arith.cmpi eq, %4, %c0_i8 : i8
// CHECK-NEXT: return %5 : i1
// CHECK-LABEL: func.func @e(%arg0: f8E4M3FN) -> f32 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E4M3FN to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_convert(%c10_i32, %c2_i32, %1) : (i32, i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %4 = arith.bitcast %3 : i32 to f32
// CHECK-NEXT: return %4 : f32
// CHECK-LABEL: func.func @t(%arg0: f32) -> f8E5M2 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %1 = arith.extui %0 : i32 to i64
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %2 = call @_mlir_apfloat_convert(%c2_i32, %c7_i32, %1) : (i32, i32, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i8
// CHECK-NEXT: %4 = arith.bitcast %3 : i8 to f8E5M2
// CHECK-NEXT: return %4 : f8E5M2
// CHECK-LABEL: func.func @s(%arg0: i32) -> f8E5M2 {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %1 = call @_mlir_apfloat_convert_from_int(%c7_i32, %c32_i32, %false, %0) : (i32, i32, i1, i64) -> i64
// CHECK-NEXT: %2 = arith.trunci %1 : i64 to i8
// CHECK-NEXT: %3 = arith.bitcast %2 : i8 to f8E5M2
// CHECK-NEXT: return %3 : f8E5M2
// CHECK-LABEL: func.func @fi(%arg0: f8E5M2) -> i16 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f8E5M2 to i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i64
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = call @_mlir_apfloat_convert_to_int(%c7_i32, %c16_i32, %true, %1) : (i32, i32, i1, i64) -> i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i16
// CHECK-NEXT: return %3 : i16
// CHECK-LABEL: func.func @cv(%arg0: vector<2xf8E4M3FN>, %arg1: vector<2xf8E4M3FN>) -> vector<2xi1> {
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xf8E4M3FN>
// CHECK-NEXT: %1:2 = vector.to_elements %arg1 : vector<2xf8E4M3FN>
// CHECK-NEXT: %2 = arith.bitcast %0#0 : f8E4M3FN to i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i64
// CHECK-NEXT: %4 = arith.bitcast %1#0 : f8E4M3FN to i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i64
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %6 = call @_mlir_apfloat_compare(%c10_i32, %3, %5) : (i32, i64, i64) -> i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %7 = arith.cmpi eq, %6, %c0_i8 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %8 = arith.cmpi eq, %6, %c1_i8 : i8
// CHECK-NEXT: %9 = arith.ori %7, %8 : i1
// CHECK-NEXT: %10 = arith.bitcast %0#1 : f8E4M3FN to i8
// CHECK-NEXT: %11 = arith.extui %10 : i8 to i64
// CHECK-NEXT: %12 = arith.bitcast %1#1 : f8E4M3FN to i8
// CHECK-NEXT: %13 = arith.extui %12 : i8 to i64
// CHECK-NEXT: %c10_i32_0 = arith.constant 10 : i32
// CHECK-NEXT: %14 = call @_mlir_apfloat_compare(%c10_i32_0, %11, %13) : (i32, i64, i64) -> i8
// CHECK-NEXT: %c0_i8_1 = arith.constant 0 : i8
// CHECK-NEXT: %15 = arith.cmpi eq, %14, %c0_i8_1 : i8
// CHECK-NEXT: %c1_i8_2 = arith.constant 1 : i8
// CHECK-NEXT: %16 = arith.cmpi eq, %14, %c1_i8_2 : i8
// CHECK-NEXT: %17 = arith.ori %15, %16 : i1
// CHECK-NEXT: %18 = vector.from_elements %9, %17 : vector<2xi1>
// CHECK-NEXT: return %18 : vector<2xi1>
// CHECK-LABEL: func.func @m(%arg0: f16, %arg1: f16) -> f16 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i64
// CHECK-NEXT: %2 = arith.bitcast %arg1 : f16 to i16
// CHECK-NEXT: %3 = arith.extui %2 : i16 to i64
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %4 = call @_mlir_apfloat_minnum(%c0_i32, %1, %3) : (i32, i64, i64) -> i64
// CHECK-NEXT: %5 = arith.trunci %4 : i64 to i16
// CHECK-NEXT: %6 = arith.bitcast %5 : i16 to f16
// CHECK-NEXT: return %6 : f16

func.func @c(%a: f8E4M3FN, %b: f8E4M3FN) -> i1 {
  %r = arith.cmpf olt, %a, %b : f8E4M3FN
  return %r : i1
}
func.func @e(%a: f8E4M3FN) -> f32 {
  %r = arith.extf %a : f8E4M3FN to f32
  return %r : f32
}
func.func @t(%a: f32) -> f8E5M2 {
  %r = arith.truncf %a : f32 to f8E5M2
  return %r : f8E5M2
}
func.func @s(%a: i32) -> f8E5M2 {
  %r = arith.sitofp %a : i32 to f8E5M2
  return %r : f8E5M2
}
func.func @fi(%a: f8E5M2) -> i16 {
  %r = arith.fptoui %a : f8E5M2 to i16
  return %r : i16
}
func.func @cv(%a: vector<2xf8E4M3FN>, %b: vector<2xf8E4M3FN>) -> vector<2xi1> {
  %r = arith.cmpf ole, %a, %b : vector<2xf8E4M3FN>
  return %r : vector<2xi1>
}
func.func @m(%a: f16, %b: f16) -> f16 {
  %r = arith.minnumf %a, %b : f16
  return %r : f16
}
