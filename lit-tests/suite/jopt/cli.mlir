// RUN: jopt --version | jfilecheck %s --check-prefix=VERSION
// RUN: jopt --show-dialects | jfilecheck %s --check-prefix=DIALECTS
// RUN: not jopt -no-such-flag %s 2>&1 | jfilecheck %s --check-prefix=UNKNOWN
// RUN: not jopt %s.missing 2>&1 | jfilecheck %s --check-prefix=MISSING
// RUN: jopt -mlir-print-op-generic %s | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt --mlir-print-op-generic=true %s | jfilecheck %s --check-prefix=GENERIC
// RUN: cat %s | jopt - -o %t.out && jfilecheck %s --input-file=%t.out

// VERSION: jopt (jmlir)
// DIALECTS: Available Dialects: {{.*}}arith,{{.*}}builtin,{{.*}}func
// UNKNOWN: jopt: Unknown command line argument '-no-such-flag'.  Try: 'jopt --help'
// MISSING: cannot open input file '{{.*}}cli.mlir.missing': No such file or directory
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK: func.func @g() {
func.func @g() {
  return
}
