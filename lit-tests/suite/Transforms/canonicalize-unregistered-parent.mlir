// Folded constants stay in the region of an unregistered op (it may be isolated from above), as
// mlir-opt 22's OperationFolder does; a registered non-isolated parent (scf.if) hoists them.
// RUN: jopt %s -canonicalize --allow-unregistered-dialect | jfilecheck %s

// CHECK-LABEL: func.func @unregistered
// CHECK-NEXT:    "foo.op"() ({
// CHECK-NEXT:      %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      "foo.use"(%[[C]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
func.func @unregistered() {
  "foo.op"() ({
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    "foo.use"(%1) : (i32) -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @registered
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      "foo.use"(%[[C]]) : (i32) -> ()
func.func @registered(%c: i1) {
  scf.if %c {
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    "foo.use"(%1) : (i32) -> ()
  }
  return
}
