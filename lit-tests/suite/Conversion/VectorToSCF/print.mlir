// vector.print of a vector becomes loops of scalar prints: per dimension its bounds, step and last
// index, an open punctuation and an scf.for whose body ends with a comma (an scf.if on all but the
// last index); after each loop a close, then the op's own punctuation. An n-D vector is shape-cast
// to 1-D and the innermost body computes the flattened position (inner dimension first); a 0-D
// vector's element is extracted directly; a scalable vector's bound is vscale times its size
// (%c4_vscale, as MLIR 22 names such products). mlir-opt 22's output.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @one_d(%arg0: vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = vector.extract %arg0[%arg1] : f32 from vector<4xf32>
// CHECK-NEXT: vector.print %0 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c3 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_d(%arg0: vector<2x3xi32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xi32> to vector<6xi32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %2 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT: %4 = vector.extract %0[%3] : i32 from vector<6xi32>
// CHECK-NEXT: vector.print %4 : i32 punctuation <no_punctuation>
// CHECK-NEXT: %5 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @three_d(%arg0: vector<2x3x4xf32>) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<24xf32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg2, %c4 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c12 : index
// CHECK-NEXT: %6 = arith.addi %4, %5 : index
// CHECK-NEXT: %7 = vector.extract %0[%6] : f32 from vector<24xf32>
// CHECK-NEXT: vector.print %7 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %8 = arith.cmpi ult, %arg3, %c3 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero_d(%arg0: vector<f32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %0 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT: vector.print %0 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c0 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scalable(%arg0: vector<[4]xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %c4_vscale = arith.muli %vscale, %c4 : index
// CHECK-NEXT: %0 = arith.subi %c4_vscale, %c1 : index
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4_vscale step %c1 {
// CHECK-NEXT: %1 = vector.extract %arg0[%arg1] : i32 from vector<[4]xi32>
// CHECK-NEXT: vector.print %1 : i32 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @one_d(%v: vector<4xf32>) {
  vector.print %v : vector<4xf32>
  return
}

func.func @two_d(%w: vector<2x3xi32>) {
  vector.print %w : vector<2x3xi32> punctuation <comma>
  return
}

func.func @three_d(%w: vector<2x3x4xf32>) {
  vector.print %w : vector<2x3x4xf32>
  return
}

func.func @zero_d(%w: vector<f32>) {
  vector.print %w : vector<f32>
  return
}

func.func @scalable(%w: vector<[4]xi32>) {
  vector.print %w : vector<[4]xi32>
  return
}
