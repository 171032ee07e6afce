// A kernel: memref arguments expanded, gpu.kernel/nvvm.kernel, known_block_size as
// gpu.known_block_size and nvvm.maxntid (and as the range of the ids it bounds), workgroup
// attributions as address-space-3 globals, private ones as allocas, ids as sign-extended special
// registers, global_id expanded, barrier as nvvm.barrier0, math as libdevice calls declared before
// their function; a func.func gets a C interface.
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @kernels {
  gpu.func @add(%a: memref<16xf32>, %b: memref<?xf32, #gpu.address_space<global>>, %n: index) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tx = gpu.thread_id x
    %bx = gpu.block_id y
    %bd = gpu.block_dim z
    %gd = gpu.grid_dim x
    %l = gpu.lane_id
    %g = gpu.global_id x
    %s = arith.addi %tx, %bx : index
    %s2 = arith.addi %s, %bd : index
    %s3 = arith.addi %s2, %gd : index
    %s4 = arith.addi %s3, %l : index
    %s5 = arith.addi %s4, %g : index
    %v = memref.load %a[%s5] : memref<16xf32>
    %e = math.exp %v : f32
    memref.store %e, %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    memref.store %e, %p[%tx] : memref<4xf32, #gpu.address_space<private>>
    gpu.return
  }
  func.func @helper(%x: f64) -> f64 {
    %y = math.tanh %x : f64
    return %y : f64
  }
}

// CHECK: gpu.module @kernels {
// CHECK-NEXT: llvm.mlir.global internal @__wg_add_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
// CHECK-NEXT: llvm.func @__nv_expf(f32) -> f32
// CHECK-NEXT: llvm.func @add(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.addressof @__wg_add_0 : !llvm.ptr<3>
// CHECK-NEXT: %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %18 = llvm.alloca %17 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
// CHECK-NEXT: %29 = llvm.sext %28 : i32 to i64
// CHECK-NEXT: %30 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: %31 = llvm.sext %30 : i32 to i64
// CHECK-NEXT: %32 = nvvm.read.ptx.sreg.ntid.z range <i32, 1, 2> : i32
// CHECK-NEXT: %33 = llvm.sext %32 : i32 to i64
// CHECK-NEXT: %34 = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT: %35 = llvm.sext %34 : i32 to i64
// CHECK-NEXT: %36 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
// CHECK-NEXT: %37 = llvm.sext %36 : i32 to i64
// CHECK-NEXT: %38 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %39 = llvm.sext %38 : i32 to i64
// CHECK-NEXT: %40 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 129> : i32
// CHECK-NEXT: %41 = llvm.sext %40 : i32 to i64
// CHECK-NEXT: %42 = llvm.mul %39, %41 : i64
// CHECK-NEXT: %43 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
// CHECK-NEXT: %44 = llvm.sext %43 : i32 to i64
// CHECK-NEXT: %45 = llvm.add %44, %42 : i64
// CHECK-NEXT: %46 = llvm.add %29, %31 : i64
// CHECK-NEXT: %47 = llvm.add %46, %33 : i64
// CHECK-NEXT: %48 = llvm.add %47, %35 : i64
// CHECK-NEXT: %49 = llvm.add %48, %37 : i64
// CHECK-NEXT: %50 = llvm.add %49, %45 : i64
// CHECK-NEXT: %51 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.getelementptr inbounds|nuw %51[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %53 = llvm.load %52 : !llvm.ptr -> f32
// CHECK-NEXT: %54 = llvm.call @__nv_expf(%53) : (f32) -> f32
// CHECK-NEXT: %55 = llvm.extractvalue %16[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.getelementptr inbounds|nuw %55[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: llvm.store %54, %56 : f32, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %57 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.getelementptr inbounds|nuw %57[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %54, %58 : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @__nv_tanh(f64) -> f64
// CHECK-NEXT: llvm.func @helper(%arg0: f64) -> f64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @__nv_tanh(%arg0) : (f64) -> f64
// CHECK-NEXT: llvm.return %0 : f64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_helper(%arg0: f64) -> f64 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @helper(%arg0) : (f64) -> f64
// CHECK-NEXT: llvm.return %0 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
