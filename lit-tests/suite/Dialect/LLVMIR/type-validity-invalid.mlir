// llvm type checks as mlir-opt 22 makes them while parsing: elements arrays and structs may not
// hold, results and arguments functions may not take, opaque and recursive identified structs,
// builtin types written as !llvm.<type>, target extension parameters, and which llvm types builtin
// vectors (pointers, ppc_fp128) and memrefs (ppc_fp128 only) accept.
// RUN: jopt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error@+1 {{invalid array element type: '!llvm.metadata'}}
"test.a"() : () -> !llvm.array<2 x metadata>

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.func<void ()>'}}
"test.a"() : () -> !llvm.struct<packed (i8, func<void ()>)>

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.token'}}
"test.a"() : () -> !llvm.struct<"named", (i64, token)>

// -----

// expected-error@+1 {{invalid function result type: '!llvm.metadata'}}
"test.a"() : () -> !llvm.func<metadata (i32)>

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
"test.a"() : () -> !llvm.func<i32 (ptr, void)>

// -----

"test.a"() : () -> !llvm.struct<"defined", (f32)>
// expected-error@+1 {{redeclaring defined struct as opaque}}
"test.a"() : () -> !llvm.struct<"defined", opaque>

// -----

// expected-error@+1 {{only identified structs can be opaque}}
"test.a"() : () -> !llvm.struct<opaque>

// -----

// expected-error@+1 {{identifier already used for an enclosing struct}}
"test.a"() : () -> !llvm.struct<"outer", (i8, struct<"outer", (i8)>)>

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
"test.a"() : () -> !llvm.i64

// -----

// expected-error@+1 {{failed to parse parameter list for target extension type}}
"test.a"() : () -> !llvm.target<"ext", 3, f32>

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
"test.a"() : () -> !llvm.target<f32>

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.a"() : () -> vector<2x!llvm.array<2 x i8>>

// -----

// expected-error@+1 {{invalid memref element type}}
"test.a"() : () -> memref<8x!llvm.ptr>

// -----

// Accepted: llvm pointers and ppc_fp128 in vectors, ppc_fp128 in memrefs, llvm types in tensors,
// recursive references to an enclosing identified struct.
"test.a"() : () -> (vector<4x!llvm.ptr<1>>, vector<2x!llvm.ppc_fp128>, memref<2x!llvm.ppc_fp128>, tensor<3x!llvm.struct<(i32)>>)
"test.a"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
