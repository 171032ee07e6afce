// The whole native path: jopt lowers func/arith/scf/math to the llvm dialect, jrun JIT-runs it and
// the runtime prints (through the C-interface name of a runner-utils library that does not exist).
// RUN: jopt %s -convert-scf-to-cf -convert-math-to-llvm -convert-to-llvm -reconcile-unrealized-casts \
// RUN:   | jrun -e main --entry-point-result=void -O2 --shared-libs=%t.dir/libmlir_c_runner_utils.so.22.1 \
// RUN:   | jfilecheck %s

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printOpen()
func.func private @printComma()
func.func private @printClose()
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n_idx = arith.index_cast %n : i64 to index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n_idx step %c1 iter_args(%a = %zero, %b = %one) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

// CHECK: ( 55, 12586269025, 1.41421, -3 )
func.func @main() {
  %c10 = arith.constant 10 : i64
  %c50 = arith.constant 50 : i64
  %f10 = func.call @fib(%c10) : (i64) -> i64
  %f50 = func.call @fib(%c50) : (i64) -> i64
  %two = arith.constant 2.0 : f64
  %sq = math.sqrt %two : f64
  %m7 = arith.constant -7 : i64
  %c2 = arith.constant 2 : i64
  %q = arith.divsi %m7, %c2 : i64
  %cmp = arith.cmpi slt, %q, %c2 : i64
  %sel = arith.select %cmp, %q, %c2 : i64
  call @printOpen() : () -> ()
  call @printI64(%f10) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%f50) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%sq) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%sel) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}
