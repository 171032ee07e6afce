// llvm.intr.masked.gather/scatter translate to the LLVM 20 intrinsics bytedeco's LLVM has: the
// alignment is an i32 argument after the pointer vector (LLVM 22, which mlir-translate 22 uses, makes
// it an "align" parameter attribute), and a gather without pass-through passes poison. The ops
// themselves round-trip in mlir-opt 22's syntax.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jopt %s | jfilecheck %s --check-prefix=ROUNDTRIP

// CHECK: %4 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %0, i32 4, <4 x i1> %1, <4 x float> %2)
// CHECK-NEXT: call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %4, <4 x ptr> %0, i32 16, <4 x i1> %1)
// CHECK-NEXT: %5 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %0, i32 8, <4 x i1> %1, <4 x float> poison)
// CHECK: declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x float>)
// CHECK: declare void @llvm.masked.scatter.v4f32.v4p0(<4 x float>, <4 x ptr>, i32 immarg, <4 x i1>)

// ROUNDTRIP: %0 = llvm.intr.masked.gather %arg0, %arg1, %arg2 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// ROUNDTRIP-NEXT: llvm.intr.masked.scatter %0, %arg0, %arg1 {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
// ROUNDTRIP-NEXT: %1 = llvm.intr.masked.gather %arg0, %arg1 {alignment = 8 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>
llvm.func @g(%p: vector<4x!llvm.ptr>, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.intr.masked.gather %p, %m, %pt {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %0, %p, %m {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  %1 = llvm.intr.masked.gather %p, %m {alignment = 8 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
