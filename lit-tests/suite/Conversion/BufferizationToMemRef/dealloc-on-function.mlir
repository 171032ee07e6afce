// Run on a function, convert-bufferization-to-memref cannot add the module's dealloc_helper: a
// dealloc of several memrefs does not lower (one memref, even with retained values, lowers inline).
// RUN: jopt %s -p 'builtin.module(func.func(convert-bufferization-to-memref))' -split-input-file -verify-diagnostics | jfilecheck %s

func.func @two(%a: memref<2xi8>, %b: memref<3xi8>, %p: i1, %q: i1) {
  // expected-error@+2 {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error@+1 {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  bufferization.dealloc (%a, %b : memref<2xi8>, memref<3xi8>) if (%p, %q)
  return
}

// -----

// CHECK-LABEL: func.func @one_retained
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: scf.if
// CHECK: memref.dealloc %arg0 : memref<2xi8>
// CHECK-NOT: call
func.func @one_retained(%a: memref<2xi8>, %r: memref<4xi8>, %p: i1) -> i1 {
  %0 = bufferization.dealloc (%a : memref<2xi8>) if (%p) retain (%r : memref<4xi8>)
  return %0 : i1
}
