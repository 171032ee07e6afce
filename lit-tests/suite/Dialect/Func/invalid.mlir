// Verifier and parser rules of the func ops, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @return_count(%a: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
  return %a : i32
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func @call_unknown(%a: i32) {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing(%a) : (i32) -> ()
  return
}

// -----

func.func @call_operand_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  call @call_operand_count(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @call_operand_type(%a: i32) {
  %f = arith.constant 1.0 : f32
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  call @call_operand_type(%f) : (f32) -> ()
  return
}

// -----

func.func @call_result_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0 = call @call_result_count(%a) : (i32) -> i32
  return
}

// -----

func.func private @produces_i32() -> i32

func.func @call_result_type() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'f32'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = call @produces_i32() : () -> f32
  return
}

// -----

func.func @call_without_callee() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"() : () -> i32
  return
}

// -----

func.func @constant_unknown() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %0 = constant @nowhere : () -> ()
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @constant_type : (i32) -> ()
  return
}

// -----

func.func @indirect_results(%a: i32) {
  %f = constant @indirect_results : (i32) -> ()
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> (), i32) -> i32
  return
}

// -----

func.func @indirect_inputs(%a: f32) {
  %f = constant @target : (i32) -> ()
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%f, %a) : ((i32) -> (), f32) -> ()
  return
}
func.func private @target(i32)

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred(%a: i32) attributes {sym_name = "other"}

// -----

// expected-error@+1 {{expected type instead of SSA identifier}}
func.func @mixed_names(i32, %a: i32)

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func @mixed_types(%a: i32, i32)

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_count"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration() -> i32

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "arg_attr_count", sym_visibility = "private"}> ({
}) : () -> ()

// -----

func.func @return_types_count(%a: i32) {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

func.func @callee_not_a_symbol(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  call "callee_not_a_symbol"(%a) : (i32) -> ()
  return
}

// -----

func.func @indirect_argument_count(%a: i32) {
  %f = constant @indirect_argument_count : (i32) -> ()
  // expected-error@+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  call_indirect %f(%a, %a) : (i32) -> ()
  return
}

// -----

func.func @indirect_not_a_function(%a: i32) {
  %f = constant @indirect_not_a_function : (i32) -> ()
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  call_indirect %f(%a) : i32
  return
}
