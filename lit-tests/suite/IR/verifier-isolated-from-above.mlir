// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// Values used in an IsolatedFromAbove op come from inside it: defined in the same region, in a region
// around the use inside the op, or in a region without regions of its own (a leaf) are all found.

// CHECK-LABEL: func.func @nested_uses
func.func @nested_uses(%a: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = arith.addi %a, %a : i32
    %2 = scf.if %c -> (i32) {
      // CHECK: arith.muli
      %3 = arith.muli %1, %a : i32
      scf.yield %3 : i32
    } else {
      scf.yield %1 : i32
    }
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func @outer(%a: i32) {
  builtin.module {
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() -> i32 {
      %c = arith.constant true
      %0 = scf.if %c -> (i32) {
        // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
        %1 = arith.addi %a, %a : i32
        scf.yield %1 : i32
      } else {
        %2 = arith.constant 0 : i32
        scf.yield %2 : i32
      }
      return %0 : i32
    }
  }
  return
}
