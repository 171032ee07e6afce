// The llvm type converter rewrites an llvm struct holding a type LLVM lacks (index): a literal
// struct gets its fields converted; an identified struct "n" becomes "_Converted.n", a reference
// to itself the new struct. When "_Converted.n" already exists with another body, the function
// whose signature needs it stays a func.func. A nested struct that is not LLVM-compatible keeps
// the !llvm. prefix when printed.
// RUN: jopt %s --convert-func-to-llvm --split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @literal(!llvm.struct<(i64, f16)>)
func.func private @literal(!llvm.struct<(index, f16)>)

// CHECK-LABEL: llvm.func @nested_array(!llvm.array<3 x struct<(i64)>>)
func.func private @nested_array(!llvm.array<3 x struct<(index)>>)

// -----

// CHECK: llvm.func @list(!llvm.struct<"_Converted.node", (ptr, struct<"_Converted.node">, i64)>)
func.func private @list(!llvm.struct<"node", (ptr, struct<"node">, index)>)
// CHECK: llvm.func @list_again(!llvm.struct<"_Converted.node", (ptr, struct<"_Converted.node">, i64)>)
func.func private @list_again(!llvm.struct<"node", (ptr, struct<"node">, index)>)

// -----

// CHECK: llvm.func @taken(!llvm.struct<"_Converted.pair", (i8, i8)>)
func.func private @taken(!llvm.struct<"_Converted.pair", (i8, i8)>)
// CHECK: func.func private @clash(!llvm.struct<"pair", (index, index)>)
func.func private @clash(!llvm.struct<"pair", (index, index)>)

// -----

// CHECK: llvm.func @taken_rec(!llvm.struct<"_Converted.rec", packed (struct<"_Converted.rec">, i32)>)
func.func private @taken_rec(!llvm.struct<"_Converted.rec", packed (struct<"_Converted.rec">, i32)>)
// CHECK: func.func private @clash_rec(!llvm.struct<"rec", packed (!llvm.struct<"rec">, index)>)
func.func private @clash_rec(!llvm.struct<"rec", packed (struct<"rec">, index)>)
