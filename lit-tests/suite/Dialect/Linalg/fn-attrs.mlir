// The OpDSL function enums parse and print as attributes of their own: #linalg.unary_fn, #linalg.binary_fn,
// #linalg.ternary_fn, #linalg.type_fn. A vector operand of a linalg op is a scalar to it: fill's block
// arguments keep the vector type.
// RUN: jopt %s -split-input-file | jfilecheck %s
// RUN: jopt %s -split-input-file -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @fns
// CHECK-SAME: a = #linalg.binary_fn<max_unsigned>, b = #linalg.unary_fn<erf>, c = #linalg.ternary_fn<select>, d = #linalg.type_fn<cast_unsigned>
func.func @fns() attributes {a = #linalg.binary_fn<max_unsigned>, b = #linalg.unary_fn<erf>, c = #linalg.ternary_fn<select>, d = #linalg.type_fn<cast_unsigned>} {
  return
}

// -----

// GENERIC-LABEL: sym_name = "fill_vector"
// GENERIC: ^bb0(%arg2: vector<4xf32>, %arg3: vector<4xf32>):
// GENERIC-NEXT: "linalg.yield"(%arg2) : (vector<4xf32>) -> ()
func.func @fill_vector(%v: vector<4xf32>, %m: memref<4xvector<4xf32>>) {
  linalg.fill ins(%v : vector<4xf32>) outs(%m : memref<4xvector<4xf32>>)
  return
}
