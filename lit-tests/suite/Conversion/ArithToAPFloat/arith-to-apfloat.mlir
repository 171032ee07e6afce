// convert-arith-to-apfloat: float arithmetic becomes APFloat runtime calls (semantics number, operands
// as zero-extended bits), vectors unrolled through to_elements/from_elements, declarations on top
// (mlir-opt 22's output).
// RUN: jopt %s --convert-arith-to-apfloat | jfilecheck %s

// CHECK: func.func private @_mlir_apfloat_multiply(i32, i64, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_neg(i32, i64) -> i64
// CHECK-NEXT: func.func private @_mlir_apfloat_add(i32, i64, i64) -> i64
// CHECK-NEXT: func.func @f(%{{.*}}: f8E4M3FN, %{{.*}}: f8E4M3FN, %{{.*}}: vector<2xf16>) -> (f8E4M3FN, f8E4M3FN, vector<2xf16>) {
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{.*}} : f8E4M3FN to i8
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i8 to i64
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{.*}} : f8E4M3FN to i8
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i8 to i64
// CHECK-NEXT: %{{c[0-9_a-z]+}} = arith.constant 10 : i32
// CHECK-NEXT: %{{[0-9]+}} = call @_mlir_apfloat_add(%{{c[0-9_a-z]+}}, %{{[0-9]+}}, %{{[0-9]+}}) : (i32, i64, i64) -> i64
// CHECK-NEXT: %{{[0-9]+}} = arith.trunci %{{[0-9]+}} : i64 to i8
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : i8 to f8E4M3FN
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : f8E4M3FN to i8
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i8 to i64
// CHECK-NEXT: %{{c[0-9_a-z]+}} = arith.constant 10 : i32
// CHECK-NEXT: %{{[0-9]+}} = call @_mlir_apfloat_neg(%{{c[0-9_a-z]+}}, %{{[0-9]+}}) : (i32, i64) -> i64
// CHECK-NEXT: %{{[0-9]+}} = arith.trunci %{{[0-9]+}} : i64 to i8
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : i8 to f8E4M3FN
// CHECK-NEXT: %{{[0-9]+}}:2 = vector.to_elements %{{.*}} : vector<2xf16>
// CHECK-NEXT: %{{[0-9]+}}:2 = vector.to_elements %{{.*}} : vector<2xf16>
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}}#0 : f16 to i16
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i16 to i64
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}}#0 : f16 to i16
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i16 to i64
// CHECK-NEXT: %{{c[0-9_a-z]+}} = arith.constant 0 : i32
// CHECK-NEXT: %{{[0-9]+}} = call @_mlir_apfloat_multiply(%{{c[0-9_a-z]+}}, %{{[0-9]+}}, %{{[0-9]+}}) : (i32, i64, i64) -> i64
// CHECK-NEXT: %{{[0-9]+}} = arith.trunci %{{[0-9]+}} : i64 to i16
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : i16 to f16
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}}#1 : f16 to i16
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i16 to i64
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}}#1 : f16 to i16
// CHECK-NEXT: %{{[0-9]+}} = arith.extui %{{[0-9]+}} : i16 to i64
// CHECK-NEXT: %{{c[0-9_a-z]+}} = arith.constant 0 : i32
// CHECK-NEXT: %{{[0-9]+}} = call @_mlir_apfloat_multiply(%{{c[0-9_a-z]+}}, %{{[0-9]+}}, %{{[0-9]+}}) : (i32, i64, i64) -> i64
// CHECK-NEXT: %{{[0-9]+}} = arith.trunci %{{[0-9]+}} : i64 to i16
// CHECK-NEXT: %{{[0-9]+}} = arith.bitcast %{{[0-9]+}} : i16 to f16
// CHECK-NEXT: %{{[0-9]+}} = vector.from_elements %{{[0-9]+}}, %{{[0-9]+}} : vector<2xf16>
// CHECK-NEXT: return %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : f8E4M3FN, f8E4M3FN, vector<2xf16>

func.func @f(%a: f8E4M3FN, %b: f8E4M3FN, %v: vector<2xf16>) -> (f8E4M3FN, f8E4M3FN, vector<2xf16>) {
  %0 = arith.addf %a, %b : f8E4M3FN
  %1 = arith.negf %0 : f8E4M3FN
  %2 = arith.mulf %v, %v : vector<2xf16>
  return %0, %1, %2 : f8E4M3FN, f8E4M3FN, vector<2xf16>
}
