// --reduce-on-failure: the pipeline fails on a marker op buried in 10 functions (131 lines); jopt
// writes a file that still fails with the same error, keeps the marker and is at most a tenth of the
// input (here 8 lines: the marker's function, its operand cut to ub.poison).
// RUN: not jopt %S/Inputs/seeded-failure.mlir --allow-unregistered-dialect -test-mlir-reducer --reduce-on-failure=%t.reduced.mlir 2>&1 | jfilecheck %s --check-prefix=ERR
// RUN: jfilecheck %s --input-file=%t.reduced.mlir --check-prefix=REDUCED
// RUN: not jopt %t.reduced.mlir --allow-unregistered-dialect -test-mlir-reducer 2>&1 | jfilecheck %s --check-prefix=STILL
// A pipeline that succeeds writes nothing.
// RUN: rm -f %t.none.mlir
// RUN: jopt %S/Inputs/seeded-failure.mlir --allow-unregistered-dialect -cse --reduce-on-failure=%t.none.mlir > /dev/null
// RUN: not ls %t.none.mlir

// ERR: error: MLIR Reducer Test generated failure: Found "crashOp" operation
// ERR: jopt: reduced the failing input to '{{.*}}reduced.mlir': 4 of 121 ops, same error ('MLIR Reducer Test generated failure: Found "crashOp" operation')

// REDUCED:      module {
// REDUCED-NEXT:   func.func @f6(%arg0: i32, %arg1: i32) -> i32 {
// REDUCED-NEXT:     %0 = ub.poison : i32
// REDUCED-NEXT:     "test.op_crash"(%0) : (i32) -> ()
// REDUCED-NEXT:     return %0 : i32
// REDUCED-NEXT:   }
// REDUCED-NEXT: }
// REDUCED-EMPTY:
// REDUCED-NOT: {{.}}

// STILL: error: MLIR Reducer Test generated failure: Found "crashOp" operation
