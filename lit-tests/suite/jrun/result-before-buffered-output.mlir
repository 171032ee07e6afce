// The entry point's result is printed before what the program left in C stdio's buffer, as
// mlir-runner prints it (its result stream is flushed before stdio's buffers at exit): on a pipe the
// result comes first.
// RUN: jrun %s -e main --entry-point-result=i32 --shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: 7
// CHECK-NEXT: 42
// CHECK-NEXT: 43{{$}}

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i64) : i64
  %1 = llvm.mlir.constant(43 : i64) : i64
  %2 = llvm.mlir.constant(7 : i32) : i32
  llvm.call @printI64(%0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printI64(%1) : (i64) -> ()
  llvm.return %2 : i32
}
