// A data layout spec whose entry list ends in a comma: the parser wants another entry and says
// so as mlir-opt 22 does, at the end of the comma's line since the next token starts a line.
// RUN: not jopt %s --convert-to-llvm 2>&1 | jfilecheck %s

module attributes {dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<index, 16>,
>} {
}

// CHECK: dl-spec-trailing-comma.mlir:6:29: error: expected attribute value
// CHECK-NEXT: {{^}}  #dlti.dl_entry<index, 16>,
// CHECK-NEXT: {{^}}                            ^
// CHECK-NOT: error
