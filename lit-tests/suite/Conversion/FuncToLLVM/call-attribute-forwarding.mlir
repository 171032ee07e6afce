// A func.call or call_indirect hands all its attributes to the llvm.call, inherent ones
// (arg_attrs, res_attrs, no_inline) and discardable ones alike; argument attributes stay behind
// when a memref operand expands to several values.
// RUN: jopt %s -convert-func-to-llvm -split-input-file | jfilecheck %s

func.func private @sink(i16) -> i16
func.func @direct(%v: i16) -> i16 {
  %r = call @sink(%v) {tag = "kept", weights = [3, 4]} : (i16) -> i16
  return %r : i16
}
func.func @with_props(%v: i16) -> i16 {
  %r = "func.call"(%v) <{callee = @sink, arg_attrs = [{llvm.zeroext}], res_attrs = [{llvm.noundef}], no_inline}> : (i16) -> i16
  return %r : i16
}
func.func @indirect(%f: (i16) -> i16, %v: i16) -> i16 {
  %r = call_indirect %f(%v) {tag = 7 : i32} : (i16) -> i16
  return %r : i16
}

// CHECK: module {
// CHECK-NEXT: llvm.func @sink(i16) -> i16 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @direct(%arg0: i16) -> i16 {
// CHECK-NEXT: %0 = llvm.call @sink(%arg0) {tag = "kept", weights = [3, 4]} : (i16) -> i16
// CHECK-NEXT: llvm.return %0 : i16
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @with_props(%arg0: i16) -> i16 {
// CHECK-NEXT: %0 = llvm.call @sink(%arg0) {no_inline} : (i16 {llvm.zeroext}) -> (i16 {llvm.noundef})
// CHECK-NEXT: llvm.return %0 : i16
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @indirect(%arg0: !llvm.ptr, %arg1: i16) -> i16 {
// CHECK-NEXT: %0 = llvm.call %arg0(%arg1) {tag = 7 : i32} : !llvm.ptr, (i16) -> i16
// CHECK-NEXT: llvm.return %0 : i16
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// mlir-opt 22 crashes here; we drop the argument attributes (see README).
func.func private @take(memref<2xf32>)
func.func @expanded(%m: memref<2xf32>) {
  "func.call"(%m) <{callee = @take, arg_attrs = [{llvm.noundef}]}> : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: llvm.func @expanded
// CHECK: llvm.call @take(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
