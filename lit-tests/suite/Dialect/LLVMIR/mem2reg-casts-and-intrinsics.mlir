// mem2reg through what is not a plain load or store of the slot's type (MLIR 22's LLVMMemorySlot):
// lifetime and invariant markers, addrspacecasts and zero getelementptrs go with the slot; loads of a
// smaller or same-sized type read the value through casts and a truncation; a smaller store masks its
// bits into the value before it; memset, memcpy, memmove and memcpy.inline covering the whole slot
// become values, stores and loads. Volatile, partial and self copies keep the slot.
// RUN: jopt %s --pass-pipeline="builtin.module(llvm.func(mem2reg))" -split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @markers_and_casts
// CHECK-NOT: llvm.alloca
// CHECK-NOT: llvm.intr
// CHECK-NOT: llvm.addrspacecast
// CHECK-NOT: llvm.getelementptr
// CHECK: llvm.return %arg0 : i16
llvm.func @markers_and_casts(%v: i16) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  %q = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
  %g = llvm.getelementptr %q[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16
  llvm.intr.lifetime.start %g : !llvm.ptr<3>
  %t = llvm.intr.invariant.start 2, %p : !llvm.ptr
  llvm.store %v, %p : i16, !llvm.ptr
  llvm.intr.invariant.end %t, 2, %p : !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i16
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.return %r : i16
}

// -----

// A non-zero getelementptr keeps the slot in memory.
// CHECK-LABEL: llvm.func @offset_gep
// CHECK: llvm.alloca
llvm.func @offset_gep(%v: i16) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  %g = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.intr.lifetime.start %g : !llvm.ptr
  llvm.store %v, %p : i16, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i16
  llvm.return %r : i16
}

// -----

// CHECK-LABEL: llvm.func @narrow_and_same_size_loads
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : i64
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: %[[BITS:.*]] = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %[[WIDE:.*]] = llvm.zext %[[BITS]] : i32 to i64
// CHECK-NEXT: %[[MASK:.*]] = llvm.mlir.constant(-4294967296 : i64) : i64
// CHECK-NEXT: %[[KEPT:.*]] = llvm.and %[[U]], %[[MASK]] : i64
// CHECK-NEXT: %[[NEW:.*]] = llvm.or %[[KEPT]], %[[WIDE]] : i64
// CHECK-NEXT: %[[LOW:.*]] = llvm.trunc %[[NEW]] : i64 to i16
// CHECK-NEXT: %[[AS_F64:.*]] = llvm.bitcast %[[NEW]] : i64 to f64
// CHECK-NEXT: %[[AS_INT:.*]] = llvm.ptrtoint %arg1 : !llvm.ptr to i64
// CHECK-NEXT: %[[AS_PTR:.*]] = llvm.inttoptr %[[AS_INT]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: llvm.return %[[AS_PTR]] : !llvm.ptr<1>
llvm.func @narrow_and_same_size_loads(%f: f32, %ptr: !llvm.ptr) -> !llvm.ptr<1> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %f, %p : f32, !llvm.ptr
  %low = llvm.load %p : !llvm.ptr -> i16
  %d = llvm.load %p : !llvm.ptr -> f64
  llvm.store %ptr, %p : !llvm.ptr, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> !llvm.ptr<1>
  llvm.return %r : !llvm.ptr<1>
}

// -----

// A load wider than the slot blocks promotion.
// CHECK-LABEL: llvm.func @wider_load
// CHECK: llvm.alloca
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
llvm.func @wider_load(%v: i32) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : i32, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i64
  llvm.return %r : i64
}

// -----

// CHECK-LABEL: llvm.func @memset_runtime_byte
// CHECK: %[[B:.*]] = llvm.zext %arg0 : i8 to i16
// CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %[[S:.*]] = llvm.shl %[[B]], %[[C8]] : i16
// CHECK-NEXT: %[[V:.*]] = llvm.or %[[B]], %[[S]] : i16
// CHECK-NEXT: %[[H:.*]] = llvm.bitcast %[[V]] : i16 to f16
// CHECK-NEXT: llvm.return %[[H]] : f16
llvm.func @memset_runtime_byte(%b: i8) -> f16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x f16 : (i32) -> !llvm.ptr
  %n = llvm.mlir.constant(2 : i64) : i64
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %r = llvm.load %p : !llvm.ptr -> f16
  llvm.return %r : f16
}

// -----

// A constant byte becomes one constant of the repeated pattern (0x0101010101010101).
// CHECK-LABEL: llvm.func @memset_constant_byte
// CHECK: %[[C:.*]] = llvm.mlir.constant(72340172838076673 : i64) : i64
// CHECK-NEXT: llvm.return %[[C]] : i64
llvm.func @memset_constant_byte() -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %b = llvm.mlir.constant(1 : i8) : i8
  %n = llvm.mlir.constant(8 : i32) : i32
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %r = llvm.load %p : !llvm.ptr -> i64
  llvm.return %r : i64
}

// -----

// Pointer slots, odd-sized integers, partial lengths and volatile memsets stay.
// CHECK-LABEL: llvm.func @memset_kept
// CHECK-COUNT-4: "llvm.intr.memset"
llvm.func @memset_kept(%b: i8) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %n8 = llvm.mlir.constant(8 : i32) : i32
  %n2 = llvm.mlir.constant(2 : i32) : i32
  %p = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%p, %b, %n8) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %q = llvm.alloca %one x i12 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%q, %b, %n2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %r = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%r, %b, %n2) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %s = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%s, %b, %n2) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  llvm.return
}

// -----

// A copy into the slot loads its source; a copy out of it stores the value it holds.
// CHECK-LABEL: llvm.func @copies
// CHECK-NOT: llvm.alloca
// CHECK: %[[IN:.*]] = llvm.load %arg0 : !llvm.ptr -> f64
// CHECK-NEXT: llvm.store %[[IN]], %arg1 : f64, !llvm.ptr
// CHECK-NEXT: llvm.return %[[IN]] : f64
llvm.func @copies(%src: !llvm.ptr, %dst: !llvm.ptr) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %p = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  "llvm.intr.memmove"(%p, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy.inline"(%dst, %p) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %r = llvm.load %p : !llvm.ptr -> f64
  llvm.return %r : f64
}

// -----

// CHECK-LABEL: llvm.func @copies_kept
// CHECK: "llvm.intr.memcpy"(%[[P:.*]], %[[P]], %{{.*}})
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %arg0, %{{.*}}) <{isVolatile = true}>
llvm.func @copies_kept(%src: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(4 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%q, %src, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}
