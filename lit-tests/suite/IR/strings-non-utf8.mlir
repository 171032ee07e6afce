// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect --mlir-print-op-generic | jopt -allow-unregistered-dialect | jfilecheck %s
// Strings are byte strings: escapes of bytes that are not valid UTF-8 print back unchanged (as
// mlir-opt 22), in attributes, symbol names, op names and locations alike.

// CHECK: "t.op"() {a = "\FF\FE\00", b = "\C3\A9", c = "\E2\82", d = @"\FF"} : () -> ()
"t.op"() {a = "\ff\fe\00", b = "\c3\a9", c = "\e2\82", d = @"\ff"} : () -> ()
// CHECK: "\FF.op"() : () -> ()
"\ff.op"() : () -> ()
// CHECK: func.func private @"\FF\FE"()
func.func private @"\ff\fe"()
