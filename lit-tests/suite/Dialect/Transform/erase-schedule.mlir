// -test-transform-dialect-erase-schedule drops the transform ops after the interpreter ran; the
// module that held them stays, empty.
// RUN: jopt %s -transform-interpreter -test-transform-dialect-erase-schedule | jfilecheck %s

// CHECK-LABEL: func.func @payload
// CHECK-NEXT:    arith.constant {marked} 7 : i32
// CHECK:       module attributes {transform.with_named_sequence} {
// CHECK-NEXT:  }
// CHECK-NOT:   transform.
func.func @payload() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %c "marked" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @unused(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
