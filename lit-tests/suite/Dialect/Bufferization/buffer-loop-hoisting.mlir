// -buffer-loop-hoisting: memref.alloc and memref.alloca move out of sequential loops (scf.for,
// scf.while, affine.for) whose blocks no alias dominates (a buffer yielded back stays), up to the
// block defining an operand; not out of scf.if, scf.parallel or CFG blocks.
// RUN: jopt %s '-buffer-loop-hoisting' '-allow-unregistered-dialect' | jfilecheck %s

// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_if(%arg0: i1, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: memref.copy %alloc_0, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: %1 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg7) : memref<?xf32>
// CHECK-NEXT: %2 = arith.cmpi eq, %arg5, %arg1 : index
// CHECK-NEXT: %3 = scf.if %2 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_2 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg8 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%arg0) {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @crit(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : memref<2xf32>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb2(%0: memref<2xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1, %arg1 : memref<2xf32>, memref<2xf32>), ^bb2(%arg1, %arg1 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: ^bb1(%0: memref<2xf32>, %1: memref<2xf32>):  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc, %1 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: ^bb2(%2: memref<2xf32>, %3: memref<2xf32>):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%2, %3 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: ^bb3(%4: memref<2xf32>, %5: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %4, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%1: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @region_div(%arg0: index, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?x?xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cf_loop(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops2(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg5) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg5) : memref<?xf32>
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg6) : memref<?xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @cfg(%cond: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
func.func @nested_if(%cond: i1, %n: index, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %cond {
    %0 = memref.alloc() : memref<2xf32>
    %1 = memref.alloc(%n) : memref<?xf32>
    memref.copy %1, %out : memref<?xf32> to memref<?xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
  }
  return
}
func.func @loops(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> memref<2xf32> {
      %3 = memref.alloc() : memref<2xf32>
      %a = memref.alloca() : memref<4xf32>
      %d = memref.alloc(%i2) : memref<?xf32>
      %4 = arith.cmpi eq, %i, %ub : index
      %5 = scf.if %4 -> (memref<2xf32>) {
        %6 = memref.alloc() : memref<2xf32>
        scf.yield %6 : memref<2xf32>
      } else {
        scf.yield %iterBuf2 : memref<2xf32>
      }
      scf.yield %5 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @while_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%x = %c0) : (index) -> index {
    %a = memref.alloc() : memref<3xf32>
    %c = arith.cmpi slt, %x, %n : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %b = memref.alloc() : memref<3xf32>
    scf.yield %y : index
  }
  affine.for %i = 0 to 10 {
    %b = memref.alloc() : memref<3xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%n) {
    %b = memref.alloc() : memref<3xf32>
  }
  return
}
func.func @crit(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : memref<2xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
func.func @if_else(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1(%arg1, %arg1 : memref<2xf32>, memref<2xf32>), ^bb2(%arg1, %arg1 : memref<2xf32>, memref<2xf32>)
^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a, %2 : memref<2xf32>, memref<2xf32>)
^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
  cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
  %7 = memref.alloc() : memref<2xf32>
  memref.copy %5, %7 : memref<2xf32> to memref<2xf32>
  memref.dealloc %7 : memref<2xf32>
  return
}
func.func @nested(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  %x = scf.if %arg0 -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    memref.copy %0, %1 : memref<2xf32> to memref<2xf32>
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  cf.br ^bb3(%x : memref<2xf32>)
^bb3(%y: memref<2xf32>):
  memref.copy %y, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
func.func @region_div(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %4 = memref.alloca(%arg0) : memref<?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}
func.func @cf_loop(%n: index, %buf: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4xf32>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  return
}
func.func @loops2(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%b = %buf) -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    %v = memref.subview %1[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    scf.yield %1 : memref<2xf32>
  }
  scf.for %i = %lb to %ub step %step {
    %d = memref.alloc(%i) : memref<?xf32>
    scf.for %j = %lb to %ub step %step {
      %e = memref.alloc(%i) : memref<?xf32>
      %f = memref.alloc(%j) : memref<?xf32>
      %g = memref.alloc() : memref<2xf32>
      %h = bufferization.clone %g : memref<2xf32> to memref<2xf32>
    }
  }
  %c = arith.cmpi eq, %lb, %ub : index
  scf.for %i = %lb to %ub step %step {
    scf.if %c {
      %k = memref.alloc() : memref<2xf32>
    }
  }
  return
}
