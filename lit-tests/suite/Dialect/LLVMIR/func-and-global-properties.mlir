// Function and global properties of MLIR 22: dso_local stays in a global's attribute dictionary;
// alignment, convergent, the fp-math strings, vscale_range, arm_* and friends are inherent
// attributes (properties) of llvm.func, as target_specific_attrs and dbg_exprs are of globals.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK: llvm.mlir.global external @g(42 : i64) {addr_space = 0 : i32, dso_local} : i64
// GENERIC: dso_local, global_type = i64
llvm.mlir.global external @g(42 : i64) {dso_local} : i64

// CHECK: llvm.mlir.global external @t() {addr_space = 0 : i32, target_specific_attrs = ["foo"]} : i32
// GENERIC: target_specific_attrs = ["foo"], unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
llvm.mlir.global external @t() {target_specific_attrs = ["foo"]} : i32

// CHECK: llvm.func @f() attributes {alignment = 16 : i64, convergent, fp_contract = "fast"}
// GENERIC: <{CConv = #llvm.cconv<ccc>, alignment = 16 : i64, convergent, fp_contract = "fast", function_type
llvm.func @f() attributes {alignment = 16 : i64, convergent, fp_contract = "fast"}

// CHECK: llvm.func @s() attributes {arm_streaming, no_signed_zeros_fp_math = true}
// GENERIC: <{CConv = #llvm.cconv<ccc>, arm_streaming, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, no_signed_zeros_fp_math = true, sym_name = "s"
llvm.func @s() attributes {arm_streaming, no_signed_zeros_fp_math = true}
