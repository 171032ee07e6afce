// gpu.shuffle -> nvvm.shfl.sync: mask -1 >> (32 - width), clamp width - 1 (32 - width for up),
// the validity flag asked for only where it is used; 64-bit values are shuffled as two 32-bit
// halves (floats through a bitcast).
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  // CHECK-LABEL: llvm.func @modes(%arg0: f32, %arg1: i32, %arg2: i32)
  gpu.func @modes(%a: f32, %off: i32, %w: i32) -> (f32, i1, f32, f32, f32) {
    // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
    // CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK: %[[INACTIVE:.*]] = llvm.sub %[[C32]], %arg2 : i32
    // CHECK: %[[MASK:.*]] = llvm.lshr %[[M1]], %[[INACTIVE]] : i32
    // CHECK: %[[CLAMP:.*]] = llvm.sub %arg2, %[[ONE]] : i32
    // CHECK: %[[X:.*]] = nvvm.shfl.sync  bfly %[[MASK]], %arg0, %arg1, %[[CLAMP]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    // CHECK: llvm.extractvalue %[[X]][0] : !llvm.struct<(f32, i1)>
    // CHECK: llvm.extractvalue %[[X]][1] : !llvm.struct<(f32, i1)>
    %r0, %p0 = gpu.shuffle xor %a, %off, %w : f32
    // CHECK: %[[UPIN:.*]] = llvm.sub %{{.*}}, %arg2 : i32
    // CHECK: %[[UPMASK:.*]] = llvm.lshr %{{.*}}, %[[UPIN]] : i32
    // CHECK: nvvm.shfl.sync  up %[[UPMASK]], %arg0, %arg1, %[[UPIN]] : f32 -> f32
    %r1, %p1 = gpu.shuffle up %a, %off, %w : f32
    // CHECK: nvvm.shfl.sync  down %{{.*}}, %arg0, %arg1, %{{.*}} : f32 -> f32
    %r2, %p2 = gpu.shuffle down %a, %off, %w : f32
    // CHECK: nvvm.shfl.sync  idx %{{.*}}, %arg0, %arg1, %{{.*}} : f32 -> f32
    %r3, %p3 = gpu.shuffle idx %a, %off, %w : f32
    gpu.return %r0, %p0, %r1, %r2, %r3 : f32, i1, f32, f32, f32
  }

  // CHECK-LABEL: llvm.func @wide(%arg0: f64, %arg1: i32)
  gpu.func @wide(%a: f64, %off: i32) -> (f64, i1) {
    // CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
    // CHECK: %[[BITS:.*]] = llvm.bitcast %arg0 : f64 to i64
    // CHECK: %[[LO:.*]] = llvm.trunc %[[BITS]] : i64 to i32
    // CHECK: %[[SHR:.*]] = llvm.lshr %[[BITS]], %[[C32]] : i64
    // CHECK: %[[HI:.*]] = llvm.trunc %[[SHR]] : i64 to i32
    // CHECK: nvvm.shfl.sync  bfly %{{.*}}, %[[LO]], %arg1, %{{.*}} {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    // CHECK: nvvm.shfl.sync  bfly %{{.*}}, %[[HI]], %arg1, %{{.*}} {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    // CHECK: llvm.zext
    // CHECK: llvm.zext
    // CHECK: llvm.shl %{{.*}}, %[[C32]] : i64
    // CHECK: llvm.or
    // CHECK: llvm.bitcast %{{.*}} : i64 to f64
    // CHECK: llvm.and %{{.*}}, %{{.*}} : i1
    %c32 = arith.constant 32 : i32
    %r, %p = gpu.shuffle xor %a, %off, %c32 : f64
    gpu.return %r, %p : f64, i1
  }
}
