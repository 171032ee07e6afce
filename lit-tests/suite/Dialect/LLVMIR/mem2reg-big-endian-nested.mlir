// mem2reg on llvm slots as mlir-opt 22: under a big-endian dlti.dl_spec a narrower load takes the
// most significant bits (lshr, then trunc) and a narrower store shifts its value up and keeps the
// low bits of the slot; a cast of the slot's address that nothing reads no longer holds the slot in
// memory when it sits in a nested region.
// RUN: jopt %s --pass-pipeline="builtin.module(llvm.func(mem2reg{region-simplify=false}))" -split-input-file | jfilecheck %s

module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  // CHECK-LABEL: llvm.func @high_half
  // CHECK-SAME: (%[[WORD:.*]]: i32) -> i16
  // CHECK-NOT: llvm.alloca
  // CHECK: %[[SHIFT:.*]] = llvm.mlir.constant(16 : i32) : i32
  // CHECK: %[[HIGH:.*]] = llvm.lshr %[[WORD]], %[[SHIFT]] : i32
  // CHECK: %[[HALF:.*]] = llvm.trunc %[[HIGH]] : i32 to i16
  // CHECK: llvm.return %[[HALF]] : i16
  llvm.func @high_half(%w: i32) -> i16 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %w, %slot : i32, !llvm.ptr
    %h = llvm.load %slot : !llvm.ptr -> i16
    llvm.return %h : i16
  }

  // CHECK-LABEL: llvm.func @store_top_byte
  // CHECK-SAME: (%[[WORD:.*]]: i32, %[[BYTE:.*]]: i8) -> i32
  // CHECK: %[[WIDE:.*]] = llvm.zext %[[BYTE]] : i8 to i32
  // CHECK: %[[BY:.*]] = llvm.mlir.constant(24 : i32) : i32
  // CHECK: %[[UP:.*]] = llvm.shl %[[WIDE]], %[[BY]] : i32
  // CHECK: %[[LOW:.*]] = llvm.mlir.constant(16777215 : i32) : i32
  // CHECK: %[[KEPT:.*]] = llvm.and %[[WORD]], %[[LOW]] : i32
  // CHECK: %[[NEW:.*]] = llvm.or %[[KEPT]], %[[UP]] : i32
  // CHECK: llvm.return %[[NEW]] : i32
  llvm.func @store_top_byte(%w: i32, %b: i8) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %w, %slot : i32, !llvm.ptr
    llvm.store %b, %slot : i8, !llvm.ptr
    %r = llvm.load %slot : !llvm.ptr -> i32
    llvm.return %r : i32
  }
}

// -----

// CHECK-LABEL: llvm.func @unused_cast_in_branch
// CHECK-NOT: llvm.alloca
// CHECK-NOT: llvm.addrspacecast
// CHECK: llvm.return %arg1 : i64
llvm.func @unused_cast_in_branch(%c: i1, %v: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %far = llvm.addrspacecast %slot : !llvm.ptr to !llvm.ptr<3>
  llvm.store %v, %slot : i64, !llvm.ptr
  scf.if %c {
    %back = llvm.addrspacecast %far : !llvm.ptr<3> to !llvm.ptr
  }
  %r = llvm.load %slot : !llvm.ptr -> i64
  llvm.return %r : i64
}

// -----

// A load inside the nested region still keeps the slot.
// CHECK-LABEL: llvm.func @load_in_branch
// CHECK: llvm.alloca
// CHECK: scf.if
// CHECK: llvm.load
llvm.func @load_in_branch(%c: i1, %v: i64) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.store %v, %slot : i64, !llvm.ptr
  scf.if %c {
    %x = llvm.load %slot : !llvm.ptr -> i64
    llvm.call @use(%x) : (i64) -> ()
  }
  llvm.return
}
llvm.func @use(i64)
