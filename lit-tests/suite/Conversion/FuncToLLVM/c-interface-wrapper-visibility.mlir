// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

// The _mlir_ciface_ wrapper of a defined function carries the function's sym_visibility as an
// attribute, as mlir-opt 22 copies it (neither function is printed as private).
// CHECK-LABEL: llvm.func @scale(%arg0: f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @_mlir_ciface_scale(%arg0: f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:    llvm.call @scale(%arg0) : (f32) -> f32
func.func private @scale(%x: f32) -> f32 attributes {llvm.emit_c_interface} {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}

// A public function's wrapper has none.
// CHECK-LABEL: llvm.func @_mlir_ciface_open(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
func.func @open(%x: f32) -> f32 attributes {llvm.emit_c_interface} {
  return %x : f32
}

// Nested visibility is copied the same way.
// CHECK-LABEL: llvm.func @_mlir_ciface_inner(%arg0: f32) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "nested"}
func.func nested @inner(%x: f32) -> f32 attributes {llvm.emit_c_interface} {
  return %x : f32
}
