// nvvm's packed float conversions in MLIR 22's printed forms: f32 to tf32 (no type after the operand),
// f32 pairs to half pairs with or without stochastic-rounding bits, the narrow float type written in
// parentheses right after the packed integer type, and the default rnd/sat/relu left out when printed.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: llvm.func @pack
llvm.func @pack(%x: f32, %y: f32, %q: vector<4xf32>, %bits: i32, %h: vector<2xf16>, %bh: vector<2xbf16>, %p: vector<2xi8>, %n: i8) {
  // CHECK: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>}
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>, relu = false}
  // CHECK: nvvm.convert.f32x2.to.f16x2 %{{.*}}, %{{.*}}, %{{.*}} {relu = true, rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  %1 = nvvm.convert.f32x2.to.f16x2 %x, %y, %bits {rnd = #nvvm.fp_rnd_mode<rs>, relu = true} : vector<2xf16>
  // CHECK: nvvm.convert.f32x2.to.bf16x2 %{{.*}}, %{{.*}} {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16>
  %2 = nvvm.convert.f32x2.to.bf16x2 %x, %y {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<none>} : vector<2xbf16>
  // CHECK: nvvm.convert.f32x2.to.f8x2 %{{.*}}, %{{.*}} {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xi8>(f8E8M0FNU)
  %3 = nvvm.convert.f32x2.to.f8x2 %x, %y {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xi8> (f8E8M0FNU)
  // CHECK: nvvm.convert.f32x2.to.f6x2 %{{.*}}, %{{.*}} : i16(f6E3M2FN)
  %4 = nvvm.convert.f32x2.to.f6x2 %x, %y : i16 (f6E3M2FN)
  // CHECK: nvvm.convert.f32x2.to.f4x2 %{{.*}}, %{{.*}} {relu = true} : i8(f4E2M1FN)
  %5 = nvvm.convert.f32x2.to.f4x2 %x, %y {relu = true} : i8 (f4E2M1FN)
  // CHECK: nvvm.convert.f16x2.to.f8x2 %{{.*}} : vector<2xf16> -> vector<2xi8>(f8E5M2)
  %6 = nvvm.convert.f16x2.to.f8x2 %h : vector<2xf16> -> vector<2xi8> (f8E5M2)
  // CHECK: nvvm.convert.bf16x2.to.f8x2 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16(f8E8M0FNU)
  %7 = nvvm.convert.bf16x2.to.f8x2 %bh {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  // CHECK: nvvm.convert.f8x2.to.f16x2 %{{.*}} : vector<2xi8>(f8E5M2) -> vector<2xf16>
  %8 = nvvm.convert.f8x2.to.f16x2 %p : vector<2xi8> (f8E5M2) -> vector<2xf16>
  // CHECK: nvvm.convert.f8x2.to.bf16x2 %{{.*}} : vector<2xi8>(f8E8M0FNU) -> vector<2xbf16>
  %9 = nvvm.convert.f8x2.to.bf16x2 %p : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>
  // CHECK: nvvm.convert.f6x2.to.f16x2 %{{.*}} {relu = true} : vector<2xi8>(f6E2M3FN) -> vector<2xf16>
  %10 = nvvm.convert.f6x2.to.f16x2 %p {relu = true} : vector<2xi8> (f6E2M3FN) -> vector<2xf16>
  // CHECK: nvvm.convert.f4x2.to.f16x2 %{{.*}} : i8(f4E2M1FN) -> vector<2xf16>
  %11 = nvvm.convert.f4x2.to.f16x2 %n : i8 (f4E2M1FN) -> vector<2xf16>
  // CHECK: nvvm.convert.f32x4.to.f8x4 %{{.*}}, %{{.*}} : vector<4xf32> -> vector<4xi8>(f8E5M2)
  %12 = nvvm.convert.f32x4.to.f8x4 %q, %bits : vector<4xf32> -> vector<4xi8> (f8E5M2)
  // CHECK: nvvm.convert.f32x4.to.f6x4 %{{.*}}, %{{.*}} {relu = true} : vector<4xf32> -> vector<4xi8>(f6E3M2FN)
  %13 = nvvm.convert.f32x4.to.f6x4 %q, %bits {relu = true} : vector<4xf32> -> vector<4xi8> (f6E3M2FN)
  // CHECK: nvvm.convert.f32x4.to.f4x4 %{{.*}}, %{{.*}} : vector<4xf32> -> i16(f4E2M1FN)
  %14 = nvvm.convert.f32x4.to.f4x4 %q, %bits : vector<4xf32> -> i16 (f4E2M1FN)
  llvm.return
}
