// The checks of a module's data layout specification, worded as mlir-opt 22 words them.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// expected-error@below {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = "e-m:e"} {}

// -----

// expected-error@+1 {{repeated DLTI key: i16}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<16> : vector<2xi64>, i16 = dense<32> : vector<2xi64>>} {}

// -----

// expected-error@+1 {{empty string as DLTI key is not allowed}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"" = 1>} {}

// -----

// expected-error@below {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<f32, dense<32> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<2xi32>>} {}

// -----

// expected-error@below {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i8, dense<8> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<3xi64>>} {}

// -----

// expected-error@below {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i16, dense<[32, 16]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[32, 16]> : vector<2xi64>>} {}

// -----

// expected-error@below {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "wide">} {}

// -----

// expected-error@below {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<4xf32> = dense<128> : vector<2xi64>>} {}

// -----

// expected-error@below {{expected layout attribute for '!llvm.ptr<7>' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<7> = dense<64> : vector<2xi64>>} {}

// -----

// expected-error@below {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<3xi32>>} {}

// -----

// expected-error@below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32]> : vector<3xi64>>} {}

// -----

// expected-error@below {{expected layout attribute for '!llvm.struct<(i8)>' to be a dense integer elements attribute of 1 or 2 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i8)> = 8 : i64>} {}

// -----

// expected-error@below {{data layout specified for a type that does not support it}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.func<void ()> = 8 : i64>} {}

// -----

// expected-error@below {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {}

// -----

// expected-error@below {{unknown data layout entry name: dlti.page_size}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.page_size" = 4096 : i64>} {}

// -----

// Arrays accept any entry; identifiers of other dialects are not checked.
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.array<2 x i8> = 8 : i64, "other.key" = "x", "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<8, function_dependent = true>>}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.array<2 x i8> = 8 : i64, "other.key" = "x",
  #dlti.dl_entry<"dlti.function_pointer_alignment", #dlti.function_pointer_alignment<8, function_dependent = true>>>} {}
