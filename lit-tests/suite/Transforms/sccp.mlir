// Sparse conditional constant propagation: values known on every live path become constants
// (rematerialized at the front of the function), values that differ along live paths stay.
// Branches are not rewritten (that is canonicalization's job). Expected output is mlir-opt 22's.
// RUN: jopt %s -sccp | jfilecheck %s

// The edge a known condition does not take does not spoil the block argument.
// CHECK-LABEL: func.func @known_branch() -> index {
// CHECK-NEXT:    %true = index.bool.constant true
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    cf.cond_br %true, ^bb1, ^bb2
// CHECK:         ^bb3(%0: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %idx1 : index

// CHECK-LABEL: func.func @unknown_branch(%arg0: i1) -> index {
// CHECK:         ^bb3(%0: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %0 : index

// CHECK-LABEL: func.func @same_on_both_edges(%arg0: i1) -> index {
// CHECK:         return %idx1 : index

// Several edges to one block all count, even when the flag is known.
// CHECK-LABEL: func.func @switch() -> index {
// CHECK:         ^bb1(%0: index):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    return %0 : index

// CHECK-LABEL: func.func @scf_if(%arg0: i1) -> (index, index) {
// CHECK-NEXT:    %idx2 = index.constant 2
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %0 = scf.if %arg0 -> (index) {
// CHECK:         return %idx2, %0 : index, index

// A loop-carried value that never changes is known; one that changes is not, and the loop whose
// result became a constant is erased.
// CHECK-LABEL: func.func @scf_for(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %idx5 = index.constant 5
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NEXT:    %0 = scf.for %arg1 = %idx0 to %arg0 step %idx1 iter_args(%arg2 = %idx5) -> (index) {
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %idx5, %0 : index, index

// A false condition leaves the loop before the body runs.
// CHECK-LABEL: func.func @scf_while() -> index {
// CHECK-NEXT:    %false = index.bool.constant false
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    return %idx7 : index

// Private callees see their callers' arguments; any callee's returns reach its callers.
// CHECK-LABEL: func.func private @private_callee(%arg0: index) -> index {
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    return %idx7 : index
// CHECK-LABEL: func.func @public_callee(%arg0: index) -> index {
// CHECK-LABEL: func.func @calls() -> (index, index) {
// CHECK-NEXT:    %idx3 = index.constant 3
// CHECK-NEXT:    %idx7 = index.constant 7
// CHECK-NEXT:    %0 = call @private_callee(%idx7) : (index) -> index
// CHECK-NEXT:    %1 = call @public_callee(%idx7) : (index) -> index
// CHECK-NEXT:    return %idx7, %idx3 : index, index

// CHECK-LABEL: func.func private @two_callers(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-LABEL: func.func @calls_differ() -> (index, index) {
// CHECK:         return %0, %1 : index, index

// A symbol use other than a call lets the callee escape: its argument is unknown.
// CHECK-LABEL: func.func private @escapes(%arg0: index) -> index {
// CHECK-NEXT:    return %arg0 : index
// CHECK-LABEL: func.func @takes_address() -> ((index) -> index, index) {
// CHECK-NEXT:    %f = constant @escapes : (index) -> index
// CHECK-NEXT:    %idx1 = index.constant 1
// CHECK-NEXT:    %0 = call @escapes(%idx1) : (index) -> index
// CHECK-NEXT:    return %f, %0 : (index) -> index, index

func.func @known_branch() -> index {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %t = index.bool.constant true
  cf.cond_br %t, ^a, ^b
^a:
  cf.br ^join(%c1 : index)
^b:
  cf.br ^join(%c2 : index)
^join(%v: index):
  return %v : index
}

func.func @unknown_branch(%c: i1) -> index {
  %c1 = index.constant 1
  %c2 = index.constant 2
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^join(%c1 : index)
^b:
  cf.br ^join(%c2 : index)
^join(%v: index):
  return %v : index
}

func.func @same_on_both_edges(%c: i1) -> index {
  %c1 = index.constant 1
  cf.cond_br %c, ^a(%c1 : index), ^a(%c1 : index)
^a(%v: index):
  return %v : index
}

func.func @switch() -> index {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c3 = index.constant 3
  %flag = arith.constant 4 : i32
  cf.switch %flag : i32, [
    default: ^d(%c1 : index),
    4: ^d(%c2 : index),
    5: ^d(%c3 : index)
  ]
^d(%v: index):
  return %v : index
}

func.func @scf_if(%c: i1) -> (index, index) {
  %f = index.bool.constant false
  %c1 = index.constant 1
  %c2 = index.constant 2
  %r = scf.if %f -> index {
    scf.yield %c1 : index
  } else {
    scf.yield %c2 : index
  }
  %u = scf.if %c -> index {
    scf.yield %c1 : index
  } else {
    scf.yield %c2 : index
  }
  return %r, %u : index, index
}

func.func @scf_for(%n: index) -> (index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %same = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c5) -> index {
    scf.yield %acc : index
  }
  %changes = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c5) -> index {
    scf.yield %i : index
  }
  return %same, %changes : index, index
}

func.func @scf_while() -> index {
  %c7 = index.constant 7
  %f = index.bool.constant false
  %r = scf.while (%a = %c7) : (index) -> index {
    scf.condition(%f) %a : index
  } do {
  ^bb0(%b: index):
    %c9 = index.constant 9
    scf.yield %c9 : index
  }
  return %r : index
}

func.func private @private_callee(%a: index) -> index {
  return %a : index
}

func.func @public_callee(%a: index) -> index {
  %c3 = index.constant 3
  return %c3 : index
}

func.func @calls() -> (index, index) {
  %c7 = index.constant 7
  %0 = call @private_callee(%c7) : (index) -> index
  %1 = call @public_callee(%c7) : (index) -> index
  return %0, %1 : index, index
}

func.func private @two_callers(%a: index) -> index {
  return %a : index
}

func.func @calls_differ() -> (index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = call @two_callers(%c1) : (index) -> index
  %1 = call @two_callers(%c2) : (index) -> index
  return %0, %1 : index, index
}

func.func private @escapes(%a: index) -> index {
  return %a : index
}

func.func @takes_address() -> ((index) -> index, index) {
  %c1 = index.constant 1
  %f = func.constant @escapes : (index) -> index
  %0 = call @escapes(%c1) : (index) -> index
  return %f, %0 : (index) -> index, index
}
