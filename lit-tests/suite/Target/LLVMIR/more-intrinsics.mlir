// Intrinsic ops MLIR 22 has and the dialect lacked (lround/llround/lrint/llrint, ucmp/scmp, ldexp,
// frexp, ptrmask, get.active.lane.mask, expect, trap/debugtrap, threadlocal.address, vscale,
// fshl/fshr): syntax as mlir-opt 22 prints it and --mlir-to-llvmir (frexp and ucmp crashed LLVM's
// intrinsic lookup before: their overload types are the struct's elements and the result/operand).
// RUN: jopt %s | jfilecheck %s --check-prefix=RT
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// RT: llvm.intr.lround(%arg0) : (f32) -> i64
// RT: llvm.intr.ucmp(%arg1, %arg1) : (i32, i32) -> i8
// RT: llvm.intr.ldexp(%arg0, %arg1) : (f32, i32) -> f32
// RT: llvm.intr.frexp(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
// RT: llvm.intr.ptrmask %arg2, %arg3 : (!llvm.ptr, i64) -> !llvm.ptr
// RT: llvm.intr.get.active.lane.mask %arg1, %arg1 : i32, i32 to vector<8xi1>
// RT: llvm.intr.expect %arg4, %arg4 : i1
// RT: "llvm.intr.vscale"() : () -> i64
// RT: llvm.intr.fshl(%arg1, %arg1, %arg1) : (i32, i32, i32) -> i32
// RT: llvm.intr.trap
// RT: llvm.intr.debugtrap
// CHECK: call i64 @llvm.lround.i64.f32(float %0)
// CHECK: call i8 @llvm.ucmp.i8.i32(i32 %1, i32 %1)
// CHECK: call float @llvm.ldexp.f32.i32(float %0, i32 %1)
// CHECK: call { float, i32 } @llvm.frexp.f32.i32(float %0)
// CHECK: call ptr @llvm.ptrmask.p0.i64(ptr %2, i64 %3)
// CHECK: call <8 x i1> @llvm.get.active.lane.mask.v8i1.i32(i32 %1, i32 %1)
// CHECK: call i1 @llvm.expect.i1(i1 %4, i1 %4)
// CHECK: call i64 @llvm.vscale.i64()
// CHECK: call i32 @llvm.fshl.i32(i32 %1, i32 %1, i32 %1)
// CHECK: call void @llvm.trap()
// CHECK: call void @llvm.debugtrap()
llvm.func @intrinsics(%a: f32, %i: i32, %p: !llvm.ptr, %l: i64, %c: i1) {
  %0 = llvm.intr.lround(%a) : (f32) -> i64
  %1 = llvm.intr.ucmp(%i, %i) : (i32, i32) -> i8
  %2 = llvm.intr.ldexp(%a, %i) : (f32, i32) -> f32
  %3 = llvm.intr.frexp(%a) : (f32) -> !llvm.struct<(f32, i32)>
  %4 = llvm.intr.ptrmask %p, %l : (!llvm.ptr, i64) -> !llvm.ptr
  %5 = llvm.intr.get.active.lane.mask %i, %i : i32, i32 to vector<8xi1>
  %6 = llvm.intr.expect %c, %c : i1
  %7 = "llvm.intr.vscale"() : () -> i64
  %8 = llvm.intr.fshl(%i, %i, %i) : (i32, i32, i32) -> i32
  llvm.intr.trap
  llvm.intr.debugtrap
  llvm.return
}
