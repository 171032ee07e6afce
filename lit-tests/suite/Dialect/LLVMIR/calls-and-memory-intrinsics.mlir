// Call properties (convergent, no_inline, ...), argument and result attributes written in the
// call's type, operand bundles on calls and invokes, the `none` tail-call kind, invoke with
// vararg; inline_asm, freeze, va_arg, the lifetime/invariant/va intrinsics, vector.insert/extract
// and eh.typeid.for, in MLIR 22's syntax (custom and generic forms).
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

llvm.func @callee(i32) -> i32
llvm.func @personality(...) -> i32

// CHECK-LABEL: llvm.func @calls
// GENERIC-LABEL: sym_name = "calls"
llvm.func @calls(%a: i32) -> i32 attributes {personality = @personality} {
  // CHECK: llvm.call @callee(%arg0) : (i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
  // GENERIC: arg_attrs = [{llvm.noundef}]
  // GENERIC-SAME: res_attrs = [{llvm.zeroext}]
  %0 = llvm.call @callee(%a) : (i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
  // CHECK: llvm.call @callee(%arg0) {convergent, no_inline} : (i32) -> i32
  // GENERIC: convergent
  // GENERIC-SAME: no_inline
  // GENERIC-SAME: }> : (i32) -> i32
  %1 = llvm.call @callee(%a) {convergent, no_inline} : (i32) -> i32
  // CHECK: llvm.call @callee(%arg0) : (i32) -> i32
  %2 = llvm.call none @callee(%a) : (i32) -> i32
  // CHECK: llvm.call @callee(%arg0) ["tag1"(%arg0, %{{.*}} : i32, i32), "tag2"()] : (i32) -> i32
  // GENERIC: op_bundle_sizes = array<i32: 2, 0>, op_bundle_tags = ["tag1", "tag2"], operandSegmentSizes = array<i32: 1, 2>
  %3 = llvm.call @callee(%a) ["tag1"(%a, %0 : i32, i32), "tag2"()] : (i32) -> i32
  // CHECK: llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 ["t"(%arg0 : i32)] : (i32) -> i32
  %4 = llvm.invoke @callee(%a) to ^bb1 unwind ^bb2 ["t"(%a : i32)] : (i32) -> i32
^bb1:
  llvm.return %4 : i32
^bb2:
  %5 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// CHECK-LABEL: llvm.func @misc
llvm.func @misc(%p: !llvm.ptr, %q: !llvm.ptr, %a: i32, %v: vector<8xf32>, %s: vector<[4]xf32>) {
  // CHECK: llvm.inline_asm has_side_effects "nop", "=r,r" %arg2 : (i32) -> i8
  %0 = llvm.inline_asm has_side_effects "nop", "=r,r" %a : (i32) -> i8
  // CHECK: llvm.freeze %arg2 : i32
  %1 = llvm.freeze %a : i32
  // CHECK: llvm.intr.lifetime.start %arg0 : !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  // CHECK: %[[S:.*]] = llvm.intr.invariant.start 8, %arg0 : !llvm.ptr
  %2 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  // CHECK: llvm.intr.invariant.end %[[S]], 8, %arg0 : !llvm.ptr
  llvm.intr.invariant.end %2, 8, %p : !llvm.ptr
  // CHECK: llvm.intr.vastart %arg0 : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  // CHECK: llvm.intr.vacopy %arg0 to %arg1 : !llvm.ptr, !llvm.ptr
  // GENERIC: "llvm.intr.vacopy"(%arg1, %arg0)
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  // CHECK: llvm.va_arg %arg1 : (!llvm.ptr) -> i32
  %3 = llvm.va_arg %q : (!llvm.ptr) -> i32
  // CHECK: llvm.intr.vector.insert %arg3, %arg4[0] : vector<8xf32> into vector<[4]xf32>
  %4 = llvm.intr.vector.insert %v, %s[0] : vector<8xf32> into vector<[4]xf32>
  // CHECK: llvm.intr.vector.extract %arg3[4] : vector<4xf32> from vector<8xf32>
  // GENERIC: "llvm.intr.vector.extract"(%arg3) <{pos = 4 : i64}>
  %5 = llvm.intr.vector.extract %v[4] : vector<4xf32> from vector<8xf32>
  // CHECK: llvm.shufflevector %arg4, %arg4 [0, 0] : vector<[4]xf32>
  // GENERIC: (vector<[4]xf32>, vector<[4]xf32>) -> vector<[2]xf32>
  %6 = llvm.shufflevector %s, %s [0, 0] : vector<[4]xf32>
  // CHECK: llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> i32
  %7 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  llvm.return
}
