// sroa through llvm.intr.memset / memset.inline / memcpy / memmove / memcpy.inline, as MLIR 22:
// a memset at the start of the slot with a constant length inside it becomes one memset per field
// used, each covering what the original covered of that field (fields at their aligned offsets
// unless the struct is packed); a copy of the whole slot into or out of it becomes one copy per
// field used, through a getelementptr [0, k] of the other pointer (a copy out of the slot uses every
// field). Volatile intrinsics, partial copies and memsets past the end keep the aggregate.
// RUN: jopt %s --pass-pipeline="builtin.module(llvm.func(sroa))" -split-input-file | jfilecheck %s

// Fields (i16, i64): the default layout aligns i64 to 4 bytes, so it sits at offset 4 and 12
// bytes cover 8 of it.
// CHECK-LABEL: llvm.func @memset_two_fields
// CHECK-DAG: %[[LO:.*]] = llvm.alloca %{{.*}} x i16 : (i32) -> !llvm.ptr
// CHECK-DAG: %[[HI:.*]] = llvm.alloca %{{.*}} x i64 : (i32) -> !llvm.ptr
// CHECK: %[[N0:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: "llvm.intr.memset"(%[[LO]], %{{.*}}, %[[N0]]) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: %[[N1:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: "llvm.intr.memset"(%[[HI]], %{{.*}}, %[[N1]]) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NOT: llvm.intr.memset
llvm.func @memset_two_fields(%byte: i8) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.struct<(i16, i64)> : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(12 : i64) : i64
  "llvm.intr.memset"(%slot, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %p1 = llvm.getelementptr %slot[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, i64)>
  %a = llvm.load %slot : !llvm.ptr -> i16
  %b = llvm.load %p1 : !llvm.ptr -> i64
  %c = llvm.zext %a : i16 to i64
  %r = llvm.add %b, %c : i64
  llvm.return %r : i64
}

// -----

// Packed: no padding, the third field gets the last byte of 7.
// CHECK-LABEL: llvm.func @memset_inline_packed
// CHECK: %[[F:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK: "llvm.intr.memset.inline"(%[[F]], %{{.*}}) <{isVolatile = false, len = 2 : i64}> : (!llvm.ptr, i8) -> ()
// CHECK-NOT: llvm.intr.memset
llvm.func @memset_inline_packed(%byte: i8) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.struct<packed (i8, i32, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memset.inline"(%slot, %byte) <{isVolatile = false, len = 7}> : (!llvm.ptr, i8) -> ()
  %p = llvm.getelementptr %slot[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32, i32)>
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// A memset through a rewired getelementptr of field 0 stays inside it.
// CHECK-LABEL: llvm.func @memset_through_gep
// CHECK: %[[F:.*]] = llvm.alloca %{{.*}} x f32 : (i32) -> !llvm.ptr
// CHECK-NOT: llvm.getelementptr
// CHECK: "llvm.intr.memset"(%[[F]], %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
llvm.func @memset_through_gep(%byte: i8) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.array<3 x f32> : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(4 : i32) : i32
  %p = llvm.getelementptr %slot[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f32>
  "llvm.intr.memset"(%p, %byte, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----

// Copy into the slot: only the field read is copied, from the same element of the source.
// CHECK-LABEL: llvm.func @memcpy_into
// CHECK-SAME: (%[[SRC:.*]]: !llvm.ptr)
// CHECK: %[[F:.*]] = llvm.alloca %{{.*}} x i64 : (i32) -> !llvm.ptr
// CHECK: %[[E:.*]] = llvm.getelementptr %[[SRC]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i64)>
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: "llvm.intr.memmove"(%[[F]], %[[E]], %[[N]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[F]] : !llvm.ptr -> i64
llvm.func @memcpy_into(%src: !llvm.ptr) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.struct<(i32, i32, i64)> : (i32) -> !llvm.ptr
  %len = llvm.mlir.constant(16 : i32) : i32
  "llvm.intr.memmove"(%slot, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %p = llvm.getelementptr %slot[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i64)>
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

// -----

// Copy out of the slot: every field is copied out, in field order; memcpy.inline keeps its length
// type. (Which new alloca holds which field follows MLIR's hash order: not checked.)
// CHECK-LABEL: llvm.func @memcpy_inline_out
// CHECK-SAME: (%[[DST:.*]]: !llvm.ptr
// CHECK-COUNT-2: llvm.alloca %{{.*}} x i16 : (i32) -> !llvm.ptr
// CHECK: llvm.store
// CHECK: %[[E0:.*]] = llvm.getelementptr %[[DST]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i16>
// CHECK-NEXT: "llvm.intr.memcpy.inline"(%[[E0]], %{{.*}}) <{isVolatile = false, len = 2 : i8}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %[[E1:.*]] = llvm.getelementptr %[[DST]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i16>
// CHECK-NEXT: "llvm.intr.memcpy.inline"(%[[E1]], %{{.*}}) <{isVolatile = false, len = 2 : i8}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NOT: !llvm.array<2 x i16>) -> !llvm.ptr
llvm.func @memcpy_inline_out(%dst: !llvm.ptr, %x: i16) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.array<2 x i16> : (i32) -> !llvm.ptr
  llvm.store %x, %slot : i16, !llvm.ptr
  "llvm.intr.memcpy.inline"(%dst, %slot) <{isVolatile = false, len = 4 : i8}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

// Kept whole: a volatile memset, a memset past the end, a partial copy.
// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-3: llvm.alloca %{{.*}} x !llvm.array<2 x i32>
llvm.func @kept(%byte: i8, %src: !llvm.ptr) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %nine = llvm.mlir.constant(9 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%a, %byte, %four) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memset"(%b, %byte, %nine) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memcpy"(%c, %src, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %x = llvm.load %a : !llvm.ptr -> i32
  %y = llvm.load %b : !llvm.ptr -> i32
  %z = llvm.load %c : !llvm.ptr -> i32
  %s = llvm.add %x, %y : i32
  %t = llvm.add %s, %z : i32
  llvm.return %t : i32
}
