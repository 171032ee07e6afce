// --mlir-pass-pipeline-crash-reproducer: when a pass fails, the IR as it was before the pipeline is
// written with the pipeline in an external_resources block, and --run-reproducer replays it.
// RUN: rm -f %t.repro.mlir
// RUN: not jopt %s --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir -pass-pipeline='builtin.module(func.func(canonicalize,test-pass-failure),cse)' 2>&1 | jfilecheck %s --check-prefix=ERR
// RUN: jfilecheck %s --check-prefix=REPRO --input-file=%t.repro.mlir
// RUN: not jopt --run-reproducer %t.repro.mlir 2>&1 | jfilecheck %s --check-prefix=EMPTY --allow-empty
// Local reproducer: the IR before the failing pass, and that pass alone.
// RUN: not jopt %s --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading -pass-pipeline='builtin.module(func.func(canonicalize,test-pass-failure),cse)' 2>&1 | jfilecheck %s --check-prefix=LOCALERR
// RUN: jfilecheck %s --check-prefix=LOCAL --input-file=%t.local.mlir
// RUN: not jopt %s --mlir-pass-pipeline-crash-reproducer=%t.x.mlir --mlir-pass-pipeline-local-reproducer -test-pass-failure 2>&1 | jfilecheck %s --check-prefix=THREADS
// A reproducer of a pipeline that succeeds: replayed, its block is not printed back.
// RUN: jopt %s --mlir-generate-reproducer=%t.gen.mlir -canonicalize > /dev/null
// RUN: jopt --run-reproducer %t.gen.mlir | jfilecheck %s --check-prefix=REPLAY
// Without --run-reproducer the block is kept and printed back, as any external resource.
// RUN: jopt %t.gen.mlir | jfilecheck %s --check-prefix=KEEP

// ERR: error: Failures have been detected while processing an MLIR pass pipeline
// ERR: note: Pipeline failed while executing [`(anonymous namespace)::TestFailurePass` on 'func.func' operation: @f, `(anonymous namespace)::TestFailurePass` on 'func.func' operation: @g]: reproducer generated at `{{.*}}.repro.mlir`

// REPRO:      func.func @f(%arg0: i32) -> i32 {
// REPRO-NEXT:   %c0_i32 = arith.constant 0 : i32
// REPRO-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
// REPRO:      {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(canonicalize,test-pass-failure),cse)",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// EMPTY-NOT: {{.}}

// LOCALERR: note: Pipeline failed while executing `(anonymous namespace)::TestFailurePass` on 'func.func' operation: @f: reproducer generated at

// LOCAL:      func.func @f(%arg0: i32) -> i32 {
// LOCAL-NEXT:   return %arg0 : i32
// LOCAL:      pipeline: "builtin.module(func.func(test-pass-failure))",
// LOCAL-NEXT: disable_threading: true,

// THREADS: error: Local crash reproduction may not be used without disabling mutli-threading first.

// REPLAY:      func.func @f(%arg0: i32) -> i32 {
// REPLAY-NEXT:   return %arg0 : i32
// REPLAY-NOT:  mlir_reproducer

// KEEP:      %0 = arith.addi
// KEEP:      mlir_reproducer: {
// KEEP-NEXT:   pipeline: "builtin.module(canonicalize)",

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @g() {
  return
}
