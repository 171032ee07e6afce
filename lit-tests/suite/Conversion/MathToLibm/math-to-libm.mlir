// math ops on f32/f64 become calls of libm functions, declared once at the module's start;
// f16 and bf16 go through f32.
// RUN: jopt %s -convert-math-to-libm | jfilecheck %s

func.func @f(%x: f32, %y: f64, %v: vector<2xf32>) {
  %0 = math.sqrt %x : f32
  %1 = math.exp %y : f64
  %2 = math.atan2 %x, %x : f32
  %3 = math.erf %x : f32
  %4 = math.tan %x : f32
  %5 = math.cbrt %y : f64
  %6 = math.round %x : f32
  %7 = math.fma %x, %x, %x : f32
  %8 = math.powf %y, %y : f64
  return
}
func.func @half(%h: f16, %b: bf16) -> (f16, bf16) {
  %0 = math.sin %h : f16
  %1 = math.atan2 %b, %b : bf16
  return %0, %1 : f16, bf16
}

// CHECK-LABEL: func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @roundf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @exp(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sqrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f64, %arg2: vector<2xf32>) {
// CHECK-NEXT: %0 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @exp(%arg1) : (f64) -> f64
// CHECK-NEXT: %2 = call @atan2f(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %3 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = call @tanf(%arg0) : (f32) -> f32
// CHECK-NEXT: %5 = call @cbrt(%arg1) : (f64) -> f64
// CHECK-NEXT: %6 = call @roundf(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = call @fmaf(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: %8 = call @pow(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: return
// CHECK-LABEL: func.func @half(%arg0: f16, %arg1: bf16) -> (f16, bf16) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %1 = call @sinf(%0) : (f32) -> f32
// CHECK-NEXT: %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT: %3 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT: %4 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT: %5 = call @atan2f(%3, %4) : (f32, f32) -> f32
// CHECK-NEXT: %6 = arith.truncf %5 : f32 to bf16
// CHECK-NEXT: return %2, %6 : f16, bf16
