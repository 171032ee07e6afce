// Vectors are scalarized around libdevice calls; integer math (absi other than i32, ctlz, ctpop)
// is left as it is, as mlir-opt 22 does (the math dialect's generic patterns are not used).
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  func.func @f(%a: i64, %b: i32, %c: f32, %v: vector<2xf32>, %d: f32) -> (i64, i32, i32, f32, vector<2xf32>, f32, i64) {
    %0 = math.absi %a : i64
    %1 = math.ctlz %b : i32
    %2 = math.ctpop %b : i32
    %3 = math.exp %c : f32
    %4 = math.exp %v : vector<2xf32>
    %5 = math.fpowi %d, %b : f32, i32
    %6 = math.ctlz %a : i64
    return %0, %1, %2, %3, %4, %5, %6 : i64, i32, i32, f32, vector<2xf32>, f32, i64
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.func @__nv_expf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powif(f32, i32) -> f32
// CHECK-NEXT: llvm.func @f(%arg0: i64, %arg1: i32, %arg2: f32, %arg3: vector<2xf32>, %arg4: f32) -> !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = math.absi %arg0 : i64
// CHECK-NEXT: %1 = math.ctlz %arg1 : i32
// CHECK-NEXT: %2 = math.ctpop %arg1 : i32
// CHECK-NEXT: %3 = llvm.call @__nv_expf(%arg2) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %arg3[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.call @__nv_expf(%6) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.insertelement %7, %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg3[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.call @__nv_expf(%10) : (f32) -> f32
// CHECK-NEXT: %12 = llvm.insertelement %11, %8[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.call @__nv_powif(%arg4, %arg1) : (f32, i32) -> f32
// CHECK-NEXT: %14 = math.ctlz %arg0 : i64
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %16 = llvm.insertvalue %0, %15[0] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[1] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %18 = llvm.insertvalue %2, %17[2] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %19 = llvm.insertvalue %3, %18[3] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %20 = llvm.insertvalue %12, %19[4] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %21 = llvm.insertvalue %13, %20[5] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: %22 = llvm.insertvalue %14, %21[6] : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: llvm.return %22 : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: f32, %arg4: vector<2xf32>, %arg5: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @f(%arg1, %arg2, %arg3, %arg4, %arg5) : (i64, i32, f32, vector<2xf32>, f32) -> !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(i64, i32, i32, f32, vector<2xf32>, f32, i64)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
