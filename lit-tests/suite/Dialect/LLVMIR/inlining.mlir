// -inline on llvm.call: which callees inline (not no_inline, variadic, personality, inalloca or the
// noduplicate/presplitcoroutine/returns_twice/strictfp passthrough attributes; not a body with
// llvm.intr.vastart), returns becoming branches, constant-size allocas of the callee's entry block
// moving to the caller's entry block between lifetime markers, stacksave/stackrestore around dynamic
// allocas, and byval arguments copied into an aligned entry-block alloca unless the callee only
// reads them and they are aligned enough.
// RUN: jopt %s -inline -split-input-file | jfilecheck %s

llvm.func @twice(%x: i64) -> i64 {
  %0 = llvm.add %x, %x : i64
  llvm.return %0 : i64
}

llvm.func @pick(%c: i1, %a: f32, %b: f32) -> f32 {
  llvm.cond_br %c, ^t, ^f
^t:
  llvm.return %a : f32
^f:
  llvm.return %b : f32
}

// CHECK-LABEL: llvm.func @inlined
// CHECK-NEXT: %[[S:.*]] = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: llvm.br ^bb3(%arg2 : f32)
// CHECK: ^bb2:
// CHECK-NEXT: llvm.br ^bb3(%arg3 : f32)
// CHECK: ^bb3(%[[R:.*]]: f32):
// CHECK-NEXT: llvm.call @use(%[[S]], %[[R]])
llvm.func @use(i64, f32)
llvm.func @inlined(%x: i64, %c: i1, %a: f32, %b: f32) {
  %0 = llvm.call @twice(%x) : (i64) -> i64
  %1 = llvm.call @pick(%c, %a, %b) : (i1, f32, f32) -> f32
  llvm.call @use(%0, %1) : (i64, f32) -> ()
  llvm.return
}

// -----

llvm.func @pers() -> i32
llvm.func @no_inline_attr() attributes {no_inline} {
  llvm.return
}
llvm.func @with_personality() attributes {personality = @pers} {
  llvm.return
}
llvm.func @returns_twice() attributes {passthrough = ["returns_twice"]} {
  llvm.return
}
llvm.func @other_passthrough() attributes {passthrough = ["nounwind"]} {
  llvm.return
}
llvm.func @variadic(...) {
  llvm.return
}
llvm.func @in_alloca(%p: !llvm.ptr {llvm.inalloca = i32}) {
  llvm.return
}
llvm.func @starts_va_list(%p: !llvm.ptr) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @kept_calls
// CHECK-NEXT: llvm.call @no_inline_attr()
// CHECK-NEXT: llvm.call @with_personality()
// CHECK-NEXT: llvm.call @returns_twice()
// CHECK-NEXT: llvm.call @variadic()
// CHECK-NEXT: llvm.call @in_alloca(%arg0)
// CHECK-NEXT: llvm.call @starts_va_list(%arg0)
// CHECK-NEXT: llvm.return
llvm.func @kept_calls(%p: !llvm.ptr) {
  llvm.call @no_inline_attr() : () -> ()
  llvm.call @with_personality() : () -> ()
  llvm.call @returns_twice() : () -> ()
  llvm.call @other_passthrough() : () -> ()
  llvm.call @variadic() vararg(!llvm.func<void (...)>) : () -> ()
  llvm.call @in_alloca(%p) : (!llvm.ptr) -> ()
  llvm.call @starts_va_list(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @scratch() -> f64 {
  %n = llvm.mlir.constant(2 : i16) : i16
  %p = llvm.alloca %n x f64 : (i16) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}

llvm.func @sized(%k: i64) -> i8 {
  %p = llvm.alloca %k x i8 : (i64) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i8
  llvm.return %v : i8
}

// CHECK-LABEL: llvm.func @allocas
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(2 : i16) : i16
// CHECK-NEXT: %[[P:.*]] = llvm.alloca %[[N]] x f64 : (i16) -> !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: llvm.intr.lifetime.start %[[P]] : !llvm.ptr
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> f64
// CHECK-NEXT: llvm.intr.lifetime.end %[[P]] : !llvm.ptr
// CHECK-NEXT: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[D:.*]] = llvm.alloca %arg0 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[B:.*]] = llvm.load %[[D]] : !llvm.ptr -> i8
// CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// CHECK-NEXT: llvm.call @sink(%[[V]], %[[B]])
llvm.func @sink(f64, i8)
llvm.func @allocas(%k: i64) {
  llvm.br ^bb1
^bb1:
  %0 = llvm.call @scratch() : () -> f64
  %1 = llvm.call @sized(%k) : (i64) -> i8
  llvm.call @sink(%0, %1) : (f64, i8) -> ()
  llvm.return
}

// -----

llvm.func @reads_pair(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i8, f64)>}) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  llvm.return
}
llvm.func @writes_pair(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i8, f64)>}) {
  llvm.return
}

// CHECK-LABEL: llvm.func @byval
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[COPY:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(i8, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%[[COPY]], %arg0, %[[SIZE]]) <{isVolatile = false}>
// CHECK-NEXT: llvm.return
llvm.func @byval(%p: !llvm.ptr) {
  llvm.call @reads_pair(%p) : (!llvm.ptr) -> ()
  llvm.call @writes_pair(%p) : (!llvm.ptr) -> ()
  llvm.return
}
