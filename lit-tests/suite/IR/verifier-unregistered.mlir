// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: not jopt %s 2>&1 | jfilecheck %s --check-prefix=ERR

// Unregistered ops get only structural checks, and only with -allow-unregistered-dialect.
// (The test namespace is registered and allows unknown ops, as mlir-opt's test dialect does:
// see test-dialect-unknown-ops.mlir.)
// CHECK: "mydialect.any"() : () -> ()
// ERR: error: operation being parsed with an unregistered dialect
"mydialect.any"() : () -> ()
