// RUN: jopt %s --pass-pipeline='builtin.module(func.func(apply-pdll{file=%S/Inputs/arith-rules.pdll}))' | jfilecheck %s
// RUN: jopt %s --pdll=%S/Inputs/func-rules.pdll | jfilecheck %s --check-prefix=FUNC

// apply-pdll inside a pipeline, on each function.
// CHECK-LABEL: func.func @add_zero
// CHECK-NEXT: %[[R:.*]] = call @id(%arg0)
// CHECK-NEXT: return %[[R]]
// FUNC-LABEL: func.func @add_zero
// FUNC-NEXT: %[[C:.*]] = arith.constant 0
// FUNC-NEXT: %[[S:.*]] = arith.addi %arg0, %[[C]]
// FUNC-NEXT: return %[[S]]
func.func @add_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = func.call @id(%0) : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func private @id
// FUNC-LABEL: func.func private @id
func.func private @id(i32) -> i32
