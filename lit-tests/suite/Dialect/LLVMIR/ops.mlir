// Every llvm op and type we model prints back as mlir-opt 22 prints it, through the custom and the
// generic form.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

llvm.mlir.global internal constant @answer(42 : i32) {addr_space = 0 : i32, alignment = 8 : i64} : i32
llvm.mlir.global private @pi(3.0 : f32) : f32
llvm.mlir.global linkonce_odr hidden thread_local unnamed_addr constant @msg("hey\00") {alignment = 1 : i64}
llvm.mlir.global internal @splat(dense<1> : vector<2xi32>) {addr_space = 1 : i32} : vector<2xi32>
llvm.mlir.global external @pair() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
  llvm.return %0 : !llvm.struct<(i32, ptr)>
}
llvm.func @callee(!llvm.ptr, i32) -> i32 attributes {sym_visibility = "private"}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func internal fastcc @body(%x: i32, %p: !llvm.ptr {llvm.noalias}, %f: f32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.add %x, %one overflow<nsw> : i32
  %b = llvm.sub %a, %one overflow<nsw, nuw> : i32
  %c = llvm.mul %b, %b : i32
  %d = llvm.udiv exact %c, %a : i32
  %e = llvm.sdiv %c, %a : i32
  %g = llvm.or disjoint %d, %e : i32
  %h = llvm.xor %g, %one : i32
  %i = llvm.shl %h, %one overflow<nuw> : i32
  %j = llvm.lshr exact %i, %one : i32
  %ff = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %fg = llvm.fmul %ff, %f {fastmathFlags = #llvm.fastmath<nnan, afn>} : f32
  %fn = llvm.fneg %fg : f32
  %lt = llvm.icmp "slt" %a, %one : i32
  %flt = llvm.fcmp "olt" %fn, %f : f32
  %pe = llvm.icmp "eq" %p, %p : !llvm.ptr
  %l = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %la = llvm.load volatile %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %a, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %a, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %gep = llvm.getelementptr inbounds %p[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %gep2 = llvm.getelementptr inbounds|nuw %p[%x] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %gep3 = llvm.getelementptr %p[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %mem = llvm.alloca %one x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %wide = llvm.sext %a : i32 to i64
  %nn = llvm.zext nneg %a : i32 to i64
  %narrow = llvm.trunc %wide : i64 to i8
  %fl = llvm.sitofp %a : i32 to f64
  %back = llvm.fptosi %fl : f64 to i32
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %ip = llvm.inttoptr %pi : i64 to !llvm.ptr
  %g1 = llvm.mlir.addressof @answer : !llvm.ptr
  %u = llvm.mlir.undef : i32
  %po = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %ins = llvm.insertvalue %a, %po[0] : !llvm.struct<(i32, f32)>
  %ext = llvm.extractvalue %ins[1] : !llvm.struct<(i32, f32)>
  %r = llvm.call @callee(%g1, %a) : (!llvm.ptr, i32) -> i32
  %s = llvm.call @printf(%g1, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %sel = llvm.select %lt, %a, %r : i1, i32
  %sq = llvm.intr.sqrt(%f) : (f32) -> f32
  %fma = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %rmw = llvm.atomicrmw add %p, %a seq_cst : !llvm.ptr, i32
  %cx = llvm.cmpxchg %p, %a, %one acq_rel monotonic : !llvm.ptr, i32
  llvm.fence release
  %ss = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %ss : !llvm.ptr
  llvm.cond_br %lt, ^bb1(%a : i32), ^bb2
^bb1(%z: i32):
  llvm.br ^bb2
^bb2:
  llvm.switch %a : i32, ^bb3 [
    -1: ^bb1(%a : i32),
    7: ^bb3
  ]
^bb3:
  llvm.return %sel : i32
}
llvm.func @types(!llvm.struct<"list", (ptr, struct<"list">)>, !llvm.struct<"opaque_t", opaque>, !llvm.struct<packed (i8, i32)>, !llvm.array<2 x array<3 x f32>>, !llvm.ptr<1>, !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>, vector<4x!llvm.ptr>, !llvm.struct<()>)

// CHECK: llvm.mlir.global internal constant @answer(42 : i32) {addr_space = 0 : i32, alignment = 8 : i64} : i32
// CHECK-NEXT: llvm.mlir.global private @pi(3.000000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK-NEXT: llvm.mlir.global linkonce_odr hidden thread_local unnamed_addr constant @msg("hey\00") {addr_space = 0 : i32, alignment = 1 : i64}
// CHECK-NEXT: llvm.mlir.global internal @splat(dense<1> : vector<2xi32>) {addr_space = 1 : i32} : vector<2xi32>
// CHECK-NEXT: llvm.mlir.global external @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @callee(!llvm.ptr, i32) -> i32 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-LABEL: llvm.func internal fastcc @body(%arg0: i32, %arg1: !llvm.ptr {llvm.noalias}, %arg2: f32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %0 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.sub %1, %0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = llvm.mul %2, %2 : i32
// CHECK-NEXT: %4 = llvm.udiv exact %3, %1 : i32
// CHECK-NEXT: %5 = llvm.sdiv %3, %1 : i32
// CHECK-NEXT: %6 = llvm.or disjoint %4, %5 : i32
// CHECK-NEXT: %7 = llvm.xor %6, %0 : i32
// CHECK-NEXT: %8 = llvm.shl %7, %0 overflow<nuw> : i32
// CHECK-NEXT: %9 = llvm.lshr exact %8, %0 : i32
// CHECK-NEXT: %10 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %11 = llvm.fmul %10, %arg2 {fastmathFlags = #llvm.fastmath<nnan, afn>} : f32
// CHECK-NEXT: %12 = llvm.fneg %11 : f32
// CHECK-NEXT: %13 = llvm.icmp "slt" %1, %0 : i32
// CHECK-NEXT: %14 = llvm.fcmp "olt" %12, %arg2 : f32
// CHECK-NEXT: %15 = llvm.icmp "eq" %arg1, %arg1 : !llvm.ptr
// CHECK-NEXT: %16 = llvm.load %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %17 = llvm.load volatile %arg1 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg1 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %1, %arg1 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: %18 = llvm.getelementptr inbounds %arg1[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %19 = llvm.getelementptr inbounds|nuw %arg1[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.getelementptr %arg1[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %21 = llvm.alloca %0 x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.sext %1 : i32 to i64
// CHECK-NEXT: %23 = llvm.zext nneg %1 : i32 to i64
// CHECK-NEXT: %24 = llvm.trunc %22 : i64 to i8
// CHECK-NEXT: %25 = llvm.sitofp %1 : i32 to f64
// CHECK-NEXT: %26 = llvm.fptosi %25 : f64 to i32
// CHECK-NEXT: %27 = llvm.ptrtoint %arg1 : !llvm.ptr to i64
// CHECK-NEXT: %28 = llvm.inttoptr %27 : i64 to !llvm.ptr
// CHECK-NEXT: %29 = llvm.mlir.addressof @answer : !llvm.ptr
// CHECK-NEXT: %30 = llvm.mlir.undef : i32
// CHECK-NEXT: %31 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %32 = llvm.insertvalue %1, %31[0] : !llvm.struct<(i32, f32)> 
// CHECK-NEXT: %33 = llvm.extractvalue %32[1] : !llvm.struct<(i32, f32)> 
// CHECK-NEXT: %34 = llvm.call @callee(%29, %1) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %35 = llvm.call @printf(%29, %1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %36 = llvm.select %13, %1, %34 : i1, i32
// CHECK-NEXT: %37 = llvm.intr.sqrt(%arg2) : (f32) -> f32
// CHECK-NEXT: %38 = llvm.intr.fma(%arg2, %arg2, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT: %39 = llvm.atomicrmw add %arg1, %1 seq_cst : !llvm.ptr, i32
// CHECK-NEXT: %40 = llvm.cmpxchg %arg1, %1, %0 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: llvm.fence release
// CHECK-NEXT: %41 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %41 : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %13, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%42: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.switch %1 : i32, ^bb3 [
// CHECK-NEXT: -1: ^bb1(%1 : i32),
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: llvm.return %36 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @types(!llvm.struct<"list", (ptr, struct<"list">)>, !llvm.struct<"opaque_t", opaque>, !llvm.struct<packed (i8, i32)>, !llvm.array<2 x array<3 x f32>>, !llvm.ptr<1>, !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>, vector<4x!llvm.ptr>, !llvm.struct<()>)
