// The memref type's layout-and-memory-space list: an empty element after the comma, and a memory
// space that is a builtin attribute other than an integer, string or dictionary (reported at the
// type, when it is built). Dialect attributes, integers, strings and dictionaries are accepted.
// RUN: jopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not jopt %s -split-input-file -allow-unregistered-dialect 2>&1 | jfilecheck %s

// CHECK: memref-type-errors.mlir:15:39: error: expected list element
// CHECK: memref-type-errors.mlir:20:31: error: unsupported memory space Attribute
// CHECK: func.func private @ok(memref<2xi8, "global">, memref<2xi8, {kind = 1 : i64}>, memref<*xi8, 3 : i32>)
func.func private @ok(memref<2xi8, "global">, memref<2xi8, {kind = 1}>, memref<*xi8, 3 : i32>)

// -----

// expected-error@+1 {{expected list element}}
func.func private @empty(memref<4xf32, >)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @type_space(memref<4xf32, f32>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @array_space(memref<*xf32, [0]>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @after_layout(memref<4xf32, strided<[1]>, unit>)
