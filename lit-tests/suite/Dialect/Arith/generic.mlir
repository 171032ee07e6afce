// The generic form of arith ops: inherent attributes print as properties, default-valued ones
// (overflowFlags, fastmath) always, optional ones only when set; inherent attributes written in the
// discardable dictionary move into the properties.
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt --mlir-print-op-generic | jfilecheck %s

// CHECK-LABEL: "func.func"() <{function_type = (i32, f32) -> (), sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %2 = "arith.cmpi"(%arg0, %arg0) <{predicate = 3 : i64}> {note} : (i32, i32) -> i1
// CHECK-NEXT: %3 = "arith.truncf"(%arg1) : (f32) -> f16
// CHECK-NEXT: %4 = "arith.truncf"(%arg1) <{roundingmode = 2 : i32}> : (f32) -> f16
// CHECK-NEXT: %5 = "arith.divui"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %6 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
// CHECK-NEXT: "func.return"() : () -> ()

func.func @generic(%a: i32, %f: f32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addf %f, %f : f32
  %2 = "arith.cmpi"(%a, %a) {predicate = 3 : i64, note} : (i32, i32) -> i1
  %3 = arith.truncf %f : f32 to f16
  %4 = arith.truncf %f upward : f32 to f16
  %5 = arith.divui %a, %a exact : i32
  %6 = arith.cmpf ord, %f, %f : f32
  %7 = arith.constant 3 : i32
  return
}
