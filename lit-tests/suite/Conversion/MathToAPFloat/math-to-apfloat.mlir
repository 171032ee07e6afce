// convert-math-to-apfloat: absf and fma return the result's bits, the classification ops an i1
// straight from the runtime; other math ops stay.
// RUN: jopt %s --convert-math-to-apfloat | jfilecheck %s

// CHECK-DAG: func.func private @_mlir_apfloat_isnormal(i32, i64) -> i1
// CHECK-DAG: func.func private @_mlir_apfloat_fused_multiply_add(i32, i64, i64, i64) -> i64
// CHECK-DAG: func.func private @_mlir_apfloat_abs(i32, i64) -> i64
// CHECK-LABEL: func.func @f(
// CHECK: %[[A:.*]] = arith.bitcast %{{.*}} : f8E4M3FN to i8
// CHECK: %[[AX:.*]] = arith.extui %[[A]] : i8 to i64
// CHECK: %[[SEM:.*]] = arith.constant 10 : i32
// CHECK: %[[R:.*]] = call @_mlir_apfloat_abs(%[[SEM]], %[[AX]]) : (i32, i64) -> i64
// CHECK: %[[T:.*]] = arith.trunci %[[R]] : i64 to i8
// CHECK: arith.bitcast %[[T]] : i8 to f8E4M3FN
// CHECK: arith.constant 15 : i32
// CHECK: call @_mlir_apfloat_fused_multiply_add(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i32, i64, i64, i64) -> i64
// CHECK: %[[N:.*]] = call @_mlir_apfloat_isnormal(%{{.*}}, %{{.*}}) : (i32, i64) -> i1
// CHECK-NOT: arith.trunci %[[N]]
// CHECK: math.sqrt %{{.*}} : f32
func.func @f(%a: f8E4M3FN, %b: f8E8M0FNU, %c: f32) -> (f8E4M3FN, f8E8M0FNU, i1, f32) {
  %0 = math.absf %a : f8E4M3FN
  %1 = math.fma %b, %b, %b : f8E8M0FNU
  %2 = math.isnormal %a : f8E4M3FN
  %3 = math.sqrt %c : f32
  return %0, %1, %2, %3 : f8E4M3FN, f8E8M0FNU, i1, f32
}
