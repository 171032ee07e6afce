// RUN: jopt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics
// SSA name errors: redefinition, undefined values, type and result-count mismatches.

// expected-note@+1 {{previously defined here}}
%0 = "test.def"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "test.def"() : () -> i32

// -----

// expected-error@+1 {{use of undeclared SSA value name}}
"test.use"(%missing) : (i32) -> ()

// -----

// expected-note@+1 {{prior use here}}
%0 = "test.def"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"test.use"(%0) : (i64) -> ()

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "test.def"() : () -> i32

// -----

%0 = "test.def"() : () -> i32
// expected-error@+1 {{reference to invalid result number}}
"test.use"(%0#1) : (i32) -> ()

// -----

// expected-error@+1 {{reference to an undefined block}}
"test.br"()[^missing] : () -> ()

// -----

// expected-error@+1 {{expected ')' to end operand list}}
"test.op"(%0 : () -> ()
