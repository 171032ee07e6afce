// nvvm special registers as mlir-opt 22 treats them: a `range` bounds the register's value for
// -int-range-optimizations (a comparison it settles folds, and the code it guarded goes away), and
// a call of a function that reads a register inlines like any other (nvvm ops are inlinable).
// RUN: jopt %s -int-range-optimizations -canonicalize -split-input-file | jfilecheck %s --check-prefix=RANGE
// RUN: jopt %s -inline -split-input-file | jfilecheck %s --check-prefix=INLINE

// RANGE-LABEL: llvm.func @lane_guard
// RANGE-NOT: nvvm.read.ptx.sreg.laneid
// RANGE: %[[C:.*]] = arith.constant 7 : i32
// RANGE: llvm.return %[[C]] : i32
llvm.func @lane_guard() -> i32 {
  %lane = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
  %limit = arith.constant 40 : i32
  %big = arith.cmpi uge, %lane, %limit : i32
  %a = arith.constant 7 : i32
  %b = arith.constant 9 : i32
  %r = arith.select %big, %b, %a : i32
  llvm.return %r : i32
}

// RANGE-LABEL: llvm.func @no_range_kept
// RANGE: nvvm.read.ptx.sreg.laneid : i32
// RANGE: arith.cmpi
llvm.func @no_range_kept() -> i1 {
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %limit = arith.constant 40 : i32
  %big = arith.cmpi uge, %lane, %limit : i32
  llvm.return %big : i1
}

// -----

llvm.func @block_x() -> i32 {
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  llvm.return %b : i32
}

// INLINE-LABEL: llvm.func @uses_block_x
// INLINE-NEXT: %[[B:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// INLINE-NEXT: llvm.return %[[B]] : i32
llvm.func @uses_block_x() -> i32 {
  %r = llvm.call @block_x() : () -> i32
  llvm.return %r : i32
}
