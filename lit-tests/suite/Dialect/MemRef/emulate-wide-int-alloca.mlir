// memref-emulate-wide-int converts alloc, load and store only: an alloca of a wide type stays illegal.
// RUN: not jopt %s -memref-emulate-wide-int 2>&1 | jfilecheck %s

// CHECK: error: failed to legalize operation 'memref.alloca' that was explicitly marked illegal
func.func @stack() {
  %a = memref.alloca() : memref<2xi64>
  return
}
