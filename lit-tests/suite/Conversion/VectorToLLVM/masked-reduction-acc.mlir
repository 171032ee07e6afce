// Masked reductions with accumulators, and the float vector reductions' syntax (fmax/fmin/
// fmaximum/fminimum custom, fadd/fmul and integer ones generic). mlir-opt 22's output.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @f1(%arg0: vector<8xi1>, %arg1: vector<8xf32>, %arg2: f32, %arg3: vector<8xi32>, %arg4: i32) -> (f32, f32, i32, i32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %1 = "llvm.intr.vp.reduce.fadd"(%arg2, %arg1, %arg0, %0) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
// CHECK-NEXT: %2 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %3 = "llvm.intr.vp.reduce.fmax"(%arg2, %arg1, %arg0, %2) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
// CHECK-NEXT: %4 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %5 = "llvm.intr.vp.reduce.add"(%arg4, %arg3, %arg0, %4) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
// CHECK-NEXT: %6 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %8 = "llvm.intr.vp.reduce.smin"(%6, %arg3, %arg0, %7) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
// CHECK-NEXT: %9 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %11 = "llvm.intr.vp.reduce.fmul"(%9, %arg1, %arg0, %10) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
// CHECK-NEXT: return %1, %3, %5, %8, %11 : f32, f32, i32, i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<-1.401300e-45> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %1 = llvm.select %arg0, %arg1, %0 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fmaximum(%1) : (vector<4xf32>) -> f32
// CHECK-NEXT: %3 = llvm.intr.maximum(%2, %arg2) : (f32, f32) -> f32
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %5 = "llvm.intr.vp.reduce.fmin"(%arg2, %arg1, %arg0, %4) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: return %3, %5 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f3(%arg0: vector<4xi32>, %arg1: vector<4xf32>) -> (i32, f32, f32) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT: %1 = llvm.intr.vector.reduce.fmax(%arg1) : (vector<4xf32>) -> f32
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fminimum(%arg1) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: return %0, %1, %2 : i32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f1(%m: vector<8xi1>, %w: vector<8xf32>, %s: f32, %iw: vector<8xi32>, %is: i32) -> (f32, f32, i32, i32, f32) {
  %1 = vector.mask %m { vector.reduction <add>, %w, %s : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %2 = vector.mask %m { vector.reduction <maxnumf>, %w, %s : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %3 = vector.mask %m { vector.reduction <add>, %iw, %is : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %4 = vector.mask %m { vector.reduction <minsi>, %iw : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %5 = vector.mask %m { vector.reduction <mul>, %w : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %1, %2, %3, %4, %5 : f32, f32, i32, i32, f32
}
func.func @f2(%m: vector<4xi1>, %w: vector<4xf32>, %s: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <maximumf>, %w, %s : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <minnumf>, %w, %s : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
func.func @f3(%w: vector<4xi32>, %x: vector<4xf32>) -> (i32, f32, f32) {
  %0 = vector.reduction <add>, %w : vector<4xi32> into i32
  %1 = vector.reduction <maxnumf>, %x : vector<4xf32> into f32
  %2 = vector.reduction <minimumf>, %x fastmath<nnan> : vector<4xf32> into f32
  return %0, %1, %2 : i32, f32, f32
}
