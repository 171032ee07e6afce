// The llvm ops' folders under -canonicalize: icmp of a value with itself or of a fresh alloca with
// null, extractvalue through insertvalue chains and constants, casts that come back to the source
// type, getelementptr with constant indices, constant shl/or/zext (and nothing else), constants
// materialized as llvm.mlir.constant, and the dead loads/allocas/pure inline asm it erases.
// RUN: jopt %s --pass-pipeline='builtin.module(llvm.func(canonicalize))' -split-input-file | jfilecheck %s

llvm.func @sink(...)

// CHECK-LABEL: llvm.func @cmp_same
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(dense<false> : vector<3xi1>) : vector<3xi1>
// CHECK-NEXT: %[[S:.*]] = llvm.icmp "sgt" %arg0, %arg0 : i64
// CHECK-NEXT: llvm.call @sink(%[[T]], %[[F]], %[[S]])
llvm.func @cmp_same(%a: i64, %v: vector<3xi8>) {
  %0 = llvm.icmp "eq" %a, %a : i64
  %1 = llvm.icmp "ne" %v, %v : vector<3xi8>
  %2 = llvm.icmp "sgt" %a, %a : i64
  llvm.call @sink(%0, %1, %2) vararg(!llvm.func<void (...)>) : (i1, vector<3xi1>, i1) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @cmp_alloca_null
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.return %[[F]] : i1
llvm.func @cmp_alloca_null(%n: i32) -> i1 {
  %null = llvm.mlir.zero : !llvm.ptr
  %p = llvm.alloca %n x f64 : (i32) -> !llvm.ptr
  %0 = llvm.icmp "eq" %null, %p : !llvm.ptr
  llvm.return %0 : i1
}

// -----

llvm.func @sink(...)

// CHECK-LABEL: llvm.func @through_inserts
// CHECK-SAME: (%[[A:.*]]: i16, %[[B:.*]]: f32, %[[S:.*]]: !llvm.struct<(i16, f32, i8)>)
// CHECK-NEXT: %[[E:.*]] = llvm.extractvalue %[[S]][2]
// CHECK-NEXT: llvm.call @sink(%[[B]], %[[E]])
llvm.func @through_inserts(%a: i16, %b: f32, %s: !llvm.struct<(i16, f32, i8)>) {
  %0 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i16, f32, i8)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i16, f32, i8)>
  %2 = llvm.extractvalue %1[1] : !llvm.struct<(i16, f32, i8)>
  %3 = llvm.extractvalue %1[2] : !llvm.struct<(i16, f32, i8)>
  llvm.call @sink(%2, %3) vararg(!llvm.func<void (...)>) : (f32, i8) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @nested_positions
// CHECK-NEXT: %[[E:.*]] = llvm.extractvalue %arg0[1, 0] : !llvm.array<2 x array<3 x i32>>
// CHECK-NEXT: llvm.return %[[E]]
llvm.func @nested_positions(%x: !llvm.array<2 x array<3 x i32>>) -> i32 {
  %0 = llvm.extractvalue %x[1] : !llvm.array<2 x array<3 x i32>>
  %1 = llvm.extractvalue %0[0] : !llvm.array<3 x i32>
  llvm.return %1 : i32
}

// CHECK-LABEL: llvm.func @prefix_insert_kept
// CHECK: llvm.insertvalue
// CHECK: llvm.extractvalue
llvm.func @prefix_insert_kept(%x: !llvm.array<2 x array<2 x i8>>, %r: !llvm.array<2 x i8>) -> i8 {
  %0 = llvm.insertvalue %r, %x[1] : !llvm.array<2 x array<2 x i8>>
  %1 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x i8>>
  llvm.return %1 : i8
}

// -----

llvm.func @sink(...)

