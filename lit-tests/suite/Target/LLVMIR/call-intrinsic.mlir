// llvm.call_intrinsic: printed as MLIR 22 prints it, and exported as a call of the named intrinsic
// (an overloaded one declared for the call's types, immarg dropped at the call site); a wrong
// name or signature is an error at the op, worded as mlir-translate 22's.
// RUN: jopt %s | jfilecheck %s --check-prefix=ROUND
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: not jtranslate --mlir-to-llvmir --split-input-file %S/Inputs/call-intrinsic-invalid.mlir 2>&1 | jfilecheck %S/Inputs/call-intrinsic-invalid.mlir

llvm.func @intrinsics(%v: vector<4xf32>, %p: !llvm.ptr, %x: f32, %n: i32) -> vector<4xf32> {
  %k = llvm.mlir.constant(2 : i32) : i32
  %t = llvm.mlir.constant(true) : i1
  %0 = llvm.call_intrinsic "llvm.x86.sse41.round.ps"(%v, %k) : (vector<4xf32>, i32 {llvm.immarg}) -> vector<4xf32>
  llvm.call_intrinsic "llvm.x86.sse.stmxcsr"(%p) : (!llvm.ptr) -> ()
  %1 = llvm.call_intrinsic "llvm.fptoui.sat"(%x) : (f32) -> i32
  %2 = llvm.call_intrinsic "llvm.fabs.f32"(%x) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> (f32 {llvm.noundef})
  llvm.call_intrinsic "llvm.assume"(%t) ["nonnull"(%p : !llvm.ptr)] : (i1) -> ()
  %3 = llvm.intr.invariant.start 32, %p : !llvm.ptr
  llvm.intr.invariant.end %3, 32, %p : !llvm.ptr
  llvm.return %0 : vector<4xf32>
}

// ROUND: %2 = llvm.call_intrinsic "llvm.x86.sse41.round.ps"(%arg0, %0) : (vector<4xf32>, i32 {llvm.immarg}) -> vector<4xf32>
// ROUND-NEXT: llvm.call_intrinsic "llvm.x86.sse.stmxcsr"(%arg1) : (!llvm.ptr) -> ()
// ROUND-NEXT: %3 = llvm.call_intrinsic "llvm.fptoui.sat"(%arg2) : (f32) -> i32
// ROUND-NEXT: %4 = llvm.call_intrinsic "llvm.fabs.f32"(%arg2) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> (f32 {llvm.noundef})
// ROUND-NEXT: llvm.call_intrinsic "llvm.assume"(%1) ["nonnull"(%arg1 : !llvm.ptr)] : (i1) -> ()

// CHECK:      %5 = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %0, i32 2)
// CHECK-NEXT: call void @llvm.x86.sse.stmxcsr(ptr %1)
// CHECK-NEXT: %6 = call i32 @llvm.fptoui.sat.i32.f32(float %2)
// CHECK-NEXT: %7 = call nnan ninf noundef float @llvm.fabs.f32(float %2)
// CHECK-NEXT: call void @llvm.assume(i1 true) [ "nonnull"(ptr %1) ]
// CHECK-NEXT: %8 = call ptr @llvm.invariant.start.p0(i64 32, ptr %1)
// CHECK-NEXT: call void @llvm.invariant.end.p0(ptr %8, i64 32, ptr %1)
// CHECK: declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32 immarg)
