// RUN: not jopt %s -verify-diagnostics 2>&1 | jfilecheck %s

// An expectation nothing satisfies, and a diagnostic nobody expected.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %1 : i32
  %1 = arith.addi %a, %a : i32 // expected-error {{never emitted}}
  return %0 : i32
}
// CHECK: :5:8: error: unexpected error: operand #1 does not dominate this use
// CHECK: :6:8: error: unexpected note: operand defined here (op in the same block)
// CHECK: :6:35: error: expected error "never emitted" was not produced
// CHECK-NEXT: {{.*}}// expected-error {{[{][{]}}never emitted{{[}][}]}}
// CHECK-NEXT: {{^ +}}^~~~~~~~~~~~~{{$}}
