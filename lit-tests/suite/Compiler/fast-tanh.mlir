// The compiler's tanh (hlo-fast-tanh, on by default in hlo-to-llvm/tf-to-llvm): f32 tanh, scalar or
// vector, becomes x * P(x^2) / Q(x^2) on x clamped to +-7.9903817 (P of degree 5 in x^2, Q of degree 3
// with leading coefficient 1: one add, two FMAs), with no compare for tiny x; other types are left to the
// math polynomial approximations (fast-tanh-pipeline.mlir: the pipelines' fast-tanh option).
// RUN: jopt %s --hlo-fast-tanh | jfilecheck %s

// CHECK-LABEL: func.func @scalar(
// CHECK-SAME:    %[[Y:.*]]: f32) -> f32 {
// CHECK-DAG:     %[[HI:.*]] = arith.constant 7.99038172 : f32
// CHECK-DAG:     %[[LO:.*]] = arith.constant -7.99038172 : f32
// CHECK-DAG:     %[[P5:.*]] = arith.constant 1.06515913E-7 : f32
// CHECK-DAG:     %[[P4:.*]] = arith.constant -6.43835301E-5 : f32
// CHECK-DAG:     %[[P3:.*]] = arith.constant 0.0420694128 : f32
// CHECK-DAG:     %[[P2:.*]] = arith.constant 12.4951077 : f32
// CHECK-DAG:     %[[P1:.*]] = arith.constant 538.858704 : f32
// CHECK-DAG:     %[[C0:.*]] = arith.constant 4142.67188 : f32
// CHECK-DAG:     %[[Q2:.*]] = arith.constant 100.055115 : f32
// CHECK-DAG:     %[[Q1:.*]] = arith.constant 1919.74963 : f32
// CHECK:         %[[C1:.*]] = arith.cmpf ult, %[[Y]], %[[HI]] : f32
// CHECK-NEXT:    %[[X1:.*]] = arith.select %[[C1]], %[[Y]], %[[HI]] : f32
// CHECK-NEXT:    %[[C2:.*]] = arith.cmpf ugt, %[[X1]], %[[LO]] : f32
// CHECK-NEXT:    %[[X:.*]] = arith.select %[[C2]], %[[X1]], %[[LO]] : f32
// CHECK-NEXT:    %[[T:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:    %[[A:.*]] = math.fma %[[P5]], %[[T]], %[[P4]] : f32
// CHECK-NEXT:    %[[B:.*]] = math.fma %[[A]], %[[T]], %[[P3]] : f32
// CHECK-NEXT:    %[[C:.*]] = math.fma %[[B]], %[[T]], %[[P2]] : f32
// CHECK-NEXT:    %[[D:.*]] = math.fma %[[C]], %[[T]], %[[P1]] : f32
// CHECK-NEXT:    %[[P:.*]] = math.fma %[[D]], %[[T]], %[[C0]] : f32
// CHECK-NEXT:    %[[E:.*]] = arith.addf %[[T]], %[[Q2]] : f32
// CHECK-NEXT:    %[[F:.*]] = math.fma %[[E]], %[[T]], %[[Q1]] : f32
// CHECK-NEXT:    %[[Q:.*]] = math.fma %[[F]], %[[T]], %[[C0]] : f32
// CHECK-NEXT:    %[[N:.*]] = arith.mulf %[[X]], %[[P]] : f32
// CHECK-NEXT:    %[[R:.*]] = arith.divf %[[N]], %[[Q]] : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @scalar(%y: f32) -> f32 {
  %0 = math.tanh %y : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @vector(
// CHECK:         arith.constant dense<7.99038172> : vector<4xf32>
// CHECK:         arith.cmpf ult, %{{.*}} : vector<4xf32>
// CHECK:         math.fma %{{.*}} : vector<4xf32>
// CHECK:         arith.divf %{{.*}} : vector<4xf32>
// CHECK-NOT:     math.tanh
// CHECK:         return
func.func @vector(%y: vector<4xf32>) -> vector<4xf32> {
  %0 = math.tanh %y : vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @others(
// CHECK-NEXT:    math.tanh %{{.*}} : f64
// CHECK-NEXT:    math.tanh %{{.*}} : f16
// CHECK-NEXT:    return
func.func @others(%d: f64, %h: f16) -> (f64, f16) {
  %0 = math.tanh %d : f64
  %1 = math.tanh %h : f16
  return %0, %1 : f64, f16
}
