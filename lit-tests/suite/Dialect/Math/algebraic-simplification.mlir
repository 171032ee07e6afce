// -test-math-algebraic-simplification: math.powf by 1, 2, 3, -1, 0.5, -0.5 and 0.75 (scalar or splat)
// strength-reduced with its fast-math flags; ipowi/fpowi by an exponent of magnitude <= 8 as a
// multiplication chain (divided into one when negative); larger exponents and exp quotients stay.
// RUN: jopt %s -test-math-algebraic-simplification | jfilecheck %s

// CHECK-LABEL: func.func @powf(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %1 : f32
// CHECK-NEXT: %3 = arith.divf %cst, %arg0 : f32
// CHECK-NEXT: %4 = math.powf %arg0, %cst_0 : f32
// CHECK-NEXT: %5 = math.sqrt %arg0 : f32
// CHECK-NEXT: %6 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %7 = math.sqrt %arg0 : f32
// CHECK-NEXT: %8 = math.sqrt %7 : f32
// CHECK-NEXT: %9 = arith.mulf %7, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %arg1, %arg1 : vector<4xf32>
// CHECK-NEXT: return %arg0, %0, %2, %3, %4, %5, %6, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ipowi(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg0 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %3 = arith.divsi %c1_i32, %2 : i32
// CHECK-NEXT: %4 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %arg1 : f32
// CHECK-NEXT: %6 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: %7 = arith.divf %cst, %6 : f32
// CHECK-NEXT: %8 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: %9 = arith.mulf %8, %arg1 : f32
// CHECK-NEXT: %10 = arith.mulf %9, %arg1 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %arg1 : f32
// CHECK-NEXT: return %c1_i32, %1, %3, %5, %7, %11 : i32, i32, i32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(
// CHECK-NEXT: %cst = arith.constant dense<9> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = math.exp %arg0 : f32
// CHECK-NEXT: %1 = math.exp %arg1 : f32
// CHECK-NEXT: %2 = arith.divf %0, %1 fastmath<reassoc,arcp> : f32
// CHECK-NEXT: %3 = arith.divf %cst_0, %arg2 : vector<4xf32>
// CHECK-NEXT: return %2, %3, %cst : f32, vector<4xf32>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c-9_i32 = arith.constant -9 : i32
// CHECK-NEXT: %0 = math.ipowi %arg0, %c9_i32 : i32
// CHECK-NEXT: %1 = math.fpowi %arg1, %c-9_i32 : f32, i32
// CHECK-NEXT: %2 = math.fpowi %arg1, %c9_i32 : f32, i32
// CHECK-NEXT: %3 = arith.mulf %arg2, %arg2 : vector<2xf32>
// CHECK-NEXT: %4 = arith.divf %cst, %3 : vector<2xf32>
// CHECK-NEXT: return %0, %1, %2, %4 : i32, f32, f32, vector<2xf32>
// CHECK-NEXT: }

func.func @powf(%x: f32, %v: vector<4xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf32>) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c075 = arith.constant 0.75 : f32
  %vc2 = arith.constant dense<2.0> : vector<4xf32>
  %0 = math.powf %x, %c1 : f32
  %1 = math.powf %x, %c2 : f32
  %2 = math.powf %x, %c3 : f32
  %3 = math.powf %x, %cm1 : f32
  %4 = math.powf %x, %cm2 : f32
  %5 = math.powf %x, %ch : f32
  %6 = math.powf %x, %cmh : f32
  %7 = math.powf %x, %c075 : f32
  %8 = math.powf %v, %vc2 : vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, vector<4xf32>
}
func.func @ipowi(%x: i32, %y: f32) -> (i32, i32, i32, f32, f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %cm2 = arith.constant -2 : i32
  %c5 = arith.constant 5 : i32
  %0 = math.ipowi %x, %c0 : i32
  %1 = math.ipowi %x, %c3 : i32
  %2 = math.ipowi %x, %cm2 : i32
  %3 = math.fpowi %y, %c3 : f32, i32
  %4 = math.fpowi %y, %cm2 : f32, i32
  %5 = math.fpowi %y, %c5 : f32, i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, f32, f32, f32
}
func.func @e(%a: f32, %b: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, vector<4xi32>) {
  %0 = math.exp %a : f32
  %1 = math.exp %b : f32
  %2 = arith.divf %0, %1 fastmath<arcp,reassoc> : f32
  %c = arith.constant dense<-1.0> : vector<4xf32>
  %3 = math.powf %v, %c : vector<4xf32>
  %vi = arith.constant dense<2> : vector<4xi32>
  %x = arith.constant dense<3> : vector<4xi32>
  %4 = math.ipowi %x, %vi : vector<4xi32>
  return %2, %3, %4 : f32, vector<4xf32>, vector<4xi32>
}
func.func @big(%x: i32, %y: f32, %v: vector<2xf32>) -> (i32, f32, f32, vector<2xf32>) {
  %c9 = arith.constant 9 : i32
  %cm9 = arith.constant -9 : i32
  %vc = arith.constant dense<-2> : vector<2xi32>
  %0 = math.ipowi %x, %c9 : i32
  %1 = math.fpowi %y, %cm9 : f32, i32
  %2 = math.fpowi %y, %c9 : f32, i32 
  %3 = math.fpowi %v, %vc : vector<2xf32>, vector<2xi32>
  return %0, %1, %2, %3 : i32, f32, f32, vector<2xf32>
}
