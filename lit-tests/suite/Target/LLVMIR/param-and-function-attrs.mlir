// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s

// Parameter and result attributes with values: types, integers, constant ranges.
// CHECK: define void @takes(ptr byval(i64) %0, ptr byref(i16) %1, ptr align 16 %2, ptr dereferenceable(8) %3, i32 range(i32 1, 9) %4)
llvm.func @takes(%a: !llvm.ptr {llvm.byval = i64}, %b: !llvm.ptr {llvm.byref = i16},
                 %c: !llvm.ptr {llvm.align = 16 : i64}, %d: !llvm.ptr {llvm.dereferenceable = 8 : i64},
                 %e: i32 {llvm.range = #llvm.constant_range<i32, 1, 9>}) {
  llvm.return
}
// CHECK: declare void @out(ptr sret(float), ptr dereferenceable_or_null(4), ptr alignstack(8), ptr preallocated(i8))
llvm.func @out(!llvm.ptr {llvm.sret = f32}, !llvm.ptr {llvm.dereferenceable_or_null = 4 : i64},
               !llvm.ptr {llvm.alignstack = 8 : i64}, !llvm.ptr {llvm.preallocated = i8})
// CHECK: declare noalias nonnull align 32 dereferenceable(64) ptr @made()
llvm.func @made() -> (!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.align = 32 : i64, llvm.dereferenceable = 64 : i64})
// CHECK: declare range(i8 -3, 4) i8 @bounded()
llvm.func @bounded() -> (i8 {llvm.range = #llvm.constant_range<i8, -3, 4>})
// Attributes MLIR's LLVM dialect does not export stay out, as upstream.
// CHECK: declare void @unknown(ptr)
llvm.func @unknown(!llvm.ptr {llvm.writable})

// -----

// Function attributes: definition-only ones (CPU, vscale range, fp math) and the others.
// CHECK: define void @tuned() #[[DEF:[0-9]+]]
llvm.func @tuned() attributes {target_cpu = "x86-64", tune_cpu = "generic", vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 8>,
    no_nans_fp_math = true, fp_contract = "fast", frame_pointer = #llvm.framePointerKind<"all">, inline_hint, optimize_none, no_inline} {
  llvm.return
}
// CHECK: declare void @declared(i64) #[[DECL:[0-9]+]]
llvm.func @declared(i64) attributes {target_cpu = "x86-64", target_features = #llvm.target_features<["+avx2", "-sse4a"]>,
    arm_streaming, uwtable_kind = #llvm.uwtableKind<async>, passthrough = [["allocsize", "4294967295"], ["key", "value"], "nounwind"]}
// CHECK: attributes #[[DEF]] = { inlinehint noinline optnone vscale_range(2,8) "fp-contract"="fast" "frame-pointer"="all" "no-nans-fp-math"="true" "target-cpu"="x86-64" "tune-cpu"="generic" }
// Arm streaming modes, like the CPU, only mark definitions.
// CHECK: attributes #[[DECL]] = { nounwind allocsize(0) uwtable "key"="value" "target-features"="+avx2,-sse4a" }

// -----

// Call-site attributes.
llvm.func @callee(!llvm.ptr) -> i32
// CHECK-LABEL: define void @caller
// CHECK: call noundef i32 @callee(ptr nonnull %0) #[[CALL:[0-9]+]]
llvm.func @caller(%p: !llvm.ptr) {
  %0 = llvm.call @callee(%p) {convergent, no_unwind, arg_attrs = [{llvm.nonnull}], res_attrs = [{llvm.noundef}]} : (!llvm.ptr) -> i32
  llvm.return
}
// CHECK: attributes #[[CALL]] = { convergent nounwind }
