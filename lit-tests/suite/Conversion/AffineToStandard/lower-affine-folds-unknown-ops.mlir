// -lower-affine is a partial conversion in MLIR 22: ops of dialects it neither lowers nor declares
// legal (llvm, func, builtin casts) stay, but each is folded first. An extractvalue reading back
// what an insertvalue just stored becomes the stored value, and a cast of a cast back to the first
// operand's type becomes that operand. Folds that would need a constant of an unknown dialect (the
// icmp of two llvm constants) are undone, and arith ops (legal) are not folded at all.
// RUN: jopt %s -lower-affine | jfilecheck %s

// CHECK-LABEL: func.func @fold_unknown(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr, %[[I:.*]]: index)
// CHECK: %[[UNDEF:.*]] = llvm.mlir.poison
// CHECK-NEXT: llvm.insertvalue %[[P]], %[[UNDEF]][1]
// CHECK-NOT: llvm.extractvalue
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[I]], %[[TWO]] : index
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[SUM]] : index to i64
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK: %[[A:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %[[B:.*]] = llvm.mlir.constant(6 : i32) : i32
// CHECK-NEXT: %[[CMP:.*]] = llvm.icmp "ult" %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[ADD:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: return %[[P]], %[[SUM]], %[[CMP]], %[[ADD]] : !llvm.ptr, index, i1, i32
func.func @fold_unknown(%p: !llvm.ptr, %i: index) -> (!llvm.ptr, index, i1, i32) {
  %u = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
  %s = llvm.insertvalue %p, %u[1] : !llvm.struct<(i32, ptr)>
  %back = llvm.extractvalue %s[1] : !llvm.struct<(i32, ptr)>
  %j = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
  %wide = builtin.unrealized_conversion_cast %j : index to i64
  %again = builtin.unrealized_conversion_cast %wide : i64 to index
  %a = llvm.mlir.constant(5 : i32) : i32
  %b = llvm.mlir.constant(6 : i32) : i32
  %lt = llvm.icmp "ult" %a, %b : i32
  %sum = arith.addi %a, %b : i32
  return %back, %again, %lt, %sum : !llvm.ptr, index, i1, i32
}

// CHECK-LABEL: func.func @same_type_cast(
// CHECK-SAME: %[[X:.*]]: f32)
// CHECK-NEXT: return %[[X]] : f32
func.func @same_type_cast(%x: f32) -> f32 {
  %c = builtin.unrealized_conversion_cast %x : f32 to f32
  return %c : f32
}
