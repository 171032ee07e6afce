// math ops with an LLVM intrinsic lower to it; rsqrt, expm1 and log1p expand; erf and cbrt
// stay for the libm lowering.
// RUN: jopt %s -convert-math-to-llvm | jfilecheck %s

func.func @f(%x: f32, %y: f64, %i: i32, %v: vector<4xf32>) {
  %0 = math.sqrt %x : f32
  %1 = math.absf %y : f64
  %2 = math.exp %x fastmath<fast> : f32
  %3 = math.log %x : f32
  %4 = math.powf %x, %x : f32
  %5 = math.fma %x, %x, %x : f32
  %6 = math.sin %x : f32
  %7 = math.cos %v : vector<4xf32>
  %8 = math.floor %x : f32
  %9 = math.ceil %x : f32
  %10 = math.round %x : f32
  %12 = math.ctlz %i : i32
  %13 = math.cttz %i : i32
  %14 = math.ctpop %i : i32
  %15 = math.absi %i : i32
  %16 = math.rsqrt %x : f32
  %17 = math.expm1 %x : f32
  %18 = math.log1p %x : f32
  %19 = math.tanh %x : f32
  %20 = math.log2 %x : f32
  %21 = math.log10 %x : f32
  %22 = math.exp2 %x : f32
  %23 = math.trunc %x : f32
  %24 = math.roundeven %x : f32
  %25 = math.fpowi %x, %i : f32, i32
  %26 = math.atan %x : f32
  %27 = math.atan2 %x, %x : f32
  %28 = math.isnan %x : f32
  %29 = math.erf %x : f32
  %30 = math.tan %x : f32
  %31 = math.cbrt %x : f32
  return
}

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.fabs(%arg1) : (f64) -> f64
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.pow(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.cos(%arg3) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %8 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = "llvm.intr.ctlz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %12 = "llvm.intr.cttz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %13 = llvm.intr.ctpop(%arg2) : (i32) -> i32
// CHECK-NEXT: %14 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %15 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %16 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.fdiv %15, %16 : f32
// CHECK-NEXT: %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %19 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.fsub %19, %18 : f32
// CHECK-NEXT: %21 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %22 = llvm.fadd %21, %arg0 : f32
// CHECK-NEXT: %23 = llvm.intr.log(%22) : (f32) -> f32
// CHECK-NEXT: %24 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %25 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %26 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT: %27 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT: %28 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %29 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %30 = llvm.intr.powi(%arg0, %arg2) : (f32, i32) -> f32
// CHECK-NEXT: %31 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT: %32 = llvm.intr.atan2(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %33 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %34 = math.erf %arg0 : f32
// CHECK-NEXT: %35 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %36 = math.cbrt %arg0 : f32
// CHECK-NEXT: return
