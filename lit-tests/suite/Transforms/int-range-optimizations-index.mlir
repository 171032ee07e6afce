// Integer ranges of the index dialect's ops: each is inferred at 64 bits and at 32 bits (an index may
// be either), so int-range-optimizations folds only what holds at both widths; index constants are
// materialized by the index dialect.
// RUN: jopt %s -int-range-optimizations | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i32, %arg2: i64) -> (index, index, i1, index, i1, index, i8, index, i1, index) {
// CHECK-NEXT: %idx-96 = index.constant -96
// CHECK-NEXT: %idx25 = index.constant 25
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %idx100 = index.constant 100
// CHECK-NEXT: %0 = index.remu %arg0, %idx4
// CHECK-NEXT: %1 = index.add %0, %idx100
// CHECK-NEXT: %2 = index.sizeof
// CHECK-NEXT: %3 = index.casts %1 : index to i8
// CHECK-NEXT: %4 = index.mul %0, %0
// CHECK-NEXT: %5 = index.cmp slt(%4, %idx4)
// CHECK-NEXT: %6 = index.shl %idx100, %idx100
// CHECK-NEXT: %7 = index.xor %0, %idx4
// CHECK-NEXT: return %1, %2, %true, %6, %5, %7, %3, %idx25, %true, %idx-96 : index, index, i1, index, i1, index, i8, index, i1, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: index, %b: i32, %c: i64) -> (index, index, i1, index, i1, index, i8, index, i1, index) {
  %c4 = index.constant 4
  %c100 = index.constant 100
  %0 = index.remu %a, %c4
  %1 = index.add %0, %c100
  %2 = index.cmp ult(%1, %c100)
  %3 = index.sizeof
  %4 = index.cmp uge(%3, %c4)
  %5 = index.castu %b : i32 to index
  %6 = index.casts %1 : index to i8
  %7 = index.mul %0, %0
  %8 = index.cmp slt(%7, %c4)
  %9 = index.shl %c100, %c100
  %t = index.bool.constant true
  %10 = index.maxs %7, %c4
  %11 = index.cmp eq(%10, %c4)
  %12 = index.xor %0, %c4
  %13 = index.divu %1, %c4
  %14 = index.cmp ugt(%13, %c100)
  %15 = index.sub %c4, %c100
  %16 = index.cmp slt(%15, %c4)
  return %1, %3, %4, %9, %8, %12, %6, %13, %16, %15 : index, index, i1, index, i1, index, i8, index, i1, index
}
