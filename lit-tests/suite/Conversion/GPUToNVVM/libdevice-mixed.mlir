// libdevice calls: fast variants under afn, f16 through f32, predicates compared with 0,
// integer abs, arith remf/maxnumf; ops libdevice lacks (ctlz, ctpop) stay; memref arguments'
// descriptors are built in mlir-opt's order (the one used last first).
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  gpu.func @a(%o: memref<8xf32>, %oi: memref<8xi32>, %oh: memref<8xf16>) kernel attributes {known_grid_size = array<i32: 10, 1, 1>} {
    %b = gpu.block_id x
    %c = gpu.grid_dim y
    %t = gpu.thread_id y upper_bound 64
    %d = gpu.block_dim x upper_bound 2147483647
    %s = arith.addi %b, %c : index
    %s1 = arith.addi %s, %t : index
    %s2 = arith.addi %s1, %d : index
    %x = arith.index_cast %s2 : index to i32
    %y = math.ctlz %x : i32
    %h = memref.load %oh[%s] : memref<8xf16>
    %e = math.exp %h : f16
    %e2 = math.exp %h fastmath<afn> : f16
    %f = memref.load %o[%s] : memref<8xf32>
    %g = math.exp %f fastmath<fast> : f32
    %q = math.absi %x : i32
    %r = arith.remf %f, %g : f32
    %m = arith.maxnumf %f, %r : f32
    %rs = math.rsqrt %m : f32
    %pi = math.fpowi %rs, %x : f32, i32
    %fi = math.isfinite %pi : f32
    %ct = math.ctpop %q : i32
    memref.store %ct, %oi[%s] : memref<8xi32>
    %sel = arith.select %fi, %pi, %f : f32
    memref.store %sel, %o[%s] : memref<8xf32>
    memref.store %e, %oh[%s] : memref<8xf16>
    memref.store %e2, %oh[%s] : memref<8xf16>
    memref.store %y, %oi[%s] : memref<8xi32>
    gpu.return
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.func @__nv_expf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fast_expf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_abs(i32) -> i32
// CHECK-NEXT: llvm.func @__nv_fmodf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fmaxf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_rsqrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powif(f32, i32) -> f32
// CHECK-NEXT: llvm.func @__nv_finitef(f32) -> i32
// CHECK-NEXT: llvm.func @a(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_grid_size = array<i32: 10, 1, 1>, nvvm.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg10, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg12, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg13, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg14, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 10> : i32
// CHECK-NEXT: %19 = llvm.sext %18 : i32 to i64
// CHECK-NEXT: %20 = nvvm.read.ptx.sreg.nctaid.y range <i32, 1, 2> : i32
// CHECK-NEXT: %21 = llvm.sext %20 : i32 to i64
// CHECK-NEXT: %22 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 64> : i32
// CHECK-NEXT: %23 = llvm.sext %22 : i32 to i64
// CHECK-NEXT: %24 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 2147483647> : i32
// CHECK-NEXT: %25 = llvm.sext %24 : i32 to i64
// CHECK-NEXT: %26 = llvm.add %19, %21 : i64
// CHECK-NEXT: %27 = llvm.add %26, %23 : i64
// CHECK-NEXT: %28 = llvm.add %27, %25 : i64
// CHECK-NEXT: %29 = llvm.trunc %28 : i64 to i32
// CHECK-NEXT: %30 = math.ctlz %29 : i32
// CHECK-NEXT: %31 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.getelementptr inbounds|nuw %31[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> f16
// CHECK-NEXT: %34 = llvm.fpext %33 : f16 to f32
// CHECK-NEXT: %35 = llvm.call @__nv_expf(%34) : (f32) -> f32
// CHECK-NEXT: %36 = llvm.fptrunc %35 : f32 to f16
// CHECK-NEXT: %37 = llvm.fpext %33 : f16 to f32
// CHECK-NEXT: %38 = llvm.call @__nv_fast_expf(%37) : (f32) -> f32
// CHECK-NEXT: %39 = llvm.fptrunc %38 : f32 to f16
// CHECK-NEXT: %40 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %41 = llvm.getelementptr inbounds|nuw %40[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %42 = llvm.load %41 : !llvm.ptr -> f32
// CHECK-NEXT: %43 = llvm.call @__nv_fast_expf(%42) : (f32) -> f32
// CHECK-NEXT: %44 = llvm.call @__nv_abs(%29) : (i32) -> i32
// CHECK-NEXT: %45 = llvm.call @__nv_fmodf(%42, %43) : (f32, f32) -> f32
// CHECK-NEXT: %46 = llvm.call @__nv_fmaxf(%42, %45) : (f32, f32) -> f32
// CHECK-NEXT: %47 = llvm.call @__nv_rsqrtf(%46) : (f32) -> f32
// CHECK-NEXT: %48 = llvm.call @__nv_powif(%47, %29) : (f32, i32) -> f32
// CHECK-NEXT: %49 = llvm.call @__nv_finitef(%48) : (f32) -> i32
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %51 = llvm.icmp "ne" %49, %50 : i32
// CHECK-NEXT: %52 = math.ctpop %44 : i32
// CHECK-NEXT: %53 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.getelementptr inbounds|nuw %53[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.store %52, %54 : i32, !llvm.ptr
// CHECK-NEXT: %55 = llvm.select %51, %48, %42 : i1, f32
// CHECK-NEXT: %56 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.getelementptr inbounds|nuw %56[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %55, %57 : f32, !llvm.ptr
// CHECK-NEXT: %58 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.getelementptr inbounds|nuw %58[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: llvm.store %36, %59 : f16, !llvm.ptr
// CHECK-NEXT: %60 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %61 = llvm.getelementptr inbounds|nuw %60[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: llvm.store %39, %61 : f16, !llvm.ptr
// CHECK-NEXT: %62 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.getelementptr inbounds|nuw %62[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.store %30, %63 : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
