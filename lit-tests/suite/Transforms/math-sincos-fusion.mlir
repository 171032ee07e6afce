// math-sincos-fusion: math.sin and math.cos of one value, same block and fast-math flags, become one
// math.sincos; different flags keep them apart.
// RUN: jopt %s -math-sincos-fusion | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %0 = arith.addf %sin, %arg1 : f32
// CHECK-NEXT: %1 = math.sin %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = math.cos %arg1 : f32
// CHECK-NEXT: return %0, %cos, %1, %2 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: return %cos, %sin : f32, f32
// CHECK-NEXT: }

func.func @f(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = math.sin %a : f32
  %1 = arith.addf %0, %b : f32
  %2 = math.cos %a : f32
  %3 = math.sin %b fastmath<fast> : f32
  %4 = math.cos %b : f32
  return %1, %2, %3, %4 : f32, f32, f32, f32
}
func.func @g(%a: f32) -> (f32, f32) {
  %0 = math.cos %a : f32
  %c = arith.constant 1.0 : f32
  %1 = math.sin %a : f32
  return %0, %1 : f32, f32
}
