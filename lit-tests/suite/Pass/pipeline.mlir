// RUN: jopt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' | jfilecheck %s
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 top-down=false},cse))' | jfilecheck %s
// RUN: jopt %s -canonicalize -cse | jfilecheck %s
// RUN: jopt %s --canonicalize='max-iterations=3 top-down=false' --cse | jfilecheck %s
// RUN: jopt %s -canonicalize -cse --mlir-disable-threading | jfilecheck %s
// RUN: jopt %s -cse --verify-each=false | jfilecheck %s --check-prefix=CSE
// RUN: jopt %s --pass-pipeline='builtin.module(any(cse))' | jfilecheck %s --check-prefix=CSE
// RUN: jopt %s --pass-pipeline=' builtin.module ( func.func( cse ) ) ' | jfilecheck %s --check-prefix=CSE
// RUN: jopt %s --pass-pipeline='builtin.module()' | jfilecheck %s --check-prefix=NONE

// Passes run between parsing and printing; a nested pipeline runs on every function.

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]] : i32
// CSE-LABEL: func.func @f(
// CSE-NEXT:    arith.addi
// CSE-NEXT:    arith.muli
// NONE-LABEL: func.func @f(
// NONE-COUNT-2: arith.addi
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// Canonicalize erases the dead op; a pass-free run keeps it.
// CHECK-LABEL: func.func @g(
// CHECK-NEXT:    return %arg0 : i32
// NONE-LABEL: func.func @g(
// NONE-NEXT:    arith.muli
func.func @g(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %a : i32
}
