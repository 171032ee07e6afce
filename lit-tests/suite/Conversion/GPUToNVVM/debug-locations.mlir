// Symbols created at module level from an op in a function (libdevice declarations, the printf
// format and vprintf) take the op's location without the function's debug scope.
// RUN: jopt %s -convert-gpu-to-nvvm -mlir-print-debuginfo | jfilecheck %s

#loc = loc("kernel.mlir":3:4)
#sp = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"kernel.mlir" in "/w">, isOptimized = false, emissionKind = Full>, scope = #llvm.di_file<"kernel.mlir" in "/w">, name = "f", file = #llvm.di_file<"kernel.mlir" in "/w">, subprogramFlags = Definition>
gpu.module @m {
  func.func @f(%x: f32) -> f32 {
    gpu.printf "v\n" loc(fused<#sp>[#loc])
    %y = math.sin %x : f32 loc(fused<#sp>[#loc])
    return %y : f32
  }
}

// CHECK: llvm.mlir.global internal constant @printfFormat_0("v\0A\00") {addr_space = 0 : i32} loc([[PLAIN:#loc[0-9]*]])
// CHECK-NEXT: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32 loc([[PLAIN]])
// CHECK-NEXT: llvm.func @__nv_sinf(f32) -> f32 loc([[PLAIN]])
// CHECK: llvm.call @vprintf({{.*}}) : (!llvm.ptr, !llvm.ptr) -> i32 loc([[FUSED:#loc[0-9]*]])
// CHECK: llvm.call @__nv_sinf(%arg0) : (f32) -> f32 loc([[FUSED]])
// CHECK: [[PLAIN]] = loc("kernel.mlir":3:4)
// CHECK: [[FUSED]] = loc(fused<{{.*}}>[[[PLAIN]]])
