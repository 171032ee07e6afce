// The program's stack is as large as under mlir-runner (its main thread's 8 MB): a recursion
// 100000 calls deep (about 3 MB of frames) runs and returns its sum instead of overflowing the JVM's
// default 1 MB thread stack.
// RUN: jopt %s -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts | jrun -e main --entry-point-result=i64 | jfilecheck %s

// CHECK: {{^}}5000050000{{$}}
func.func @sum_down(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %done -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @sum_down(%m) : (i64) -> i64
    %t = arith.addi %s, %n : i64
    scf.yield %t : i64
  }
  return %r : i64
}

func.func @main() -> i64 {
  %n = arith.constant 100000 : i64
  %r = func.call @sum_down(%n) : (i64) -> i64
  return %r : i64
}
