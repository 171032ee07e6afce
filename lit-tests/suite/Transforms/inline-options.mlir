// The inliner's options: the simplification pipeline run on each callable between inlining rounds
// (canonicalize by default, none with default-pipeline=, per op with op-pipelines) and how many
// rounds an SCC gets. Here a function constant reaches call_indirect only after @apply is inlined,
// so the second round's canonicalization must turn it into a call before @leaf can be inlined.
// RUN: jopt %s -inline | jfilecheck %s --check-prefix=DEFAULT
// RUN: jopt %s --pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines=func.func(canonicalize)})' | jfilecheck %s --check-prefix=DEFAULT
// RUN: jopt %s -inline='default-pipeline=' | jfilecheck %s --check-prefix=NONE
// RUN: jopt %s -inline='max-iterations=1' | jfilecheck %s --check-prefix=NONE
// RUN: not jopt %s -inline='bogus=1' 2>&1 | jfilecheck %s --check-prefix=BAD

// DEFAULT:      module {
// DEFAULT-NEXT:   func.func @caller(%arg0: i32) -> i32 {
// DEFAULT-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// DEFAULT-NEXT:     return %0 : i32
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }

// NONE-LABEL: func.func private @leaf
// NONE-NOT:   @apply
// NONE-LABEL: func.func @caller(%arg0: i32) -> i32 {
// NONE-NEXT:    %f = constant @leaf : (i32) -> i32
// NONE-NEXT:    %0 = call_indirect %f(%arg0) : (i32) -> i32
// NONE-NEXT:    return %0 : i32

// BAD: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus

func.func private @leaf(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

func.func private @apply(%f: (i32) -> i32, %a: i32) -> i32 {
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}

func.func @caller(%a: i32) -> i32 {
  %f = func.constant @leaf : (i32) -> i32
  %r = call @apply(%f, %a) : ((i32) -> i32, i32) -> i32
  return %r : i32
}
