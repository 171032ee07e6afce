// The verifiers of nvvm's packed conversions, worded as MLIR 22 words them: the rounding modes each
// accepts (tf32's message has no op prefix), random bits only with stochastic rounding, the saturation
// that f8E4M3FN/f8E5M2 need, the narrow float types each conversion admits, operand/result types, a
// narrow type that is not a type, and the chips that run the f32x4 forms.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @tf32_rounding(%x: f32) {
  // expected-error @+1 {{Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.}}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rp>}
  llvm.return
}

// -----

llvm.func @tf32_relu(%x: f32) {
  // expected-error @+1 {{Relu not supported with rna rounding mode.}}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>, relu = true}
  llvm.return
}

// -----

llvm.func @half_needs_bits(%x: f32, %y: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits is required for RS rounding mode.}}
  %0 = nvvm.convert.f32x2.to.bf16x2 %x, %y {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @half_no_bits(%x: f32, %y: f32, %r: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f16x2' op random_bits not supported for RN and RZ rounding modes.}}
  %0 = nvvm.convert.f32x2.to.f16x2 %x, %y, %r {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xf16>
  llvm.return
}

// -----

llvm.func @half_default_rounding(%x: f32, %y: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2.}}
  %0 = nvvm.convert.f32x2.to.f16x2 %x, %y : vector<2xf16>
  llvm.return
}

// -----

llvm.func @f8_needs_satfinite(%x: f32, %y: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f8x2' op Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %0 = nvvm.convert.f32x2.to.f8x2 %x, %y {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E5M2)
  llvm.return
}

// -----

llvm.func @ue8m0_rounding(%x: f32, %y: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type}}
  %0 = nvvm.convert.f32x2.to.f8x2 %x, %y {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @bf16_type_first(%h: vector<2xbf16>) {
  // expected-error @+1 {{'nvvm.convert.bf16x2.to.f8x2' op Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.}}
  %0 = nvvm.convert.bf16x2.to.f8x2 %h : vector<2xbf16> -> i16 (f8E5M2)
  llvm.return
}

// -----

llvm.func @f6_pair_type(%p: vector<2xi8>) {
  // expected-error @+1 {{'nvvm.convert.f6x2.to.f16x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.}}
  %0 = nvvm.convert.f6x2.to.f16x2 %p : vector<2xi8> (f4E2M1FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f4_quad_result(%q: vector<4xf32>, %r: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x4.to.f4x4' op result #0 must be 16-bit signless integer, but got 'i8'}}
  %0 = nvvm.convert.f32x4.to.f4x4 %q, %r : vector<4xf32> -> i8 (f4E2M1FN)
  llvm.return
}

// -----

llvm.func @f8_pair_source(%p: i16) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'i16'}}
  %0 = nvvm.convert.f8x2.to.f16x2 %p : i16 (f8E4M3FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @narrow_not_a_type(%x: f32, %y: f32) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = nvvm.convert.f32x2.to.f6x2 %x, %y : i16 (#nvvm.sat_mode<none>)
  llvm.return
}

// -----

gpu.module @quad_on_hopper [#nvvm.target<chip = "sm_90a">] {
  llvm.func @f(%q: vector<4xf32>, %r: i32) {
    // expected-error @+1 {{'nvvm.convert.f32x4.to.f8x4' op is not supported on sm_90a}}
    %0 = nvvm.convert.f32x4.to.f8x4 %q, %r : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
    llvm.return
  }
}

// -----

gpu.module @quad_on_103a [#nvvm.target<chip = "sm_103a">] {
  llvm.func @f(%q: vector<4xf32>, %r: i32) {
    %0 = nvvm.convert.f32x4.to.f6x4 %q, %r : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
    llvm.return
  }
}