// CHECK-LABEL: llvm.func @casts
// CHECK-SAME: (%[[X:.*]]: i64, %[[P:.*]]: !llvm.ptr<3>)
// CHECK-NEXT: llvm.call @sink(%[[X]], %[[P]])
llvm.func @casts(%x: i64, %p: !llvm.ptr<3>) {
  %0 = llvm.bitcast %x : i64 to vector<2xi32>
  %1 = llvm.bitcast %0 : vector<2xi32> to i64
  %2 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr<3>
  llvm.call @sink(%1, %2) vararg(!llvm.func<void (...)>) : (i64, !llvm.ptr<3>) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @geps
// CHECK-NEXT: %[[BIG:.*]] = llvm.mlir.constant(8589934592 : i64) : i64
// CHECK-NEXT: %[[G1:.*]] = llvm.getelementptr %arg0[%arg1, 4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i16>
// CHECK-NEXT: %[[G2:.*]] = llvm.getelementptr %arg0[%[[BIG]]] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT: llvm.call @sink(%arg0, %[[G1]], %[[G2]])
llvm.func @geps(%p: !llvm.ptr, %i: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %big = llvm.mlir.constant(8589934592 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %p[%i, %c4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i16>
  %2 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, i16
  llvm.call @sink(%0, %1, %2) vararg(!llvm.func<void (...)>) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @sink(...)

// CHECK-LABEL: llvm.func @constants
// CHECK-DAG: llvm.mlir.constant(255 : i16) : i16
// CHECK-DAG: llvm.mlir.constant(-128 : i8) : i8
// CHECK-DAG: llvm.mlir.constant(14 : i8) : i8
// CHECK-DAG: llvm.add
// CHECK-DAG: llvm.trunc
// CHECK-NOT: llvm.zext
// CHECK-NOT: llvm.or
// CHECK: llvm.return
llvm.func @constants() {
  %m1 = llvm.mlir.constant(-1 : i8) : i8
  %c1 = llvm.mlir.constant(1 : i8) : i8
  %c7 = llvm.mlir.constant(7 : i8) : i8
  %c12 = llvm.mlir.constant(12 : i8) : i8
  %c6 = llvm.mlir.constant(6 : i8) : i8
  %c9 = llvm.mlir.constant(9 : i8) : i8
  %0 = llvm.zext %m1 : i8 to i16
  %1 = llvm.shl %c1, %c7 : i8
  %2 = llvm.or %c12, %c6 : i8
  %3 = llvm.shl %c1, %c9 : i8
  %4 = llvm.add %c1, %c7 : i8
  %5 = llvm.trunc %c9 : i8 to i8
  llvm.call @sink(%0, %1, %2, %3, %4, %5) vararg(!llvm.func<void (...)>) : (i16, i8, i8, i8, i8, i8) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @dead_memory_ops
// CHECK-NEXT: llvm.load volatile
// CHECK-NEXT: llvm.load %arg0 atomic acquire
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.inline_asm has_side_effects
// CHECK-NEXT: llvm.return
llvm.func @dead_memory_ops(%p: !llvm.ptr, %n: i64) {
  %0 = llvm.load %p : !llvm.ptr -> f64
  %1 = llvm.load volatile %p : !llvm.ptr -> f64
  %2 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %3 = llvm.load %p atomic unordered {alignment = 8 : i64} : !llvm.ptr -> i64
  %4 = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
  llvm.store %n, %p : i64, !llvm.ptr
  %5 = llvm.inline_asm "nop", "=r" : () -> i32
  %6 = llvm.inline_asm has_side_effects "nop", "=r" : () -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @hoisted_undef
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT: llvm.call @take(%[[U]], %[[U]], %[[Z]])
llvm.func @take(i32, i32, !llvm.ptr)
llvm.func @hoisted_undef() {
  %z = llvm.mlir.zero : !llvm.ptr
  %u = llvm.mlir.undef : i32
  %v = llvm.mlir.undef : i32
  llvm.call @take(%u, %v, %z) : (i32, i32, !llvm.ptr) -> ()
  llvm.return
}
