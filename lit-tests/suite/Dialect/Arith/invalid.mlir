// Each verifier and parser rule of the arith ops, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @addi_on_floats(%f: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @addf_on_integers(%i: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @addi_one_operand(%i: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%i) : (i32) -> i32
  return
}

// -----

func.func @addi_result_type(%i: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @cmpi_without_predicate(%i: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%i, %i) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_predicate_out_of_range(%i: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%i, %i) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_result_not_bool(%i: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_result_shape(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @cmpi_unknown_predicate(%i: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi lt, %i, %i : i32
  return
}

// -----

func.func @cmpf_predicate_out_of_range(%f: f32) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%f, %f) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @extsi_narrows(%i: i16) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i16' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %i : i16 to i8
  return
}

// -----

func.func @extui_index(%i: index) {
  // expected-error@+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extui"(%i) : (index) -> i64
  return
}

// -----

func.func @trunci_widens(%i: i16) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible}}
  %0 = arith.trunci %i : i16 to i32
  return
}

// -----

func.func @extf_narrows(%f: f64) {
  // expected-error@+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %f : f64 to f32
  return
}

// -----

func.func @truncf_same_width(%f: f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.truncf %f : f16 to bf16
  return
}

// -----

func.func @cast_shape_mismatch(%v: vector<4xi8>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi8> to vector<3xi32>
  return
}

// -----

func.func @index_cast_between_integers(%i: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %i : i32 to i64
  return
}

// -----

func.func @bitcast_width(%i: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %i : i32 to f64
  return
}

// -----

func.func @sitofp_from_float(%f: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.sitofp"(%f) : (f32) -> f64
  return
}

// -----

func.func @scaling_extf_narrows(%f: f32) {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %f, %f : f32, f32 to f16
  return
}

// -----

func.func @scaling_truncf_widens(%f: f16) {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f16', 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %f, %f : f16, f16 to f32
  return
}

// -----

func.func @select_branch_types(%c: i1, %i: i32, %f: f32) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %i, %f) : (i1, i32, f32) -> i32
  return
}

// -----

func.func @select_condition_shape(%c: vector<3xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %v, %v : vector<3xi1>, vector<4xi32>
  return
}

// -----

func.func @select_condition_not_bool(%i: i32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @addui_extended_overflow_type(%i: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @mulsi_extended_types(%i: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 3 : i64} : () -> i32
  return
}

// -----

func.func @constant_without_value() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_signed_integer() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "text" : i32} : () -> i32
  return
}

// -----

func.func @constant_scalable_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @fastmath_not_flags(%f: f32) {
  // expected-error@+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%f, %f) {fastmath = 3 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @overflow_not_flags(%i: i32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%i, %i) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @exact_not_unit(%i: i32) {
  // expected-error@+1 {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divsi"(%i, %i) {isExact = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @rounding_mode_out_of_range(%f: f32) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%f) {roundingmode = 7 : i32} : (f32) -> f16
  return
}

// -----

func.func @unknown_fastmath_flag(%f: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %f, %f fastmath<quick> : f32
  return
}

// -----

func.func @unknown_overflow_flag(%i: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %i, %i overflow<wrap> : i32
  return
}

// -----

func.func @constant_not_typed() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}
