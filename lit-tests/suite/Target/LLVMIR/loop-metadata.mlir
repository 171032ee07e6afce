// loop_annotation on llvm.br / llvm.cond_br becomes !llvm.loop metadata as mlir-translate 22 writes
// it: one distinct self-referencing node per annotation (shared by branches with the same one),
// the options in MLIR's order, follow-up annotations as nested loop nodes.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// CHECK: br i1 %4, label %5, label %7, !llvm.loop !1
// CHECK: br label %2, !llvm.loop !15
// CHECK: br i1 %9, label %7, label %11, !llvm.loop !15
// CHECK: !1 = distinct !{!1, !2, !3, !4, !5, !6, !7, !10, !11, !12, !13, !14}
// CHECK-NEXT: !2 = !{!"llvm.loop.vectorize.enable", i1 false}
// CHECK-NEXT: !3 = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// CHECK-NEXT: !4 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
// CHECK-NEXT: !5 = !{!"llvm.loop.unroll_and_jam.disable"}
// CHECK-NEXT: !6 = !{!"llvm.loop.unroll_and_jam.count", i32 8}
// CHECK-NEXT: !7 = !{!"llvm.loop.unroll_and_jam.followup_inner", !8}
// CHECK-NEXT: !8 = distinct !{!8, !9}
// CHECK-NEXT: !9 = !{!"llvm.loop.disable_nonforced"}
// CHECK-NEXT: !10 = !{!"llvm.loop.distribute.enable", i1 true}
// CHECK-NEXT: !11 = !{!"llvm.loop.pipeline.disable", i1 true}
// CHECK-NEXT: !12 = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
// CHECK-NEXT: !13 = !{!"llvm.loop.peeled.count", i32 5}
// CHECK-NEXT: !14 = !{!"llvm.loop.unswitch.partial.disable"}
// CHECK-NEXT: !15 = distinct !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24}
// CHECK-NEXT: !16 = !{!"llvm.loop.isvectorized", i32 1}
// CHECK-NEXT: !17 = !{!"llvm.loop.interleave.count", i32 2}
// CHECK-NEXT: !18 = !{!"llvm.loop.unroll.enable"}
// CHECK-NEXT: !19 = !{!"llvm.loop.unroll.count", i32 4}
// CHECK-NEXT: !20 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
// CHECK-NEXT: !21 = !{!"llvm.loop.unroll.full"}
// CHECK-NEXT: !22 = !{!"llvm.loop.unroll.followup_all", !8}
// CHECK-NEXT: !23 = !{!"llvm.licm.disable"}
// CHECK-NEXT: !24 = !{!"llvm.loop.licm_versioning.disable"}

#follow = #llvm.loop_annotation<disableNonforced = true>
#ann1 = #llvm.loop_annotation<unroll = <disable = false, count = 4 : i32, runtimeDisable = true, full = true, followupAll = #follow>, isVectorized = true, licm = <disable = true, versioningDisable = true>, interleave = <count = 2 : i32>>
#ann2 = #llvm.loop_annotation<vectorize = <disable = true, predicateEnable = true, scalableEnable = false>, distribute = <disable = false>, pipeline = <disable = true, initiationinterval = 3 : i32>, peeled = <count = 5 : i32>, unswitch = <partialDisable = true>, unrollAndJam = <disable = true, count = 8 : i32, followupInner = #follow>>
llvm.func @f(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^h(%c0 : i64)
^h(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^b, ^h2(%c0 : i64) {loop_annotation = #ann2}
^b:
  %j = llvm.add %i, %c1 : i64
  llvm.br ^h(%j : i64) {loop_annotation = #ann1}
^h2(%k: i64):
  %d = llvm.icmp "slt" %k, %n : i64
  %k1 = llvm.add %k, %c1 : i64
  llvm.cond_br %d, ^h2(%k1 : i64), ^e {loop_annotation = #ann1}
^e:
  llvm.return
}
