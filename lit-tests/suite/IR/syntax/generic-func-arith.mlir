// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect --mlir-print-op-generic | jopt --allow-unregistered-dialect --mlir-print-op-generic | jfilecheck %s
// func and arith ops in the generic form with --mlir-print-op-generic.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: f32):
// CHECK-NEXT: %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
// CHECK-NEXT: %2 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: %3 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: %4 = "arith.cmpi"(%2, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %5 = "arith.select"(%4, %2, %arg1) : (i1, i32, i32) -> i32
// CHECK-NEXT: "func.return"(%5) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "call"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: %0 = "func.call"(%arg0) <{callee = @decl}> : (i32) -> i32
// CHECK-NEXT: "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func @f(%a: i32, %b: f32) -> i32 {
  %c = arith.constant 3 : i32
  %s = arith.addi %a, %c overflow<nsw> : i32
  %f = arith.addf %b, %b fastmath<fast> : f32
  %x = arith.cmpi slt, %s, %a : i32
  %r = arith.select %x, %s, %a : i32
  return %r : i32
}
func.func private @decl(i32) -> i32
func.func @call(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}
