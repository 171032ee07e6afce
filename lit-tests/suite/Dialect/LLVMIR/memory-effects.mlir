// #llvm.memory_effects names all six locations (any order in, MLIR 22's order out); fewer is an error.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK: llvm.func @reads() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = read>}
llvm.func @reads() attributes {memory_effects = #llvm.memory_effects<targetMem1 = read, argMem = read, errnoMem = readwrite, other = none, inaccessibleMem = write, targetMem0 = none>}

// -----

// expected-error @+1 {{expected ','}}
llvm.func @three() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>}

// -----

// expected-error @+2 {{expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: all}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
llvm.func @bad() attributes {memory_effects = #llvm.memory_effects<other = all, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
