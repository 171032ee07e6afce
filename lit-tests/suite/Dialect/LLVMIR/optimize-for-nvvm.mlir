// -llvm-optimize-for-nvvm-target as in mlir-opt 22: an f16 llvm.fdiv is computed in f32 from
// nvvm.rcp.approx.ftz.f, refined by one Newton step unless the approximation's exponent bits are
// all zeros or all ones, and truncated back; the two constants end up at the top of the function.
// Other divisions (f32, vectors of f16) stay.
// RUN: jopt %s -llvm-optimize-for-nvvm-target | jfilecheck %s

// CHECK-LABEL: llvm.func @half_quotient
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : ui32) : i32
// CHECK-NEXT: %[[EXP_BITS:.*]] = llvm.mlir.constant(2139095040 : ui32) : i32
// CHECK-NEXT: %[[N:.*]] = llvm.fpext %arg0 : f16 to f32
// CHECK-NEXT: %[[D:.*]] = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %[[R:.*]] = nvvm.rcp.approx.ftz.f %[[D]] : f32
// CHECK-NEXT: %[[Q:.*]] = llvm.fmul %[[N]], %[[R]] : f32
// CHECK-NEXT: %[[ND:.*]] = llvm.fneg %[[D]] : f32
// CHECK-NEXT: %[[E:.*]] = llvm.intr.fma(%[[Q]], %[[ND]], %[[N]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: %[[Q2:.*]] = llvm.intr.fma(%[[E]], %[[R]], %[[Q]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: %[[BITS:.*]] = llvm.bitcast %[[Q]] : f32 to i32
// CHECK-NEXT: %[[X:.*]] = llvm.and %[[BITS]], %[[EXP_BITS]] : i32
// CHECK-NEXT: %[[C1:.*]] = llvm.icmp "eq" %[[X]], %[[ZERO]] : i32
// CHECK-NEXT: %[[C2:.*]] = llvm.icmp "eq" %[[X]], %[[EXP_BITS]] : i32
// CHECK-NEXT: %[[C:.*]] = llvm.or %[[C1]], %[[C2]] : i1
// CHECK-NEXT: %[[S:.*]] = llvm.select %[[C]], %[[Q]], %[[Q2]] : i1, f32
// CHECK-NEXT: %[[H:.*]] = llvm.fptrunc %[[S]] : f32 to f16
// CHECK-NEXT: llvm.return %[[H]] : f16
llvm.func @half_quotient(%n : f16, %d : f16) -> f16 {
  %q = llvm.fdiv %n, %d : f16
  llvm.return %q : f16
}

// CHECK-LABEL: llvm.func @single_stays
// CHECK-NEXT: %[[V:.*]] = llvm.fdiv %arg0, %arg1 : f32
// CHECK-NEXT: llvm.return %[[V]]
llvm.func @single_stays(%a : f32, %b : f32) -> f32 {
  %0 = llvm.fdiv %a, %b : f32
  llvm.return %0 : f32
}

// CHECK-LABEL: llvm.func @half_vector_stays
// CHECK-NEXT: %[[V:.*]] = llvm.fdiv %arg0, %arg1 : vector<2xf16>
// CHECK-NEXT: llvm.return %[[V]]
llvm.func @half_vector_stays(%c : vector<2xf16>, %d : vector<2xf16>) -> vector<2xf16> {
  %1 = llvm.fdiv %c, %d : vector<2xf16>
  llvm.return %1 : vector<2xf16>
}
