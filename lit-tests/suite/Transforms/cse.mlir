// RUN: jopt %s -cse | jfilecheck %s
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-disable-threading | jfilecheck %s

// CHECK-LABEL: func.func @simple(
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[A]], %[[A]] : i32, i32
func.func @simple(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}

// Operand order does not matter for commutative ops.
// CHECK-LABEL: func.func @commutative(
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %[[A]], %[[A]] : i32, i32
func.func @commutative(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  return %0, %1 : i32, i32
}

// Ops with memory effects stay.
// CHECK-LABEL: func.func @alloc(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    return %[[A]], %[[B]]
func.func @alloc() -> (memref<4xi32>, memref<4xi32>) {
  %0 = memref.alloc() : memref<4xi32>
  %1 = memref.alloc() : memref<4xi32>
  return %0, %1 : memref<4xi32>, memref<4xi32>
}

// A region is processed where its op stands: the muli after the scf.if must not replace the one in
// the else branch (it does not dominate it); the dead addi before the if is erased, so the one in
// the then branch stays.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[M2:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      scf.yield %[[M2]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[M3:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    arith.addi %[[IF]], %[[M3]] : i32
func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %1 : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.muli %a, %a : i32
    scf.yield %3 : i32
  }
  %4 = arith.muli %a, %a : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}

// Blocks see the values of the blocks that dominate them only.
// CHECK-LABEL: func.func @blocks(
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[M]] : i32)
// CHECK-NEXT:  ^bb3(%[[X:.*]]: i32):
// CHECK-NEXT:    %[[M2:.*]] = arith.muli %arg1, %arg1 : i32
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %3 = arith.muli %a, %a : i32
  cf.br ^bb3(%3 : i32)
^bb3(%x: i32):
  %4 = arith.muli %a, %a : i32
  %5 = arith.addi %x, %4 : i32
  return %5 : i32
}

// An op is erased when it is dead as CSE reaches it; its operand, used until then, stays.
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    return
func.func @dead(%a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return
}

// A non-isolated region sees the values around it.
// CHECK-LABEL: func.func @loop(
// CHECK:         %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.addi %{{.*}}, %[[A]] : i32
// CHECK-NEXT:      scf.yield
func.func @loop(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %a : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %0) -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %acc, %1 : i32
    scf.yield %2 : i32
  }
  return %r : i32
}

// Ops that only read are merged when nothing between them in the block may write.
// CHECK-LABEL: func.func @loads(
// CHECK-NEXT:    %[[L0:.*]] = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    %[[L1:.*]] = memref.load %arg0[%arg1] : memref<4xi32>
// CHECK-NEXT:    return %[[L0]], %[[L0]], %[[L1]] : i32, i32, i32
func.func @loads(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2 : i32, i32, i32
}
