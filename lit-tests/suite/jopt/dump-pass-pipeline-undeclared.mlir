// --dump-pass-pipeline for passes whose registration declares no option defaults: mlir-opt 22's
// defaults fill them in, and a pass that mlir-opt anchors on func.func (or gpu.module) shows nested
// on that op when given as a flag, each in a pipeline of its own.
// RUN: jopt %s --dump-pass-pipeline -affine-loop-coalescing -arith-int-range-narrowing -arith-expand=include-bf16 -affine-loop-normalize -o /dev/null 2>&1 | jfilecheck %s
// RUN: jopt %s --dump-pass-pipeline -p 'builtin.module(func.func(affine-loop-normalize{promote-single-iter=1},affine-loop-unroll{unroll-factor=2}),arith-emulate-unsupported-floats)' -o /dev/null 2>&1 | jfilecheck %s --check-prefix=TEXT

// CHECK:      Pass Manager with 4 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     affine-loop-coalescing
// CHECK-NEXT:   ),
// CHECK-NEXT:   arith-int-range-narrowing{},
// CHECK-NEXT:   arith-expand{include-bf16=true include-f4e2m1=false include-f8e8m0=false},
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     affine-loop-normalize{promote-single-iter=false}
// CHECK-NEXT:   )
// CHECK-NEXT: )

// TEXT:      Pass Manager with 2 passes:
// TEXT-NEXT: builtin.module(
// TEXT-NEXT:   func.func(
// TEXT-NEXT:     affine-loop-normalize{promote-single-iter=true},
// TEXT-NEXT:     affine-loop-unroll{cleanup-unroll=false unroll-factor=2 unroll-full-threshold=1 unroll-num-reps=1 unroll-up-to-factor=false}
// TEXT-NEXT:   ),
// TEXT-NEXT:   arith-emulate-unsupported-floats{ target-type=f32}
// TEXT-NEXT: )
