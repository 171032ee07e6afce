// What finalize-memref-to-llvm reports, as mlir-opt 22 does: a memory space with no integer
// address space (a string, an unsigned integer) once per type at an unknown location, an llvm.func
// holding a runtime function's name with another type, and a generic_atomic_rmw yielding a value
// from outside its body. The ops stay.
// RUN: jopt %s -finalize-memref-to-llvm -split-input-file -verify-diagnostics | jfilecheck %s

// expected-error@unknown{{conversion of memref memory space "scratch" to integer address space failed. Consider adding memory space conversions.}}
// CHECK-LABEL: func.func @named_space
// CHECK: memref.load
func.func @named_space(%m: memref<4xf32, "scratch">, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32, "scratch">
  %w = memref.load %m[%i] : memref<4xf32, "scratch">
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @unsigned_space
// CHECK: memref.alloc
func.func @unsigned_space() {
  // expected-error@unknown{{conversion of memref memory space 3 : ui32 to integer address space failed. Consider adding memory space conversions.}}
  %a = memref.alloc() : memref<8xi8, 3 : ui32>
  return
}

// -----

// expected-error@+1{{redefinition of reserved function 'free' of different type '!llvm.func<void (i64)>' is prohibited}}
llvm.func @free(i64)
// CHECK-LABEL: func.func @release
// CHECK: memref.dealloc
func.func @release(%m: memref<2xf32>) {
  memref.dealloc %m : memref<2xf32>
  return
}

// -----

// CHECK-LABEL: func.func @outside_value
// CHECK: memref.generic_atomic_rmw
func.func @outside_value(%m: memref<4xi64>, %i: index, %x: i64) {
  // expected-error@+1{{result not defined in region}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi64> {
  ^bb0(%cur: i64):
    memref.atomic_yield %x : i64
  }
  return
}
