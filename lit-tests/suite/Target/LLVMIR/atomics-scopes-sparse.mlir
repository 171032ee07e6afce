// --mlir-to-llvmir of named sync scopes on every atomic instruction, the wrapping and saturating
// atomicrmw operations, allocas in an address space other than the data layout's, and sparse
// constants (expanded to their dense value), as mlir-translate 22.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK-LABEL: define void @scoped(ptr %0, i32 %1)
// CHECK-NEXT: %3 = load atomic i32, ptr %0 syncscope("agent") acquire, align 4
// CHECK-NEXT: store atomic i32 %1, ptr %0 syncscope("workgroup") release, align 4
// CHECK-NEXT: %4 = atomicrmw uinc_wrap ptr %0, i32 %1 syncscope("wavefront") monotonic, align 4
// CHECK-NEXT: %5 = atomicrmw udec_wrap ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT: %6 = atomicrmw usub_cond ptr %0, i32 %1 syncscope("singlethread") monotonic, align 4
// CHECK-NEXT: %7 = atomicrmw usub_sat ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT: %8 = cmpxchg ptr %0, i32 %1, i32 %3 syncscope("agent") acq_rel monotonic, align 4
// CHECK-NEXT: fence syncscope("agent-one-as") seq_cst
// CHECK-NEXT: fence release
llvm.func @scoped(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p atomic syncscope("workgroup") release {alignment = 4 : i64} : i32, !llvm.ptr
  %1 = llvm.atomicrmw uinc_wrap %p, %v syncscope("wavefront") monotonic : !llvm.ptr, i32
  %2 = llvm.atomicrmw udec_wrap %p, %v monotonic : !llvm.ptr, i32
  %3 = llvm.atomicrmw usub_cond %p, %v syncscope("singlethread") monotonic : !llvm.ptr, i32
  %4 = llvm.atomicrmw usub_sat %p, %v monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %v, %0 syncscope("agent") acq_rel monotonic : !llvm.ptr, i32
  llvm.fence syncscope("agent-one-as") seq_cst
  llvm.fence syncscope("") release
  llvm.return
}

// CHECK-LABEL: define void @spaces(i64 %0)
// CHECK-NEXT: %2 = alloca i32, i64 %0, align 4, addrspace(3)
// CHECK-NEXT: %3 = alloca i64, i64 %0, align 8
llvm.func @spaces(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr<3>
  %1 = llvm.alloca %n x i64 : (i64) -> !llvm.ptr
  llvm.return
}

// CHECK-LABEL: define <4 x float> @sparse()
// CHECK-NEXT: ret <4 x float> <float 0.000000e+00, float 4.200000e+01, float 0.000000e+00, float -1.000000e+00>
llvm.func @sparse() -> vector<4xf32> {
  %0 = llvm.mlir.constant(sparse<[[1], [3]], [4.2e+01, -1.0]> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

// CHECK-LABEL: define [2 x [2 x i16]] @sparse_2d()
// CHECK-NEXT{LITERAL}: ret [2 x [2 x i16]] [[2 x i16] [i16 0, i16 7], [2 x i16] zeroinitializer]
llvm.func @sparse_2d() -> !llvm.array<2 x array<2 x i16>> {
  %0 = llvm.mlir.constant(sparse<[[0, 1]], [7]> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
  llvm.return %0 : !llvm.array<2 x array<2 x i16>>
}
