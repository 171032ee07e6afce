// Keyword attributes with a keyword MLIR 22 does not know give two errors, as mlir-opt 22: the
// enum's keywords in its own order at the keyword, then the failed parameter after it. The
// OpenCL hints and inline_hint of llvm.func are properties (generic form: inside <{...}>).
// RUN: jopt %s -split-input-file -verify-diagnostics
// RUN: jopt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN

// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: hidden}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @bad_linkage() attributes {linkage = #llvm.linkage<hidden>}

// -----

// avr_signalcc and amdgpu_pscc are not calling conventions of MLIR 22.
// expected-error@+2 {{expected one of [ccc, fastcc, coldcc, cc_10, cc_11, anyregcc, preserve_mostcc, preserve_allcc, swiftcc, cxx_fast_tlscc, tailcc, cfguard_checkcc, swifttailcc, x86_stdcallcc, x86_fastcallcc, arm_apcscc, arm_aapcscc, arm_aapcs_vfpcc, msp430_intrcc, x86_thiscallcc, ptx_kernelcc, ptx_devicecc, spir_funccc, spir_kernelcc, intel_ocl_bicc, x86_64_sysvcc, win64cc, x86_vectorcallcc, hhvmcc, hhvm_ccc, x86_intrcc, avr_intrcc, avr_builtincc, amdgpu_vscc, amdgpu_gscc, amdgpu_cscc, amdgpu_kernelcc, x86_regcallcc, amdgpu_hscc, msp430_builtincc, amdgpu_lscc, amdgpu_escc, aarch64_vectorcallcc, aarch64_sve_vectorcallcc, wasm_emscripten_invokecc, amdgpu_gfxcc, m68k_intrcc] for Calling Conventions, got: avr_signalcc}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @bad_cconv() attributes {CConv = #llvm.cconv<avr_signalcc>}

// -----

// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func amdgpu_pscc @not_a_cconv()

// -----

// expected-error@+2 {{expected one of [none, notail, musttail, tail] for Tail Call Kind, got: always}}
// expected-error@+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
llvm.func @bad_tail() attributes {kind = #llvm.tailcallkind<always>}

// -----

// GEN: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, inline_hint, intel_reqd_sub_group_size = 16 : i32, linkage = #llvm.linkage<external>, reqd_work_group_size = array<i32: 8, 4, 2>, sym_name = "kernel_hints", unnamed_addr = 0 : i64, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xf32>>, visibility_ = 0 : i64, work_group_size_hint = array<i32: 2, 2, 2>}> ({
// GEN-NEXT: }) {hot} : () -> ()
llvm.func @kernel_hints() attributes {hot, inline_hint, intel_reqd_sub_group_size = 16 : i32, reqd_work_group_size = array<i32: 8, 4, 2>, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xf32>>, work_group_size_hint = array<i32: 2, 2, 2>}
