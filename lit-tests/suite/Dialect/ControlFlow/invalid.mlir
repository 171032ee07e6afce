// Each verifier and parser rule of the cf ops, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @br_extra_operand(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @br_operand_type(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%a: i64):
  return
}

// -----

func.func @cond_br_false_operands(%c: i1, %x: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2(%a: i32):
  return
}

// -----

func.func @cond_br_on_i32(%x: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_without_segments(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @weights_all_zero(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @assert_without_message(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @assert_on_i32(%x: i32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %x, "bad"
  return
}

// -----

func.func @switch_case_value_type(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_count(%x: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_segments(%x: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_on_index(%i: index) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %i : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_too_large(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    // expected-error@+1 {{integer value too large}}
    18446744073709551615: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_operands(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1,
    5: ^bb1(%x : i32)
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_case_value(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error@+1 {{expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_without_default(%x: i32) {
  cf.switch %x : i32, [
    // expected-error@+1 {{expected 'default'}}
    ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_unclosed_cases(%x: i32) {
  cf.switch %x : i32, [
    // expected-error@+1 {{expected ']'}}
    default: ^bb1 ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_negative_case_segment(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_default_result_number(%x: i32) {
  %0:2 = "arith.addui_extended"(%x, %x) : (i32, i32) -> (i32, i1)
  cf.switch %x : i32, [
    // expected-error@+1 {{result number not allowed in argument list}}
    default: ^bb1(%0#0 : i32),
    1: ^bb1(%0#0 : i32)
  ]
^bb1(%a: i32):
  return
}

// -----

func.func @switch_operand_types(%x: i32) {
  cf.switch %x : i32, [
    // expected-error@+1 {{number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%x : i32),
    1: ^bb1(%x, %x : i32)
  ]
^bb1(%a: i32):
  return
}
