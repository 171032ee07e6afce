// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: not jopt %s 2>&1 | jfilecheck %s --check-prefix=ERR

// Unregistered ops get only structural checks, and only with -allow-unregistered-dialect.
// CHECK: "test.any"() : () -> ()
// ERR: error: operation being parsed with an unregistered dialect
"test.any"() : () -> ()
