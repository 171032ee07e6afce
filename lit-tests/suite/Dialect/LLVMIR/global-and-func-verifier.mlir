// What llvm.mlir.global, llvm.mlir.addressof and llvm.func reject, in MLIR 22's words: types a global
// cannot hold, a negative address space, a type list of two, an omitted non-string type, initializer
// regions returning another type, addressof of a missing symbol or across address spaces, a second
// function result, arguments after '...', 'common' linkage (checked before the declaration rule).
// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @holds_a_token() : !llvm.token

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global external @holds_an_index() : index

// -----

// expected-error@+1 {{attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "g", global_type = f32, linkage = #llvm.linkage<external>, addr_space = -3 : i32} : () -> ()

// -----

// expected-error@+1 {{expected zero or one type}}
llvm.mlir.global private @two_types(1) : i8, i16

// -----

// expected-error@+1 {{type can only be omitted for string globals}}
llvm.mlir.global private @untyped_float(1.5 : f32)

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'f32' does not match global type 'f64'}}
llvm.mlir.global internal @init_type() : f64 {
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %c : f32
}

// -----

llvm.func @missing_target() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %p = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

llvm.mlir.global external @in_space_1(0 : i32) {addr_space = 1 : i32} : i32
llvm.func @wrong_space() -> !llvm.ptr<2> {
  // expected-error@+1 {{pointer address space must match address space of the referenced global}}
  %p = llvm.mlir.addressof @in_space_1 : !llvm.ptr<2>
  llvm.return %p : !llvm.ptr<2>
}

// -----

// expected-error@+1 {{failed to construct function type: expected zero or one function result}}
llvm.func @pair() -> (f32 {llvm.noundef}, f32)

// -----

// expected-error@+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @args_after_ellipsis(i8, ..., i16)

// -----

// expected-error@+1 {{functions cannot have 'common' linkage}}
llvm.func common @common_declaration(i32)
