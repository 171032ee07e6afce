// sroa on llvm.alloca as MLIR 22: any getelementptr from the slot with a constant byte offset inside
// one field is rewired to that field's new alloca (an i8 getelementptr keeps the offset inside the
// field; nested aggregates split again in later rounds); loads and stores at the slot may be no
// larger than field 0; pointers derived from a rewired GEP must stay inside what remains of the
// field; lifetime/invariant markers go. Offsets in padding, out of bounds, negative or dynamic keep
// the aggregate, as do other uses of the slot.
// RUN: jopt %s --pass-pipeline="builtin.module(llvm.func(sroa))" -split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @nested_fields
// CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x i16 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[A]] : !llvm.ptr -> i16
// CHECK-NEXT: llvm.return %[[V]] : i16
llvm.func @nested_fields() -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i8, struct<(i64, array<4 x i16>)>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %g = llvm.getelementptr inbounds %s[0, 1, 1, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(i64, array<4 x i16>)>)>
  llvm.intr.lifetime.start %s : !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> i16
  llvm.return %v : i16
}

// -----

// Byte offsets: field 1 of (i32, i32, i32) is at 4, field 2 at 8; an access inside a field keeps an
// i8 getelementptr into the new alloca.
// CHECK-LABEL: llvm.func @byte_offsets
// CHECK-DAG: %[[F1:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK-DAG: %[[F2:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK: llvm.store %arg0, %{{.*}} : i32, !llvm.ptr
// CHECK: %[[IN:.*]] = llvm.getelementptr inbounds %{{.*}}[2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: llvm.store %arg1, %[[IN]] : i16, !llvm.ptr
llvm.func @byte_offsets(%a: i32, %b: i16) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(i32, i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %s[4] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %a, %p : i32, !llvm.ptr
  %q = llvm.getelementptr inbounds %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
  %r = llvm.getelementptr inbounds %q[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %b, %r : i16, !llvm.ptr
  llvm.return
}

// -----

// Field 0 read through a smaller type at the slot itself.
// CHECK-LABEL: llvm.func @smaller_field_zero
// CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.load %[[A]] : !llvm.ptr -> i32
llvm.func @smaller_field_zero() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(f64, i8)> : (i32) -> !llvm.ptr
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-4: llvm.alloca %{{.*}} x !llvm.struct<(i16, i32)>
llvm.func @kept(%v: i16, %i: i32, %p: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  // In the padding after field 0.
  %a = llvm.alloca %one x !llvm.struct<(i16, i32)> : (i32) -> !llvm.ptr
  %ga = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %ga : i16, !llvm.ptr
  // Past the end.
  %b = llvm.alloca %one x !llvm.struct<(i16, i32)> : (i32) -> !llvm.ptr
  %gb = llvm.getelementptr %b[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, i32)>
  llvm.store %v, %gb : i16, !llvm.ptr
  // A dynamic index.
  %c = llvm.alloca %one x !llvm.struct<(i16, i32)> : (i32) -> !llvm.ptr
  %gc = llvm.getelementptr %c[0, 1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i16, array<2 x i16>)>
  llvm.store %v, %gc : i16, !llvm.ptr
  // A store reaching past field 1 through the rewired pointer.
  %d = llvm.alloca %one x !llvm.struct<(i16, i32)> : (i32) -> !llvm.ptr
  %gd = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, i32)>
  %pd = llvm.getelementptr %gd[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %i, %pd : i32, !llvm.ptr
  llvm.return
}
