// Verifier rules of builtin.module, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'plain'}}
module attributes {plain = 1} {
}

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
^bb0:
}) {sym_name = 3 : i32} : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
^bb0:
}) : () -> i32
