// tcgen05 verifier messages as MLIR 22 words them: operand and result types (shared or generic pointers
// for alloc/commit, tensor memory elsewhere, i32 words in lengths 1..128), the multicast each copy shape
// needs, the offset that only shape 16x32bx2 takes (both load errors are reported together), the minimum
// word counts of shapes 16x128b and 16x256b, an enum case that does not exist and a wrong attribute kind.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @alloc_not_ptr(%p: i64, %n: i32) {
  // expected-error @+1 {{'nvvm.tcgen05.alloc' op operand #0 must be LLVM pointer type or LLVM pointer in address space 3, but got 'i64'}}
  nvvm.tcgen05.alloc %p, %n : i64, i32
  llvm.return
}

// -----

llvm.func @dealloc_generic(%p: !llvm.ptr, %n: i32) {
  // expected-error @+1 {{'nvvm.tcgen05.dealloc' op operand #0 must be LLVM pointer in address space 6, but got '!llvm.ptr'}}
  nvvm.tcgen05.dealloc %p, %n : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @commit_mask(%p: !llvm.ptr<3>, %m: i32) {
  // expected-error @+1 {{'nvvm.tcgen05.commit' op operand #1 must be 16-bit signless integer, but got 'i32'}}
  nvvm.tcgen05.commit %p, multicast_mask = %m : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @cp_needs_two_warps(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error @+1 {{Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
  llvm.return
}

// -----

llvm.func @cp_needs_four_warps(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error @+1 {{Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  llvm.return
}

// -----

llvm.func @cp_no_multicast(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error @+1 {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @ld_odd_length(%t: !llvm.ptr<6>) {
  // expected-error @+1 {{'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<6xi32>'}}
  %0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<6xi32>
  llvm.return
}

// -----

llvm.func @ld_offset_and_length(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error @+2 {{offset argument is only supported for shape 16x32bx2}}
  // expected-error @+1 {{invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op}}
  %0 = nvvm.tcgen05.ld %t, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @st_needs_offset(%t: !llvm.ptr<6>, %v: vector<4xi32>) {
  // expected-error @+1 {{shape 16x32bx2 requires offset argument}}
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<4xi32>
  llvm.return
}

// -----

llvm.func @st_too_short(%t: !llvm.ptr<6>, %v: i32) {
  // expected-error @+1 {{invalid input length 1 for shape shape_16x128b in tcgen05.st Op}}
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @no_such_wait() {
  // expected-error @+2 {{expected ::mlir::NVVM::Tcgen05WaitKind to be one of: load, store}}
  // expected-error @+1 {{failed to parse Tcgen05WaitKindAttr parameter 'value' which is to be a `::mlir::NVVM::Tcgen05WaitKind`}}
  nvvm.tcgen05.wait <loads>
  llvm.return
}

// -----

llvm.func @cp_wrong_kind(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error @+1 {{'nvvm.tcgen05.cp' op attribute 'multicast' failed to satisfy constraint: tcgen05 cp multicast}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, multicast = #nvvm.cta_group<cta_1>}
  llvm.return
}
