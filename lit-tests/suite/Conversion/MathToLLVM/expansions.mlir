// rsqrt, expm1 and log1p expand on vectors (splat constants; n-D vectors row by row), sincos
// becomes llvm.intr.sincos and its struct's two fields, isinf and isnormal have no lowering, and
// approximate-log1p=false keeps log1p.
// RUN: jopt %s -convert-math-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-math-to-llvm=approximate-log1p=false | jfilecheck %s --check-prefix=EXACT

// CHECK-LABEL: func.func @f
// EXACT-LABEL: func.func @f
func.func @f(%x: f32, %v: vector<4xf32>, %w: vector<2x3xf32>) {
  // CHECK: %[[ONE:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  // CHECK: %[[SQ:.*]] = llvm.intr.sqrt(%arg1) : (vector<4xf32>) -> vector<4xf32>
  // CHECK: llvm.fdiv %[[ONE]], %[[SQ]] : vector<4xf32>
  %0 = math.rsqrt %v : vector<4xf32>
  // CHECK: llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
  // CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
  // CHECK: llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
  // CHECK: llvm.intr.exp(%{{.*}}) : (vector<3xf32>) -> vector<3xf32>
  // CHECK: llvm.fsub
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
  // CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
  %1 = math.expm1 %w : vector<2x3xf32>
  // CHECK: llvm.fadd %{{.*}}, %arg1 : vector<4xf32>
  // CHECK: llvm.intr.log(%{{.*}}) : (vector<4xf32>) -> vector<4xf32>
  // EXACT: math.log1p %arg1 : vector<4xf32>
  %2 = math.log1p %v : vector<4xf32>
  // CHECK: %[[SC:.*]] = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> !llvm.struct<(f32, f32)>
  // CHECK: llvm.extractvalue %[[SC]][0] : !llvm.struct<(f32, f32)>
  // CHECK: llvm.extractvalue %[[SC]][1] : !llvm.struct<(f32, f32)>
  %3:2 = math.sincos %x fastmath<afn> : f32
  // CHECK: math.isinf %arg0 : f32
  %4 = math.isinf %x : f32
  // CHECK: math.isnormal %arg0 : f32
  %5 = math.isnormal %x : f32
  // CHECK: "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
  %6 = math.isnan %x : f32
  return
}
