// RUN: jtranslate --mlir-to-llvmir -split-input-file -verify-diagnostics %s

// expected-error @below{{LLVM attribute 'nounwind' does not expect a value, found '1'}}
llvm.func @valued_flag() attributes {passthrough = [["nounwind", "1"]]}

// -----

// expected-error @below{{LLVM attribute 'dereferenceable' expects a value}}
llvm.func @bare_integer_attribute() attributes {passthrough = ["dereferenceable"]}

// -----

// expected-error @below{{expected 'passthrough' to contain string or array attributes}}
llvm.func @not_a_name() attributes {passthrough = [7 : i32]}

// -----

// An array that is not a pair counts as neither.
// expected-error @below{{expected 'passthrough' to contain string or array attributes}}
llvm.func @three_strings() attributes {passthrough = [["a", "b", "c"]]}

// -----

// expected-error @below{{expected arrays within 'passthrough' to contain two strings}}
llvm.func @pair_of_numbers() attributes {passthrough = [[1 : i32, "b"]]}

// -----

llvm.comdat @first {
  llvm.comdat_selector @shared any
}
llvm.comdat @second {
  // expected-error @below{{comdat selection symbols must be unique even in different comdat regions}}
  llvm.comdat_selector @shared largest
}
