// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s
// RUN: jopt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -split-input-file -verify-diagnostics -cse -canonicalize | jfilecheck %s --check-prefix=CSE

// nvvm.barrier may reduce a predicate over the CTA: the full #nvvm.reduction attribute, then the
// predicate, then the i32 result; the result alone is allowed too.
// CHECK-LABEL: llvm.func @reducing_barriers
// CHECK: %{{.*}} = nvvm.barrier #nvvm.reduction<or> %{{.*}} -> i32
// CHECK: %{{.*}} = nvvm.barrier #nvvm.reduction<popc> %{{.*}} -> i32
// CHECK: nvvm.barrier #nvvm.reduction<and> %{{.*}}{{$}}
// CHECK: %{{.*}} = nvvm.barrier -> i32
// GENERIC: "nvvm.barrier"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 0, 1>, reductionOp = #nvvm.reduction<or>}> : (i32) -> i32
llvm.func @reducing_barriers(%flag : i32) -> i32 {
  %any = nvvm.barrier #nvvm.reduction<or> %flag -> i32
  %count = nvvm.barrier #nvvm.reduction<popc> %flag -> i32
  nvvm.barrier #nvvm.reduction<and> %flag
  %plain = nvvm.barrier -> i32
  %s = llvm.add %any, %count : i32
  %t = llvm.add %s, %plain : i32
  llvm.return %t : i32
}

// -----

llvm.func @unknown_reduction(%flag : i32) {
  // expected-error@+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
  // expected-error@+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
  %r = nvvm.barrier #nvvm.reduction<xor> %flag -> i32
  llvm.return
}

// -----

llvm.func @predicate_without_kind(%flag : i32) {
  // expected-error@+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  %r = "nvvm.barrier"(%flag) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @kind_without_predicate() {
  // expected-error@+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>, reductionOp = #nvvm.reduction<popc>}> : () -> ()
  llvm.return
}

// -----

llvm.func @i1_result(%flag : i32) {
  // expected-error@+1 {{'nvvm.barrier' op result #0 must be 32-bit signless integer, but got 'i1'}}
  %r = nvvm.barrier #nvvm.reduction<or> %flag -> i1
  llvm.return
}

// -----

// Clock and global timer reads are not pure: cse keeps both reads and dce keeps an unused one;
// other special registers are merged and dropped.
// CSE-LABEL: llvm.func @timers
// CSE-NEXT: nvvm.read.ptx.sreg.clock : i32
// CSE-NEXT: nvvm.read.ptx.sreg.clock64 : i64
// CSE-NEXT: nvvm.read.ptx.sreg.clock64 : i64
// CSE-NEXT: nvvm.read.ptx.sreg.globaltimer : i64
// CSE-NEXT: nvvm.read.ptx.sreg.globaltimer.lo : i32
// CSE-NEXT: llvm.sub
// CSE-NEXT: llvm.add
// CSE-NEXT: llvm.return
llvm.func @timers() -> i64 {
  %unused = nvvm.read.ptx.sreg.clock : i32
  %unused_tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = nvvm.read.ptx.sreg.clock64 : i64
  %b = nvvm.read.ptx.sreg.clock64 : i64
  %g = nvvm.read.ptx.sreg.globaltimer : i64
  %lo = nvvm.read.ptx.sreg.globaltimer.lo : i32
  %w1 = nvvm.read.ptx.sreg.warpid : i32
  %w2 = nvvm.read.ptx.sreg.warpid : i32
  %d = llvm.sub %b, %a : i64
  %s = llvm.add %d, %g : i64
  llvm.return %s : i64
}
