// Intrinsic declarations carry LLVM 22's function attributes where LLVM 20's intrinsic table has
// fewer: nocreateundeforpoison on the math and integer intrinsics LLVM 22 gives it (copysign, fabs,
// smax, fshl, powi, sadd.with.overflow, ...), placed among the enum attributes by name, in the
// attribute group and in the "; Function Attrs:" comment; the declarations without it (tanh,
// vector.reduce.fmax) share another group, numbered as mlir-translate 22 numbers them.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: ; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.copysign.f32(float, float) #0
// CHECK: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.tanh.f32(float) #1
// CHECK: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK: declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>) #1
// CHECK: declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0
// CHECK: attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NOT: "nocreateundeforpoison"

llvm.func @math(%x: f32, %i: i32, %v: vector<2xf32>) -> f32 {
  %0 = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
  %1 = llvm.intr.tanh(%0) : (f32) -> f32
  %2 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %3 = llvm.intr.vector.reduce.fmax(%v) : (vector<2xf32>) -> f32
  %4 = "llvm.intr.sadd.with.overflow"(%i, %2) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %1 : f32
}
