// RUN: not jopt %s --allow-unregistered-dialect -split-input-file 2>&1 | jfilecheck %s

// CHECK: parse-errors-ssa.mlir:[[# @LINE + 1]]:7: error: use of undeclared SSA value name
"t.a"(%missing) : (i32) -> ()

// -----

%x = "t.a"() : () -> i32
// CHECK: parse-errors-ssa.mlir:[[# @LINE + 1]]:1: error: redefinition of SSA value '%x'
%x = "t.b"() : () -> i32

// -----

"t.a"(%y) : (i32) -> ()
// CHECK: parse-errors-ssa.mlir:[[# @LINE + 1]]:7: error: use of value '%y' expects different type than prior uses: 'i64' vs 'i32'
"t.b"(%y) : (i64) -> ()

// -----

"t.a"() ({
// CHECK: parse-errors-ssa.mlir:[[# @LINE + 1]]:11: error: reference to an undefined block
  "t.b"()[^nowhere] : () -> ()
}) : () -> ()

// -----

// CHECK: parse-errors-ssa.mlir:[[# @LINE + 1]]:1: error: operation defines 1 results but was provided 2 to bind
%a, %b = "t.one"() : () -> i32

// -----

// CHECK: parse-errors-ssa.mlir:[[# @LINE + 1]]:1: error: cannot name an operation with no results
%n = "t.none"() : () -> ()
