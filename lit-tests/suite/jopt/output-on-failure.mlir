// RUN: rm -f %t.out
// RUN: not jopt %s -o %t.out 2>&1 | jfilecheck %s
// RUN: not test -e %t.out

// -o is written only on success: a failing run leaves no output file.
// CHECK: error: Dialect `not' not found for custom op 'not.an.op'
not.an.op
