// mlir-runner's entry-point checks, one line each on stderr, exit 1.
// RUN: not jrun %s -e missing --entry-point-result=void 2>&1 | jfilecheck %s --check-prefix=MISSING
// RUN: not jrun %s -e declared --entry-point-result=void 2>&1 | jfilecheck %s --check-prefix=MISSING
// RUN: not jrun %s -e takes_args --entry-point-result=void 2>&1 | jfilecheck %s --check-prefix=ARGS
// RUN: not jrun %s -e returns_i32 --entry-point-result=void 2>&1 | jfilecheck %s --check-prefix=VOID
// RUN: not jrun %s -e returns_i32 --entry-point-result=i64 2>&1 | jfilecheck %s --check-prefix=I64
// RUN: not jrun %s -e returns_i32 2>&1 | jfilecheck %s --check-prefix=F32
// RUN: not jrun %s -e returns_void --entry-point-result=i32 2>&1 | jfilecheck %s --check-prefix=I32
// RUN: not jrun %s -e returns_void --entry-point-result=f64 2>&1 | jfilecheck %s --check-prefix=BADOPT
// RUN: not jrun %s -e missing --entry-point-result=I32 2>&1 | jfilecheck %s --check-prefix=BADOPT
// RUN: not jrun %s -e returns_void --entry-point-result=void --mattr=+this-is-no-feature,+avx512vp2intersect,+avx512f,+amx-tile,+sha512 2>&1 | jfilecheck %s --check-prefix=MATTR
// RUN: not jrun %s -e returns_void --entry-point-result=void --march=aarch64 2>&1 | jfilecheck %s --check-prefix=MARCH

// MISSING: Error: entry point not found
// ARGS: Error: JIT can't invoke a main function expecting arguments
// VOID: Error: expected void function
// I64: Error: only single i64 function result supported
// F32: Error: only single f32 function result supported
// I32: Error: only single i32 function result supported
// An --entry-point-result that is none of f32, i32, i64, void fails once the program is read (before
// the entry point is looked up), as in mlir-runner, not as an option error.
// BADOPT: Error: unsupported function type
// BADOPT-NOT: entry point
// MATTR: '+this-is-no-feature' is not a recognized feature for this target (ignoring feature)
// MATTR-NEXT: jrun: error: the host CPU does not support the target feature
// MARCH: jrun: error: cannot run code for architecture 'aarch64' on this x86_64 host

llvm.func @declared()
llvm.func @takes_args(%a: i32) {
  llvm.return
}
llvm.func @returns_i32() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @returns_void() {
  llvm.return
}
