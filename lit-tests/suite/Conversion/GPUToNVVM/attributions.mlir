// Workgroup attributions: one internal global per attribution, named after the function and
// its position, kept even when unused (the greedy pre-pass erases dead ids first); upper_bound
// and known_grid_size give ranges, lane_id's default bound is the warp size.
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  gpu.func @a() workgroup(%w: memref<4x8xf32, #gpu.address_space<workgroup>>) kernel attributes {known_grid_size = array<i32: 10, 1, 1>} {
    %b = gpu.block_id x
    %c = gpu.grid_dim y
    %t = gpu.thread_id y upper_bound 64
    %d = gpu.block_dim x upper_bound 2147483647
    %s = arith.addi %b, %c : index
    %s1 = arith.addi %s, %t : index
    %s2 = arith.addi %s1, %d : index
    %x = arith.index_cast %s2 : index to i32
    %y = math.ctlz %x : i32
    %h = arith.constant 1.0 : f16
    %e = math.exp %h : f16
    %e2 = math.exp %h fastmath<afn> : f16
    %f = arith.constant 1.0 : f32
    %g = math.exp %f fastmath<fast> : f32
    %q = math.absi %x : i32
    %r = arith.remf %f, %f : f32
    gpu.return
  }
  gpu.func @b() workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>, %v: memref<4xi32, #gpu.address_space<workgroup>>) {
    %l = gpu.lane_id upper_bound 16
    %c = arith.constant 0 : index
    %li = arith.index_cast %l : index to i32
    memref.store %li, %v[%c] : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// CHECK: gpu.module @m {
// CHECK-NEXT: llvm.mlir.global internal @__wg_a_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
// CHECK-NEXT: llvm.func @a() attributes {gpu.kernel, gpu.known_grid_size = array<i32: 10, 1, 1>, nvvm.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.addressof @__wg_a_0 : !llvm.ptr<3>
// CHECK-NEXT: %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal @__wg_b_0() {addr_space = 3 : i32} : !llvm.array<4 x f32>
// CHECK-NEXT: llvm.mlir.global internal @__wg_b_1() {addr_space = 3 : i32} : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.func @b() {
// CHECK-NEXT: %0 = llvm.mlir.addressof @__wg_b_0 : !llvm.ptr<3>
// CHECK-NEXT: %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x f32>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.addressof @__wg_b_1 : !llvm.ptr<3>
// CHECK-NEXT: %12 = llvm.getelementptr %11[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x i32>
// CHECK-NEXT: %13 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %12, %13[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %12, %14[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = nvvm.read.ptx.sreg.laneid range <i32, 0, 16> : i32
// CHECK-NEXT: %24 = llvm.sext %23 : i32 to i64
// CHECK-NEXT: %25 = llvm.trunc %24 : i64 to i32
// CHECK-NEXT: %26 = llvm.extractvalue %21[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.getelementptr inbounds|nuw %26[%22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
// CHECK-NEXT: llvm.store %25, %27 : i32, !llvm.ptr<3>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
