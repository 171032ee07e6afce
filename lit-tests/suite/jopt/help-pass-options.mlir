// jopt --help shows these passes' options as mlir-opt 22 does: bare boolean flags, <uint> for
// unsigned values, MLIR's summaries and option descriptions.
// RUN: jopt --help | jfilecheck %s

// CHECK: --generate-runtime-verification                                    -   Generate additional runtime op verification checks
// CHECK-NEXT:   --verbose-level=<uint>                                           - Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)
// CHECK: --mem2reg                                                          -   Promotes memory slots into values.
// CHECK-NEXT:   --region-simplify                                                - Perform control flow optimizations to the region tree
// CHECK: --promote-buffers-to-stack                                         -   Promotes heap-based allocations to automatically managed stack-based allocations
// CHECK-NEXT:   --max-alloc-size-in-bytes=<uint>                                 - Maximal size in bytes to promote allocations to stack.
// CHECK-NEXT:   --max-rank-of-allocated-memref=<uint>                            - Maximal memref rank to promote dynamic buffers.
// CHECK: --remove-dead-values                                               -   Remove dead values
// CHECK-NEXT:   --canonicalize                                                   - Canonicalize region branch ops
// CHECK: --scf-parallel-for-to-nested-fors                                  -   Convert SCF parallel for loops to nested SCF for loops
// CHECK: --test-pass-failure                                                -   Test a pass in the pass manager that always fails
// CHECK-NEXT:   --gen-diagnostics                                                - Generate a diagnostic message
