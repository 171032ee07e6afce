// A scalar loop kernel: a dependent chain over 2^30 i64 values, timed inside the program with rtclock.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @rtclock() -> f64
func.func @kernel(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %acc : i64
    %x = arith.xori %sq, %ii : i64
    %n2 = arith.addi %x, %acc : i64
    scf.yield %n2 : i64
  }
  return %s : i64
}
func.func @main() {
  %n = arith.constant 268435456 : index
  %t0 = call @rtclock() : () -> f64
  %s = call @kernel(%n) : (index) -> i64
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%dt) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
