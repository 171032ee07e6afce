// RUN: jtranslate --mlir-to-llvmir --no-implicit-module -split-input-file -verify-diagnostics %s
// RUN: not jtranslate --mlir-to-llvmir --no-implicit-module %S/Inputs/not-a-module.mlir 2>&1 | jfilecheck %s --check-prefix=FUNC

// --no-implicit-module: the file's single op is what is translated, and only a builtin.module can
// be; a module's llvm.module_asm must be an array of strings (errors worded as mlir-translate 22's).

// FUNC: not-a-module.mlir:2:1: error: 'llvm.mlir.global' op can not be translated to an LLVMIR module
// FUNC-NEXT: llvm.mlir.global internal @lonely(7 : i32) : i32
// FUNC-NEXT: ^

// expected-error@below {{expected an array attribute for a module level asm}}
module attributes {llvm.module_asm = "nop"} {
  llvm.func @f()
}

// -----

// expected-error@below {{expected a string attribute for each entry of a module level asm}}
module attributes {llvm.module_asm = ["nop", 7 : i32]} {}

// -----

// A well-formed module translates.
module attributes {llvm.module_asm = ["nop"]} {}
