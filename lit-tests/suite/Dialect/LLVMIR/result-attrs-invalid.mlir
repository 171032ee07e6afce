// llvm.func result attributes checked as mlir-opt 22 checks them: the parameter-only attributes are
// rejected on a result, the others need the right result type and value kind, and a void function
// has no result to attach attributes to. A valid set passes.
// RUN: jopt %s -split-input-file -verify-diagnostics

// expected-error@below {{"llvm.sret" is not a valid result attribute}}
llvm.func @ret_sret() -> (!llvm.ptr {llvm.sret = i32})

// -----

// expected-error@below {{"llvm.nocapture" is not a valid result attribute}}
llvm.func @ret_nocapture() -> (!llvm.ptr {llvm.nocapture})

// -----

// expected-error@below {{"llvm.dereferenceable" attribute attached to non-pointer LLVM type}}
llvm.func @ret_deref_int() -> (i64 {llvm.dereferenceable = 8 : i64})

// -----

// expected-error@below {{"llvm.zeroext" should be a unit attribute}}
llvm.func @ret_zeroext_valued() -> (i8 {llvm.zeroext = 0 : i8})

// -----

// expected-error@below {{expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @void_with_attrs() -> (!llvm.void {llvm.inreg})

// -----

llvm.func @ret_fine() -> (!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.dereferenceable = 16 : i64, llvm.align = 8 : i64})
llvm.func @ret_ext() -> (i16 {llvm.signext, llvm.noundef})
