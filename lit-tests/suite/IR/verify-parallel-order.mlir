// RUN: not jopt %s 2>&1 | jfilecheck %s
// RUN: not jopt %s --mlir-disable-threading 2>&1 | jfilecheck %s

// Twelve functions: enough for the verifier to check them on several threads. Errors still come
// out in function order, whatever the scheduling, as with threads disabled (and as mlir-opt 22).

// CHECK: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f1
// CHECK: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f5
// CHECK: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f9
// CHECK-NOT: error

func.func @f0() {
  return
}

func.func @f1() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}

func.func @f2() {
  return
}

func.func @f3() {
  return
}

func.func @f4() {
  return
}

func.func @f5() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}

func.func @f6() {
  return
}

func.func @f7() {
  return
}

func.func @f8() {
  return
}

func.func @f9() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}

func.func @f10() {
  return
}

func.func @f11() {
  return
}
