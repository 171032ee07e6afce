// control-flow-sink moves side-effect-free ops used only inside one branch of scf.if or
// scf.index_switch into that branch (at the start of its entry block, users' operands first),
// but not into loops, scf.execute_region, or when the op reads memory or has users elsewhere.
// RUN: jopt %s -control-flow-sink -allow-unregistered-dialect | jfilecheck %s

// CHECK-LABEL: func.func @chain(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: %c11_i64 = arith.constant 11 : i64
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : i64
// CHECK-NEXT: %3 = arith.xori %2, %c11_i64 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shared(%arg0: i1, %arg1: f32, %arg2: memref<4xf32>) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %arg2[%c1] : memref<4xf32>
// CHECK-NEXT: %2 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %0 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = arith.andi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 7 {
// CHECK-NEXT: %1 = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = arith.shli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %0 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: "use.two"(%1, %0) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_loops(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: "use.one"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_condition(%arg0: i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: scf.if %false {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: "use.one"(%0) : (i32) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: "use.one"(%0) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }


func.func @chain(%c: i1, %a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  %p = arith.muli %s, %a : i64
  %d = arith.subi %a, %b : i64
  %k = arith.constant 11 : i64
  %r = scf.if %c -> i64 {
    %t = arith.xori %p, %k : i64
    scf.yield %t : i64
  } else {
    scf.yield %d : i64
  }
  return %r : i64
}
func.func @shared(%c: i1, %a: f32, %m: memref<4xf32>) -> (f32, f32) {
  %twice = arith.addf %a, %a : f32
  %i = arith.constant 1 : index
  %l = memref.load %m[%i] : memref<4xf32>
  %r = scf.if %c -> f32 {
    scf.yield %twice : f32
  } else {
    scf.yield %l : f32
  }
  return %r, %twice : f32, f32
}
func.func @switch(%i: index, %a: i32) -> i32 {
  %x = arith.andi %a, %a : i32
  %y = arith.ori %a, %a : i32
  %z = arith.shli %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %x : i32
  }
  case 7 {
    scf.yield %y : i32
  }
  default {
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @nested(%c: i1, %d: i1, %a: i32) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  scf.if %c {
    scf.if %d {
      "use.two"(%x, %y) : (i32, i32) -> ()
    }
  }
  return
}
func.func @not_loops(%lb: index, %a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  scf.for %iv = %lb to %lb step %lb {
    "use.one"(%x) : (i32) -> ()
  }
  %r = scf.execute_region -> i32 {
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @constant_condition(%a: i32) {
  %f = arith.constant false
  %x = arith.addi %a, %a : i32
  %y = arith.subi %a, %a : i32
  scf.if %f {
    "use.one"(%x) : (i32) -> ()
  } else {
    "use.one"(%y) : (i32) -> ()
  }
  return
}
