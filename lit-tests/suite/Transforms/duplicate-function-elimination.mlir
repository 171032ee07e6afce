// RUN: jopt %s -duplicate-function-elimination | jfilecheck %s

// Functions equal but for their name (and locations) fold into the first; calls follow.
// CHECK-LABEL: func.func @a(
// CHECK:       func.func private @b(
// CHECK-NOT:   func.func @c(
// CHECK:       func.func @d(
// CHECK-NOT:   func.func @e(
// CHECK:       func.func private @decl(
// CHECK-NEXT:  func.func private @decl2(
// CHECK-LABEL: func.func @user(
// CHECK-NEXT:    %[[V0:.*]] = call @a(%arg0)
// CHECK-NEXT:    %[[V1:.*]] = call @a(%[[V0]])
// CHECK-NEXT:    %[[V2:.*]] = call @d(%[[V1]])
// CHECK-NEXT:    call @decl2(%[[V2]])
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @b(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32
  return %0 : i32
}
func.func @c(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32
  return %0 : i32
}
func.func @d(%y: i32) -> i32 {
  %0 = arith.muli %y, %y : i32
  return %0 : i32
}
func.func @e(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32 loc("elsewhere")
  return %0 : i32
}
func.func private @decl(i32) -> i32
func.func private @decl2(i32) -> i32
func.func @user(%v: i32) -> i32 {
  %0 = call @c(%v) : (i32) -> i32
  %1 = call @e(%0) : (i32) -> i32
  %2 = call @d(%1) : (i32) -> i32
  %3 = call @decl2(%2) : (i32) -> i32
  return %3 : i32
}
