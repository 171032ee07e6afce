// nvvm.wmma.load / nvvm.wmma.mma and the #nvvm.mma_type/mma_frag/mma_layout attributes: custom and
// generic form as mlir-opt 22 prints them, and the checks implemented so far.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @tiles(
llvm.func @tiles(%src: !llvm.ptr<3>, %ld: i32, %h: vector<2xf16>, %acc: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  // CHECK-NEXT: %0 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // GENERIC: "nvvm.wmma.load"(%arg0, %arg1) <{eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}> : (!llvm.ptr<3>, i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %b = nvvm.wmma.load %src, %ld {m = 16 : i32, n = 16 : i32, k = 16 : i32, layout = #nvvm.mma_layout<col>, eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: %1 = nvvm.wmma.mma %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3 {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // GENERIC: "nvvm.wmma.mma"(%arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3) <{eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32}>
  %d = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %acc, %acc, %acc, %acc, %acc, %acc, %acc, %acc
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, m = 16 : i32, n = 16 : i32, k = 16 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32)
    -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %d : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// -----

llvm.func @local_src(%src: !llvm.ptr<5>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %a = nvvm.wmma.load %src, %ld {m = 16 : i32, n = 16 : i32, k = 8 : i32, layout = #nvvm.mma_layout<row>, eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>}
    : (!llvm.ptr<5>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::MMALayout to be one of: row, col}}
// expected-error@+1 {{failed to parse MMALayoutAttr parameter 'value' which is to be a `::mlir::NVVM::MMALayout`}}
llvm.func @bad_layout() attributes {l = #nvvm.mma_layout<diag>} {
  llvm.return
}
