// A 1-D vector.reduction under vector.mask lowers to llvm.intr.vp.reduce.* over the full vector length
// from the kind's neutral value (maximumf/minimumf: a select of MLIR 22's neutral constants and
// the unmasked reduction). The output is mlir-opt 22's, byte for byte.
// RUN: jopt %s -convert-vector-to-llvm -allow-unregistered-dialect | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xi32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg1, %arg0, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %5 = "llvm.intr.vp.reduce.fmul"(%3, %arg1, %arg0, %4) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %6 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %8 = "llvm.intr.vp.reduce.fmax"(%6, %arg1, %arg0, %7) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %9 = llvm.mlir.constant(0xFFC00000 : f32) : f32
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %11 = "llvm.intr.vp.reduce.fmin"(%9, %arg1, %arg0, %10) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %12 = llvm.mlir.constant(dense<-1.401300e-45> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %13 = llvm.select %arg0, %arg1, %12 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %14 = llvm.intr.vector.reduce.fmaximum(%13) : (vector<4xf32>) -> f32
// CHECK-NEXT: %15 = llvm.mlir.constant(dense<3.40282347E+38> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %16 = llvm.select %arg0, %arg1, %15 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %17 = llvm.intr.vector.reduce.fminimum(%16) : (vector<4xf32>) -> f32
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %20 = "llvm.intr.vp.reduce.add"(%18, %arg2, %arg0, %19) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %22 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %23 = "llvm.intr.vp.reduce.mul"(%21, %arg2, %arg0, %22) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %24 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %25 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %26 = "llvm.intr.vp.reduce.smin"(%24, %arg2, %arg0, %25) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %27 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK-NEXT: %28 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %29 = "llvm.intr.vp.reduce.smax"(%27, %arg2, %arg0, %28) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %30 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %31 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %32 = "llvm.intr.vp.reduce.umin"(%30, %arg2, %arg0, %31) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %34 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %35 = "llvm.intr.vp.reduce.umax"(%33, %arg2, %arg0, %34) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %36 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %37 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %38 = "llvm.intr.vp.reduce.and"(%36, %arg2, %arg0, %37) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %40 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %41 = "llvm.intr.vp.reduce.or"(%39, %arg2, %arg0, %40) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %43 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %44 = "llvm.intr.vp.reduce.xor"(%42, %arg2, %arg0, %43) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: "test.use"(%2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44) : (f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%m: vector<4xi1>, %w: vector<4xf32>, %iw: vector<4xi32>) {
  %add = vector.mask %m { vector.reduction <add>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %mul = vector.mask %m { vector.reduction <mul>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %maxnumf = vector.mask %m { vector.reduction <maxnumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %minnumf = vector.mask %m { vector.reduction <minnumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %maximumf = vector.mask %m { vector.reduction <maximumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %minimumf = vector.mask %m { vector.reduction <minimumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %iadd = vector.mask %m { vector.reduction <add>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %imul = vector.mask %m { vector.reduction <mul>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %iminsi = vector.mask %m { vector.reduction <minsi>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %imaxsi = vector.mask %m { vector.reduction <maxsi>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %iminui = vector.mask %m { vector.reduction <minui>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %imaxui = vector.mask %m { vector.reduction <maxui>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %iand = vector.mask %m { vector.reduction <and>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %ior = vector.mask %m { vector.reduction <or>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %ixor = vector.mask %m { vector.reduction <xor>, %iw : vector<4xi32> into i32 } : vector<4xi1> -> i32
  "test.use"(%add, %mul, %maxnumf, %minnumf, %maximumf, %minimumf, %iadd, %imul, %iminsi, %imaxsi, %iminui, %imaxui, %iand, %ior, %ixor) : (f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}
