// The nvvm.wmma.load / nvvm.wmma.mma verifiers (MLIR 22's table of shapes, element types and
// fragments, and the fragment types they imply).
// RUN: jopt %s -split-input-file -verify-diagnostics

// Load of an element type and fragment without an intrinsic (f32 is only an accumulator).
llvm.func @load_f32_a(%p: !llvm.ptr, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {m = 16 : i32, n = 16 : i32, k = 16 : i32, layout = #nvvm.mma_layout<row>, eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>} : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

// Load whose result is not the fragment: s8 A of m32n8k16 is 4 x i32.
llvm.func @load_s8(%p: !llvm.ptr<1>, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected destination type is a structure of 4 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %s {m = 32 : i32, n = 8 : i32, k = 16 : i32, layout = #nvvm.mma_layout<col>, eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>} : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// An f64 A fragment is one f64, not a struct.
llvm.func @load_f64(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected destination type to be f64}}
  %0 = nvvm.wmma.load %p, %s {m = 8 : i32, n = 8 : i32, k = 4 : i32, layout = #nvvm.mma_layout<row>, eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>} : (!llvm.ptr<3>) -> !llvm.struct<(f64)>
  llvm.return
}

// -----

// Tf32 needs m16n16k8.
llvm.func @mma_tf32(%x: i32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %x {m = 16 : i32, n = 16 : i32, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>} : (i32) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

// The wrong number of arguments (f64: A, B, then two C values).
llvm.func @mma_count(%x: f64) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected 4 arguments}}
  %0 = nvvm.wmma.mma %x, %x, %x {m = 8 : i32, n = 8 : i32, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

// An argument of the wrong type.
llvm.func @mma_type(%x: f64, %y: f32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected argument 3 to be of type 'f64'}}
  %0 = nvvm.wmma.mma %x, %x, %x, %y {m = 8 : i32, n = 8 : i32, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>} : (f64, f64, f64, f32) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

// A result that is not the C fragment.
llvm.func @mma_result(%x: f64) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected destination type is a structure of 2 elements of type 'f64'}}
  %0 = nvvm.wmma.mma %x, %x, %x, %x {m = 8 : i32, n = 8 : i32, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64, f64)>
  llvm.return
}
