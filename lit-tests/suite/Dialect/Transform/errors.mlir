// Failures of transform ops and of the interpreter, reported where mlir-opt 22 reports them.
// RUN: jopt %s -split-input-file -transform-interpreter -verify-diagnostics
// RUN: not jopt %s -split-input-file -transform-interpreter=entry-point=missing 2>&1 | jfilecheck %s --check-prefix=ENTRY

// ENTRY: error: could not find a nested named sequence with name: missing

// expected-note @below {{payload operation}}
func.func @not_an_add() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{incompatible payload operation name expected arith.addi vs func.func}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"arith.addi">
    transform.yield
  }
}

// -----

func.func @one_return() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected to contain 3 payloads but it contains 1 payloads}}
    %a, %b, %c = transform.split_handle %r : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// expected-note @below {{target op}}
module {
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["builtin.module"]} attributes{} in %root : (!transform.any_op) -> !transform.any_op
    %first, %rest = transform.split_handle %m {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{could not find a parent op that matches all requirements}}
    %p = transform.get_parent_op %first {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{ancestor payload op}}
func.func @consumed(%a: i32) -> i32 {
  // expected-note @below {{nested payload op}}
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{handle to invalidated ops}}
    %add = transform.structured.match ops{["arith.addi"]} in %f : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.annotate %add "late" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.apply_conversion_patterns to %root {
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

// expected-note @below {{symbol table operation}}
module {
  // expected-error @below {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @lonely(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.apply_conversion_patterns to %root {
      // expected-error @below {{unknown dialect or dialect not loaded: nosuch}}
      transform.apply_conversion_patterns.dialect_to_llvm "nosuch"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}
