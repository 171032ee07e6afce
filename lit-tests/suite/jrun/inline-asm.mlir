// jrun runs x86 inline assembly: xor of a register with itself is 0, and an Intel-syntax vector add.
// RUN: jrun %s -e main -entry-point-result=void --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() {
  %c = llvm.mlir.constant(-42 : i64) : i64
  %v = llvm.inline_asm "xor $0, $0", "=r,r" %c : (i64) -> i64
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %x = llvm.mlir.constant(40 : i64) : i64
  %y = llvm.inline_asm asm_dialect = intel "lea $0, [$1 + 2]", "=r,r" %x : (i64) -> i64
  llvm.call @printI64(%y) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
// CHECK: 0
// CHECK-NEXT: 42
