// A module's dlti.dl_spec becomes LLVM's target datalayout string: identifier entries first, in
// their order, then the type entries (index left out); default spaces and alignments of 0 are not
// written. llvm.data_layout, when present, wins. What LLVM IR cannot express is an error at the module.
// RUN: jtranslate --mlir-to-llvmir -split-input-file -verify-diagnostics %s | jfilecheck %s

// CHECK: target datalayout = "E-P1-G3-A5-S64-m:o-n16:32-Fi16-i32:32:64-i1:8-f16:16-f80:128-f128:128:256-p0:64:64:64:32-p2:32:32:64:32"
// CHECK: define i32 @first() addrspace(1)
module attributes {dlti.dl_spec = #dlti.dl_spec<
  "dlti.endianness" = "big", "dlti.program_memory_space" = 1 : ui64,
  "dlti.global_memory_space" = 3 : ui64, "dlti.alloca_memory_space" = 5 : ui32,
  "dlti.stack_alignment" = 64 : i64, "dlti.mangling_mode" = "o",
  "dlti.legal_int_widths" = array<i32: 16, 32>,
  "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<16, function_dependent = false>,
  index = 32 : i64, i32 = dense<[32, 64]> : vector<2xi64>, i1 = dense<8> : vector<1xi64>,
  f16 = dense<16> : vector<2xi64>, f80 = dense<[128, 128]> : vector<2xi64>,
  f128 = dense<[128, 256]> : vector<2xi64>,
  !llvm.ptr = dense<[64, 64, 64, 32]> : vector<4xi64>, !llvm.ptr<2> = dense<[32, 32, 64]> : vector<3xi64>>} {
  llvm.func @first() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
}

// -----

// Zero spaces and alignments are LLVM's defaults: left out.
// CHECK: target datalayout = "e-Fn32"
// CHECK: declare void @second()
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little",
  "dlti.alloca_memory_space" = 0 : ui32, "dlti.stack_alignment" = 0 : i32,
  "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<32, function_dependent = true>>} {
  llvm.func @second()
}

// -----

// CHECK: target datalayout = "e-m:e-i64:64"
// CHECK: declare void @third()
module attributes {llvm.data_layout = "e-m:e-i64:64", dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  llvm.func @third()
}

// -----

// expected-error@below {{unsupported data layout for non-signless integer 'si32'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<si32 = dense<32> : vector<2xi64>>} {
  llvm.func @f()
}

// -----

// expected-error@below {{unsupported type in data layout: 'f8E4M3FN'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E4M3FN = dense<8> : vector<2xi64>>} {}

// -----

// expected-error@below {{unsupported data layout key "other.key"}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"other.key" = 7 : i64>} {}
