// RUN: jopt %s -split-input-file -cse -mlir-pass-statistics 2>&1 >/dev/null | jfilecheck %s --check-prefix=TWO
// RUN: jopt %s -split-input-file -cse -mlir-pass-statistics 2>/dev/null | jfilecheck %s --check-prefix=OUT
// RUN: jopt %s -split-input-file -mlir-pass-statistics -mlir-pass-statistics-display=pipeline 2>&1 >/dev/null | jfilecheck %s --check-prefix=TWO
// RUN: not jopt %s -mlir-pass-statistics-display=tree 2>&1 | jfilecheck %s --check-prefix=MODE
// RUN: not jopt %S/Inputs/pass-statistics-bad.mlir -mlir-pass-statistics 2>&1 | jfilecheck %s --check-prefix=BAD

// As mlir-opt 22's release build (no statistic is collected), the report is a banner on stderr, one
// per chunk, printed after the chunk's passes ran; the IR on stdout is unchanged.

// TWO:      {{^}}===-------------------------------------------------------------------------==={{$}}
// TWO-NEXT: {{^}}                         ... Pass statistics report ...{{$}}
// TWO-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// TWO-EMPTY:
// TWO-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// TWO-NEXT: Pass statistics report
// TWO-NEXT: ===
// TWO-EMPTY:
// TWO-NOT: {{.}}

// OUT-NOT: Pass statistics
// OUT: func.func @first
// OUT: func.func @second

// MODE: jopt: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

// A chunk that does not parse runs no pass manager: no report.
// BAD: pass-statistics-bad.mlir:1:14: error: expected non-function type
// BAD-NOT: Pass statistics report

func.func @first(%a: i32) -> i32 {
  return %a : i32
}

// -----

func.func @second() {
  return
}
