// math-uplift-to-fma: addf of a mulf (either operand), both with the contract flag, becomes math.fma
// with the flags both share; without contract on both nothing changes.
// RUN: jopt %s -math-uplift-to-fma | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// CHECK-NEXT: %1 = math.fma %arg0, %arg2, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.addf %2, %arg2 fastmath<contract> : f32
// CHECK-NEXT: %4 = arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %5 = math.fma %arg0, %arg1, %4 fastmath<contract> : f32
// CHECK-NEXT: return %0, %1, %3, %5 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = arith.mulf %arg1, %arg1 fastmath<contract> : vector<4xf32>
// CHECK-NEXT: %1 = math.fma %arg0, %arg1, %0 fastmath<nnan,contract> : vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }

func.func @f(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32, f32) {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.addf %0, %c fastmath<contract> : f32
  %2 = arith.mulf %a, %c fastmath<fast> : f32
  %3 = arith.addf %b, %2 fastmath<fast> : f32
  %4 = arith.mulf %a, %b : f32
  %5 = arith.addf %4, %c fastmath<contract> : f32
  %6 = arith.mulf %a, %b fastmath<contract> : f32
  %7 = arith.addf %6, %6 fastmath<contract> : f32
  return %1, %3, %5, %7 : f32, f32, f32, f32
}
func.func @g(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.mulf %a, %b fastmath<contract,nnan> : vector<4xf32>
  %1 = arith.mulf %b, %b fastmath<contract> : vector<4xf32>
  %2 = arith.addf %0, %1 fastmath<contract,nnan> : vector<4xf32>
  return %2 : vector<4xf32>
}
