// TensorFlow-compatibility spellings (a documented difference: mlir-opt 22 rejects them). TensorFlow's
// own test files still write `func @f`, the old standard dialect's unqualified ops, and pipelines
// anchored on `func`; jopt reads them and prints today's syntax.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -pass-pipeline='func(canonicalize)' | jfilecheck %s --check-prefix=PIPE
// RUN: not jopt %s -pass-pipeline='funk(canonicalize)' 2>&1 | jfilecheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @legacy(
// CHECK: cf.br ^bb1
// CHECK: cf.cond_br %{{.*}}, ^bb2, ^bb1
// CHECK: return

// The functions are canonicalized (the unused func.constant goes), the module-level ops are not.
// PIPE-LABEL: func.func @legacy(
// PIPE: arith.addf
// PIPE-LABEL: func.func @in_func
// PIPE-NEXT: return
// BAD: can't run 'funk' pass manager on 'builtin.module' op

func @legacy(%c: i1, %x: f32) -> f32 {
  br ^bb1
^bb1:
  cond_br %c, ^bb2, ^bb1
^bb2:
  return %x : f32
}

// Outside functions the old standard dialect's arithmetic upgrades to arith.
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: arith.addf %[[ONE]], %[[ONE]] : f32
%one = constant 1.0 : f32
%two = addf %one, %one : f32

// A function body keeps MLIR 22's meaning: there `constant @f` is func.constant; without a symbol
// it cannot be one, and is the old arith constant.
// CHECK-LABEL: func.func @in_func
// CHECK: %f = constant @legacy : (i1, f32) -> f32
// CHECK-NEXT: %{{.*}} = arith.constant dense<true> : tensor<i1>
func @in_func() {
  %f = constant @legacy : (i1, f32) -> f32
  %t = constant dense<true> : tensor<i1>
  return
}
