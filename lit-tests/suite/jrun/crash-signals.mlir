// Each kind of native crash of the program ends jrun with its own signal, as mlir-runner 22 ends
// (exit 134 abort, 132 illegal instruction, 136 integer division by zero, 139 stack overflow), after
// one line on stderr that names it; no JVM report, no Java stack trace. The entry point picks the crash.
// RUN: sh -c '(exec jrun "$1" -e abort_now --entry-point-result=void 2>"$2"); echo "status $?"' sh %s %t.abort | jfilecheck %s --check-prefix=ABORT-STATUS
// RUN: jfilecheck %s --check-prefix=ABORT < %t.abort
// RUN: sh -c '(exec jrun "$1" -e trap_now --entry-point-result=void 2>"$2"); echo "status $?"' sh %s %t.trap | jfilecheck %s --check-prefix=TRAP-STATUS
// RUN: jfilecheck %s --check-prefix=TRAP < %t.trap
// RUN: sh -c '(exec jrun "$1" -e divide_by_zero --entry-point-result=void 2>"$2"); echo "status $?"' sh %s %t.fpe | jfilecheck %s --check-prefix=FPE-STATUS
// RUN: jfilecheck %s --check-prefix=FPE < %t.fpe
// RUN: sh -c '(exec jrun "$1" -e recurse_forever --entry-point-result=void 2>"$2"); echo "status $?"' sh %s %t.overflow | jfilecheck %s --check-prefix=OVERFLOW-STATUS
// RUN: jfilecheck %s --check-prefix=OVERFLOW < %t.overflow
// RUN: not --crash jrun %s -e abort_now --entry-point-result=void

// ABORT: {{^}}jrun: the program crashed: Aborted (signal 6){{$}}
// ABORT-NOT: {{.}}
// ABORT-STATUS: {{^}}status 134{{$}}
// TRAP: {{^}}jrun: the program crashed: Illegal instruction (signal 4){{$}}
// TRAP-NOT: {{.}}
// TRAP-STATUS: {{^}}status 132{{$}}
// FPE: {{^}}jrun: the program crashed: Floating point exception (signal 8){{$}}
// FPE-NOT: {{.}}
// FPE-STATUS: {{^}}status 136{{$}}
// The JVM's own words on a stack overflow ("An irrecoverable stack overflow ...") are not printed.
// OVERFLOW-NOT: stack overflow
// OVERFLOW: {{^}}jrun: the program crashed: Segmentation fault (signal 11){{$}}
// OVERFLOW-NOT: {{.}}
// OVERFLOW-STATUS: {{^}}status 139{{$}}

llvm.func @abort()
llvm.func @abort_now() {
  llvm.call @abort() : () -> ()
  llvm.return
}

llvm.func @trap_now() {
  "llvm.intr.trap"() : () -> ()
  llvm.return
}

// Not inlined, not optimised: the division is done at run time.
llvm.func @quotient(%a: i32, %b: i32) -> i32 attributes {passthrough = ["noinline", "optnone"]} {
  %q = llvm.sdiv %a, %b : i32
  llvm.return %q : i32
}
llvm.func @divide_by_zero() {
  %a = llvm.mlir.constant(12 : i32) : i32
  %b = llvm.mlir.constant(0 : i32) : i32
  %q = llvm.call @quotient(%a, %b) : (i32, i32) -> i32
  llvm.return
}

// Each call keeps a slot on the stack that is read after the call returns: no tail call.
llvm.func @down(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.store volatile %n, %slot : i64, !llvm.ptr
  %m = llvm.add %n, %one : i64
  %r = llvm.call @down(%m) : (i64) -> i64
  %v = llvm.load volatile %slot : !llvm.ptr -> i64
  %s = llvm.add %r, %v : i64
  llvm.return %s : i64
}
llvm.func @recurse_forever() {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %r = llvm.call @down(%zero) : (i64) -> i64
  llvm.return
}
