// RUN: not jopt %s -split-input-file -allow-unregistered-dialect 2>&1 | jfilecheck %s
// "expected ..." errors point just past the previous token, as MLIR's emitWrongTokenError:
// spaces, blank lines and a trailing // comment before the unexpected token are skipped.

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:22: error: expected '}' in attribute dictionary
"t.op"() {a = 1 : i32 : () -> ()

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:8: error: expected ')' to end operand list
"t.op"(  : () -> ()

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:20: error: expected ')' in dimensional identifier list
#m = affine_map<(d0 d1) -> (d0)>

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:34: error: expected ']' in fused location
"t.op"() : () -> () loc(fused["a" "b"])

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:21: error: expected ')'
func.func @f(%a: i32 %b: i32) {
  return
}

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:17: error: expected ',' or ']'
"t.op"() {a = [1 2]} : () -> ()

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:21: error: expected '}' in attribute dictionary
"t.op"() {x = {a = 1 b}} : () -> ()

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:23: error: expected non-function type
"t.op"() : () -> (i32,  )

// -----

// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:21: error: expected non-function type
"t.op"() {a = tuple<  5>} : () -> ()

// -----

// The previous line ends in a comment: the error goes before it.
// CHECK: parse-errors-expected-token.mlir:[[@LINE+1]]:10: error: expected ')' to end operand list
"t.op"(%x  // trailing comment

  : () -> ()
