// --mlir-to-llvmir of operand bundles on calls and invokes, integer module-flag values (always i32),
// a module that names "Debug Info Version" itself (not added twice), va_arg and the va_start /
// va_copy / va_end intrinsics, as mlir-translate 22.
// RUN: jtranslate --mlir-to-llvmir -split-input-file %s | jfilecheck %s

// CHECK-LABEL: define void @bundled(ptr %0)
// CHECK-NEXT: call void @callee() [ "empty"() ]
// CHECK-NEXT: call void @callee() [ "two"(i32 1, ptr %0), "one"(i64 3) ]
// CHECK-NEXT: invoke void @callee() [ "one"(i64 3) ]
// CHECK-NEXT: to label %{{[0-9]+}} unwind label %{{[0-9]+}}
llvm.func @callee()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @bundled(%p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(3 : i64) : i64
  llvm.call @callee() ["empty"()] : () -> ()
  llvm.call @callee() ["two"(%0, %p : i32, !llvm.ptr), "one"(%1 : i64)] : () -> ()
  llvm.invoke @callee() to ^bb2 unwind ^bb1 ["one"(%1 : i64)] : () -> ()
^bb1:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
^bb2:
  llvm.return
}

// -----

// CHECK: !llvm.module.flags = !{!0, !1}
// CHECK: !0 = !{i32 1, !"size", i32 4}
// CHECK: !1 = !{i32 2, !"Debug Info Version", i32 3}
llvm.module_flags [#llvm.mlir.module_flag<error, "size", 4 : i64>,
                   #llvm.mlir.module_flag<warning, "Debug Info Version", 3>]

// -----

// CHECK-LABEL: define i32 @varargs(i32 %0, ...)
// CHECK: call void @llvm.va_start.p0(ptr %[[LIST:[0-9]+]])
// CHECK: call void @llvm.va_copy.p0(ptr %[[COPY:[0-9]+]], ptr %[[LIST]])
// CHECK: %[[V:[0-9]+]] = va_arg ptr %[[COPY]], i32
// CHECK: call void @llvm.va_end.p0(ptr %[[COPY]])
// CHECK: ret i32 %[[V]]
llvm.func @varargs(%a: i32, ...) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.intr.vastart %1 : !llvm.ptr
  llvm.intr.vacopy %1 to %2 : !llvm.ptr, !llvm.ptr
  %3 = llvm.va_arg %2 : (!llvm.ptr) -> i32
  llvm.intr.vaend %2 : !llvm.ptr
  llvm.return %3 : i32
}
