// Loop metadata attributes are real attributes: parameters in MLIR 22's declaration order, nested
// ones written in full, as an alias or stripped (<full = true>), and printed through aliases named
// after their mnemonic, deepest first (mlir-opt 22's output).
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 2 : i32>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true>
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 5 : i32>
// CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<count = 4 : i32, full = false>
// CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = false, count = 3 : i32>
// CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, width = 8 : i32>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize, interleave = #loop_interleave, unroll = #loop_unroll, unrollAndJam = #loop_unroll_and_jam, licm = #loop_licm, distribute = #loop_distribute, pipeline = #loop_pipeline, peeled = #loop_peeled, unswitch = #loop_unswitch, mustProgress = true, isVectorized = true>
// CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<full = true, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll1>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @f(%{{.*}}: i1) {
// CHECK-NEXT: llvm.br ^bb1 {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.cond_br %{{.*}}, ^bb1, ^bb2 {loop_annotation = #loop_annotation2}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#u = #llvm.loop_unroll<count = 4 : i32, full = false>
#a = #llvm.loop_annotation<disableNonforced = true, unroll = #u, vectorize = <disable = false, width = 8 : i32>, mustProgress = true, licm = <disable = true>, interleave = <count = 2 : i32>, pipeline = <disable = false, initiationinterval = 2 : i32>, peeled = <count = 5 : i32>, unswitch = <partialDisable = true>, distribute = <disable = true>, unrollAndJam = <disable = false, count = 3 : i32>, isVectorized = true>
llvm.func @f(%c: i1) {
  llvm.br ^bb1 {loop_annotation = #a}
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<unroll = <full = true, followupAll = #llvm.loop_annotation<disableNonforced = true>>>}
^bb2:
  llvm.return
}
