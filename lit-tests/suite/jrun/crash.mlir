// A program that crashes natively is a crash of jrun (SIGABRT, as LLVM tools crash), with no JVM
// report; what it printed before is flushed.
// RUN: not --crash jrun %s -e main --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so 2>%t.err | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=ERR --allow-empty < %t.err

// CHECK: before the crash
// ERR-NOT: A fatal error
// ERR-NOT: Exception
llvm.mlir.global internal constant @msg("before the crash\0A\00") {addr_space = 0 : i32}
llvm.func @printString(!llvm.ptr)
llvm.func @main() {
  %0 = llvm.mlir.addressof @msg : !llvm.ptr
  llvm.call @printString(%0) : (!llvm.ptr) -> ()
  %null = llvm.mlir.zero : !llvm.ptr
  %v = llvm.mlir.constant(1 : i32) : i32
  llvm.store %v, %null : i32, !llvm.ptr
  llvm.return
}
