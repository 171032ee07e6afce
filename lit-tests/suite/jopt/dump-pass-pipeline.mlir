// --dump-pass-pipeline prints the pipeline to stderr before it runs, as mlir-opt 22: the number of
// top-level passes, one element a line, nested pipelines indented, and each pass with every option it
// declares, sorted by name, defaults filled in (an empty list option leaves only its separator).
// RUN: jopt %s --dump-pass-pipeline -convert-func-to-llvm -convert-arith-to-llvm=index-bitwidth=16 -o /dev/null 2>&1 | jfilecheck %s --check-prefix=FLAGS
// RUN: jopt %s --dump-pass-pipeline -p 'builtin.module(func.func(canonicalize{top-down=0 enable-patterns=x,y}),any(cse),func.func(cse))' -o /dev/null 2>&1 | jfilecheck %s --check-prefix=NESTED
// RUN: jopt %s --dump-pass-pipeline '-convert-to-llvm=dynamic filter-dialects={func,arith}' -convert-math-to-funcs=convert-ctlz=1 2>&1 | jfilecheck %s --check-prefix=LISTS
// RUN: jopt %s --dump-pass-pipeline -o /dev/null 2>&1 | jfilecheck %s --check-prefix=EMPTY
// RUN: jopt %s --dump-pass-pipeline -convert-complex-to-llvm -convert-complex-to-standard -canonicalize -finalize-memref-to-llvm -convert-ub-to-llvm=index-bitwidth=32 -reconcile-unrealized-casts -o /dev/null 2>&1 | jfilecheck %s --check-prefix=DEFAULTS

// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},
// FLAGS-NEXT:   convert-arith-to-llvm{index-bitwidth=16}
// FLAGS-NEXT: )
// FLAGS-EMPTY:
// FLAGS-EMPTY:
// FLAGS-NOT: {{.}}

// NESTED:      Pass Manager with 3 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     canonicalize{ enable-patterns={x,y} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// NESTED-NEXT:   ),
// NESTED-NEXT:   any(
// NESTED-NEXT:     cse
// NESTED-NEXT:   ),
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse
// NESTED-NEXT:   )
// NESTED-NEXT: )

// The pipeline runs after the dump: the lowered function follows on stdout.
// LISTS:      Pass Manager with 2 passes:
// LISTS-NEXT: builtin.module(
// LISTS-NEXT:   convert-to-llvm{allow-pattern-rollback=true dynamic=true filter-dialects={func,arith}},
// LISTS-NEXT:   convert-math-to-funcs{convert-ctlz=true min-width-of-fpowi-exponent=1}
// LISTS-NEXT: )
// LISTS:      llvm.func @twice(%arg0: i32) -> i32

// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT: )

// DEFAULTS:      convert-complex-to-llvm{complex-range=basic},
// DEFAULTS-NEXT: convert-complex-to-standard{complex-range=improved},
// DEFAULTS-NEXT: canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DEFAULTS-NEXT: finalize-memref-to-llvm{index-bitwidth=0 use-aligned-alloc=false use-generic-functions=false},
// DEFAULTS-NEXT: convert-ub-to-llvm{index-bitwidth=32},
// DEFAULTS-NEXT: reconcile-unrealized-casts

func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
