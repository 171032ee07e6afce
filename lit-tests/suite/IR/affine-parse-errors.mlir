// Errors of the affine map and integer set parser, at MLIR 22's positions: a failed operand of a
// negation reports its own error and then 'missing operand of negation' at the same token.
// RUN: not jopt %s -split-input-file 2>&1 | jfilecheck %s

// CHECK: {{.*}}.mlir:[[# @LINE + 2]]:27: error: expected affine expression
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:27: error: missing operand of negation
#a = affine_map<(d0) -> (-)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 2]]:32: error: missing right operand of binary operator
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:32: error: missing operand of negation
#b = affine_map<(d0) -> (d0 * -)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 2]]:32: error: missing right operand of binary operator
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:32: error: missing operand of negation
#c = affine_map<(d0) -> (-(d0 +))>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 2]]:27: error: unexpected ssa identifier
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:27: error: missing operand of negation
#d = affine_map<(d0) -> (-%x)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:26: error: unexpected ssa identifier
#e = affine_map<(d0) -> (%x)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:17: error: expected AffineMap, but got IntegerSet
#f = affine_map<(d0) : (d0 >= 0)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:17: error: expected IntegerSet, but got AffineMap
#g = affine_set<(d0) -> (d0)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:28: error: expected ')' in affine map range
#h = affine_map<(d0) -> (d0 / 2)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 2]]:26: error: expected affine expression
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:26: error: missing operand of negation
#i = affine_set<(d0) : (-)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:29: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
#j = affine_map<(d0) -> (d0 * d0)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:29: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
#k = affine_map<(d0) -> (d0 floordiv d0)>
// -----
// CHECK: {{.*}}.mlir:[[# @LINE + 1]]:26: error: missing left operand of binary operator
#l = affine_map<(d0) -> (+ d0)>
