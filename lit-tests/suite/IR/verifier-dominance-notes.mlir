// RUN: not jopt %s -split-input-file -allow-unregistered-dialect 2>&1 | jfilecheck %s
// RUN: not jopt %s -split-input-file -allow-unregistered-dialect --mlir-print-local-scope 2>&1 | jfilecheck %s
// The "see current operation" note names values as the enclosing isolated op (here the function)
// numbers them, as mlir-opt 22 does; a multi-block region of an unregistered op is an SSA region.

func.func @f(%a: i32) -> i32 {
  // CHECK: :[[@LINE+2]]:8: error: operand #0 does not dominate this use
  // CHECK: :[[@LINE+1]]:8: note: see current operation: %0 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @nested(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  "test.foo"() ({
    %c = arith.constant 1 : i32
    // CHECK: :[[@LINE+2]]:10: error: operand #0 does not dominate this use
    // CHECK: :[[@LINE+1]]:10: note: see current operation: %2 = "arith.addi"(%3, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = arith.addi %3, %a : i32
    %3 = arith.addi %a, %0 : i32
    cf.br ^bb1
  ^bb1:
    "test.bar"(%2) : (i32) -> ()
  }) : () -> ()
  return %0 : i32
}

// -----

%0 = "t.a"() : () -> i32
"t.foo"() ({
^bb0(%x: i32):
  // CHECK: :[[@LINE+2]]:8: error: operand #0 does not dominate this use
  // CHECK: :[[@LINE+1]]:8: note: see current operation: %1 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = arith.addi %3, %0 : i32
  %3 = arith.addi %x, %0 : i32
  cf.br ^bb1
^bb1:
  "t.bar"(%2) : (i32) -> ()
}) : () -> ()
