// A data layout string LLVM would reject is reported at the module, with LLVM's wording.
// RUN: not jopt %s -set-llvm-module-datalayout=data-layout=e-q8 2>&1 | jfilecheck %s --check-prefix=SPEC
// RUN: not jopt %s -set-llvm-module-datalayout=data-layout=p:64 2>&1 | jfilecheck %s --check-prefix=PTR
// RUN: not jopt %s -set-llvm-module-datalayout=data-layout=p:64:64:32 2>&1 | jfilecheck %s --check-prefix=PREF

// SPEC: error: invalid data layout descriptor: unknown specifier 'q'
// PTR: error: invalid data layout descriptor: malformed specification, must be of the form "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"
// PREF: error: invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment
module {
}
