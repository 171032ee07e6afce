// Function values are pointers: func.constant is llvm.mlir.addressof, call_indirect an indirect
// llvm.call; llvm.linkage, llvm.readnone and func.varargs shape the llvm.func.
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

func.func private @takes_callback(%cb: () -> ())
func.func private @returns_two() -> ((i32) -> i32, () -> ())
func.func private @weak(i32) attributes { "llvm.linkage" = #llvm.linkage<extern_weak> }
func.func private @pure(i32) attributes { llvm.readnone }
func.func @variadic(%a: i32) attributes { "func.varargs" = true } {
  return
}
func.func @through_pointer(%x: i32) -> i32 {
  %f = constant @twice : (i32) -> i32
  %r = call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func private @twice(i32) -> i32

// CHECK-LABEL: llvm.func @takes_callback(!llvm.ptr) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @returns_two() -> !llvm.struct<(ptr, ptr)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func extern_weak @weak(i32) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @pure(i32) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @variadic(%arg0: i32, ...) {
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @through_pointer(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @twice : !llvm.ptr
// CHECK-NEXT: %1 = llvm.call %0(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-LABEL: llvm.func @twice(i32) -> i32 attributes {sym_visibility = "private"}
