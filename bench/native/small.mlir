// JIT latency benchmark: a small program (a loop and a print), lowered to the llvm dialect first.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    scf.yield %n : i64
  }
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
