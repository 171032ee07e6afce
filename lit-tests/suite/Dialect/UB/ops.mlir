// ub.poison round-trips; its default value #ub.poison is elided in the custom form.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @poisons
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = ub.poison : vector<4xf32>
// CHECK-NEXT:    return %0, %1
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
func.func @poisons() -> (i32, vector<4xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : vector<4xf32>
  return %0, %1 : i32, vector<4xf32>
}

// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT:    ub.unreachable
func.func @unreachable() {
  ub.unreachable
}
