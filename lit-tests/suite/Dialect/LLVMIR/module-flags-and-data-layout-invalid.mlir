// Module flag values and llvm.data_layout strings checked as mlir-opt 22 checks them: a "CG Profile"
// flag holds #llvm.cgprofile_entry attributes, a "ProfileSummary" flag a #llvm.profile_summary with a
// known format, other keys an integer or a string; each parameter that fails to parse adds MLIR's
// "failed to parse ModuleFlagAttr parameter" error; a data layout string must parse as LLVM's.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @f()
// expected-error@+1 {{only integer and string values are currently supported for unknown key '"my.key"'}}
llvm.module_flags [#llvm.mlir.module_flag<max, "my.key", [@f]>]

// -----

// expected-error@+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @a, to = @b, count = 2>, 7 : i64]>]

// -----

// expected-error@+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", "summary">]

// -----

// expected-error@+2 {{expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: sometimes}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`}}
llvm.module_flags [#llvm.mlir.module_flag<sometimes, "k", 1 : i32>]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'key' which is to be a `StringAttr`}}
llvm.module_flags [#llvm.mlir.module_flag<min, 12, 1 : i32>]

// -----

llvm.module_flags [#llvm.mlir.module_flag<warning, "ProfileSummary",
  // expected-error@+2 {{expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: Sampled}}
  // expected-error@+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`}}
  #llvm.profile_summary<format = Sampled, total_count = 1, max_count = 1, max_internal_count = 1, max_function_count = 1, num_counts = 1, num_functions = 1, detailed_summary = <cut_off = 1, min_count = 1, num_counts = 1>>
  // expected-error@+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
>]

// -----

// expected-error@+1 {{invalid data layout descriptor: unknown specifier 'q'}}
module attributes {llvm.data_layout = "e-q"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--i64:64"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: malformed specification, must be of the form "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"}}
module attributes {llvm.data_layout = "e-p1:64"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-i64:64:32"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: stack natural alignment must be a power of two times the byte width}}
module attributes {llvm.data_layout = "e-S24"} {
}

// -----

// A valid layout: the module's ops are then verified (the missing terminator here).
module attributes {llvm.data_layout = "e-m:e-p270:32:32-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @body() {
    // expected-error@+1 {{block with no terminator}}
    %0 = arith.constant 0 : i32
  }
}
