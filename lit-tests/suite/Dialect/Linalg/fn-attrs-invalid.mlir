// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error @+2 {{failed to parse BinaryFnAttr parameter 'value' which is to be a `::mlir::linalg::BinaryFn`}}
// expected-error @+1 {{expected ::mlir::linalg::BinaryFn to be one of: add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf}}
func.func @f() attributes {a = #linalg.binary_fn<exp>} { return }

// -----

// expected-error @+2 {{failed to parse UnaryFnAttr parameter 'value' which is to be a `::mlir::linalg::UnaryFn`}}
// expected-error @+1 {{expected ::mlir::linalg::UnaryFn to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf}}
func.func @f() attributes {a = #linalg.unary_fn<add>} { return }

// -----

// expected-error @+2 {{expected ::mlir::utils::IteratorType to be one of: parallel, reduction}}
// expected-error @+1 {{failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`}}
func.func @f() attributes {a = #linalg.iterator_type<serial>} { return }
