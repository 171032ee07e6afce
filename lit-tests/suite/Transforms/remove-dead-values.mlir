// remove-dead-values: liveness over the module; memory-effect-free ops without live results go, and
// private functions whose callers are all known func.calls lose dead arguments and results (their
// calls follow). Ops with memory effects, public signatures and escaping functions stay.
// RUN: jopt %s -remove-dead-values --allow-unregistered-dialect | jfilecheck %s

// CHECK-LABEL: func.func @pure(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @effects(%arg0: memref<i32>, %arg1: i32) {
// CHECK-NEXT: memref.store %arg1, %arg0[] : memref<i32>
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @chain(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @use(%arg0: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = call @chain(%arg0, %c7_i32) : (i32, i32) -> i32
// CHECK-NEXT: %1 = call @chain(%c7_i32, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @escapes(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @refs() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "test.keep"() {f = @escapes} : () -> ()
// CHECK-NEXT: %0 = call @escapes(%c1_i32) : (i32) -> i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }

func.func @pure(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %b : i32
  return %2 : i32
}
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @callee(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func @effects(%m: memref<i32>, %x: i32) {
  memref.store %x, %m[] : memref<i32>
  %v = memref.load %m[] : memref<i32>
  return
}
func.func private @chain(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %c, %c : i32
  return %1, %0, %a : i32, i32, i32
}
func.func @use(%x: i32) -> i32 {
  %k = arith.constant 7 : i32
  %r:3 = call @chain(%x, %k, %x) : (i32, i32, i32) -> (i32, i32, i32)
  %s:3 = call @chain(%k, %x, %x) : (i32, i32, i32) -> (i32, i32, i32)
  %t = arith.addi %r#1, %s#1 : i32
  return %t : i32
}
func.func private @escapes(%a: i32) -> i32 {
  return %a : i32
}
func.func @refs() -> (i32) {
  %c = arith.constant 1 : i32
  %u = arith.addi %c, %c : i32
  "test.keep"() {f = @escapes} : () -> ()
  %v = call @escapes(%c) : (i32) -> i32
  return %c : i32
}
