// llvm.intr.masked.load/store translate to the LLVM 20 intrinsics bytedeco's LLVM has: the alignment is
// an i32 argument after the pointer (LLVM 22, which mlir-translate 22 uses, makes it an "align" parameter
// attribute), and a load without pass-through passes poison.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: %4 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %0, i32 4, <4 x i1> %1, <4 x i32> %2)
// CHECK-NEXT: %5 = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %0, i32 16, <4 x i1> %1, <4 x i32> poison)
// CHECK-NEXT: call void @llvm.masked.store.v4i32.p0(<4 x i32> %4, ptr %0, i32 8, <4 x i1> %1)
// CHECK: declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr captures(none), i32 immarg, <4 x i1>, <4 x i32>)
// CHECK: declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr captures(none), i32 immarg, <4 x i1>)

llvm.func @masked(%p: !llvm.ptr, %m: vector<4xi1>, %pass: vector<4xi32>) -> vector<4xi32> {
  %a = llvm.intr.masked.load %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  %b = llvm.intr.masked.load %p, %m {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xi32>
  llvm.intr.masked.store %a, %p, %m {alignment = 8 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
  llvm.return %b : vector<4xi32>
}
