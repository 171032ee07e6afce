// sccp materializes constants no higher than an op that might be isolated from above: an
// unregistered op might, so constants stay inside its region (as mlir-opt 22).
// RUN: jopt %s -allow-unregistered-dialect -sccp | jfilecheck %s

// CHECK-LABEL: func.func @inside_unregistered() {
// CHECK-NEXT:    %idx5 = index.constant 5
// CHECK-NEXT:    "foreign.region"() ({
// CHECK-NEXT:      %idx4 = index.constant 4
// CHECK-NEXT:      "foreign.use"(%idx4, %idx5) : (index, index) -> ()
// CHECK-NEXT:      "foreign.end"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
func.func @inside_unregistered() {
  %c5 = index.constant 5
  "foreign.region"() ({
    %c4 = index.constant 4
    "foreign.use"(%c4, %c5) : (index, index) -> ()
    "foreign.end"() : () -> ()
  }) : () -> ()
  return
}

// A registered op that is not isolated (scf.execute_region) lets them go up to the function.
// CHECK-LABEL: func.func @inside_registered() -> index {
// CHECK-NEXT:    %idx4 = index.constant 4
// CHECK-NEXT:    return %idx4 : index
func.func @inside_registered() -> index {
  %r = scf.execute_region -> index {
    %c4 = index.constant 4
    scf.yield %c4 : index
  }
  return %r : index
}
