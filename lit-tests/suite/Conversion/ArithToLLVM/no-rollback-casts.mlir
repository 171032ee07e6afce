// With allow-pattern-rollback=0 (MLIR 22's no-rollback driver) every use of a value that needs a
// cast gets a cast of its own, placed right after the value's definition (block arguments: at the
// block's start), so the cast built last comes first. With rollback allowed, one cast is shared.
// RUN: jopt %s -allow-unregistered-dialect --convert-to-llvm="filter-dialects=arith allow-pattern-rollback=0" | jfilecheck %s --check-prefix=NORB
// RUN: jopt %s -allow-unregistered-dialect --convert-to-llvm="filter-dialects=arith" | jfilecheck %s --check-prefix=RB

func.func @uses(%n: index, %m: index) -> index {
  %0 = arith.addi %n, %m : index
  %1 = arith.muli %n, %n : index
  %t = "test.opaque"(%0) : (index) -> index
  %2 = arith.subi %t, %1 : index
  %3 = arith.addi %t, %t : index
  return %3 : index
}

// NORB-LABEL: func.func @uses(%arg0: index, %arg1: index) -> index {
// NORB-NEXT: %[[N3:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// NORB-NEXT: %[[N2:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// NORB-NEXT: %[[M:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// NORB-NEXT: %[[N1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// NORB-NEXT: %[[ADD:.*]] = llvm.add %[[N1]], %[[M]] : i64
// NORB-NEXT: %[[ADDC:.*]] = builtin.unrealized_conversion_cast %[[ADD]] : i64 to index
// NORB-NEXT: %[[MUL:.*]] = llvm.mul %[[N2]], %[[N3]] : i64
// NORB-NEXT: %[[T:.*]] = "test.opaque"(%[[ADDC]]) : (index) -> index
// NORB-NEXT: %[[T3:.*]] = builtin.unrealized_conversion_cast %[[T]] : index to i64
// NORB-NEXT: %[[T2:.*]] = builtin.unrealized_conversion_cast %[[T]] : index to i64
// NORB-NEXT: %[[T1:.*]] = builtin.unrealized_conversion_cast %[[T]] : index to i64
// NORB-NEXT: llvm.sub %[[T1]], %[[MUL]] : i64
// NORB-NEXT: %[[SUM:.*]] = llvm.add %[[T2]], %[[T3]] : i64

// RB-LABEL: func.func @uses(%arg0: index, %arg1: index) -> index {
// RB-NEXT: %[[M:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// RB-NEXT: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// RB-NEXT: llvm.add %[[N]], %[[M]] : i64
// RB: llvm.mul %[[N]], %[[N]] : i64
// RB: %[[T:.*]] = "test.opaque"
// RB-NEXT: %[[TC:.*]] = builtin.unrealized_conversion_cast %[[T]] : index to i64
// RB-NEXT: llvm.sub %[[TC]], %{{.*}} : i64
// RB-NEXT: llvm.add %[[TC]], %[[TC]] : i64
