// -llvm-target-to-data-layout asks LLVM's target machine for the layout of the module's #llvm.target
// (triple, chip, features) and attaches it as a dlti.dl_spec, as the LLVM IR importer would translate
// that layout; a triple LLVM has no target for is an error at the module.
// RUN: jopt %s -split-input-file -verify-diagnostics -llvm-target-to-data-layout | jfilecheck %s

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.target = #llvm.target<triple = "x86_64-pc-linux-gnu", chip = "znver3", features = <["+avx2"]>>}
module attributes {llvm.target = #llvm.target<triple = "x86_64-pc-linux-gnu", chip = "znver3", features = <["+avx2"]>>} {
}

// -----

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>
// CHECK-SAME: llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "generic">
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "generic">} {
}

// -----

// expected-error @+1 {{failed to obtain llvm::DataLayout for #llvm.target<triple = "x68_46-unknown-linux", chip = "lakesky">}}
module attributes {llvm.target = #llvm.target<triple = "x68_46-unknown-linux", chip = "lakesky">} {
}
