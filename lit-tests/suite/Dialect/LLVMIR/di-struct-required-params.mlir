// Debug-info structs with required parameters, as MLIR 22's struct parser treats them: an empty
// parameter list needs a first name, a basic type needs its name (its tag may be left out), and a
// compile unit's language is a DW_LANG keyword, not any attribute.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK: #llvm.di_basic_type<name = "flag">
module attributes {test.t = #llvm.di_basic_type<name = "flag">} {
}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {test.t = #llvm.di_local_variable<>} {
}

// -----

// expected-error @+1 {{struct is missing required parameter: name}}
module attributes {test.t = #llvm.di_basic_type<tag = DW_TAG_base_type, sizeInBits = 8>} {
}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`}}
module attributes {test.t = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = "Fortran", file = #llvm.di_file<"a.f" in "/">, isOptimized = false, emissionKind = Full>} {
}
