// A program that crashes natively ends jrun as it ends mlir-runner: killed by the same signal (a
// null store: SIGSEGV, 139 in a shell), with one line on stderr naming it instead of LLVM's stack
// dump, no JVM report; what the program printed before is flushed.
// RUN: not --crash jrun %s -e main --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so 2>%t.err | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=ERR < %t.err
// RUN: sh -c 'jrun "$1" -e main --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so 2>/dev/null; echo "status $?"' sh %s | jfilecheck %s --check-prefix=STATUS

// CHECK: before the crash
// ERR-NOT: A fatal error
// ERR-NOT: Exception
// ERR: {{^}}jrun: the program crashed: Segmentation fault (signal 11){{$}}
// ERR-NOT: {{.}}
// STATUS: {{^}}status 139{{$}}
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
