// mem2reg promotes single-element allocas whose uses are all loads and stores in the alloca's region:
// block arguments at the (liveness-pruned) iterated dominance frontier of the stores, ub.poison for a
// read before any store; slots used in nested regions, stored as values, or larger stay in memory.
// The functions are promoted on two threads unless threads are disabled: the same output.
// RUN: jopt %s -mem2reg --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -mem2reg --allow-unregistered-dialect --mlir-disable-threading | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two(%arg0: i1, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %0, %arg2 : i32, i32, f32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: cf.br ^bb2(%arg1, %arg1, %1 : i32, i32, f32)
// CHECK-NEXT: ^bb2(%2: i32, %3: i32, %4: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %3, %4 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inloop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @escapes(%arg0: memref<memref<i32>>) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %alloca, %arg0[] : memref<memref<i32>>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big() -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @f(%c: i1, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %x, %a[] : memref<i32>
  cf.br ^bb3
^bb2:
  %y = arith.addi %x, %x : i32
  memref.store %y, %a[] : memref<i32>
  cf.br ^bb3
^bb3:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
func.func @g(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xf32>
  %v0 = memref.load %a[%c0] : memref<1xf32>
  memref.store %x, %a[%c0] : memref<1xf32>
  %v = memref.load %a[%c0] : memref<1xf32>
  %s = arith.addf %v, %v0 : f32
  return %s : f32
}
func.func @h(%c: i1, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  scf.if %c {
    memref.store %x, %a[] : memref<i32>
  }
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
func.func @loop(%n: index) -> i32 {
  %a = memref.alloca() : memref<i32>
  %z = arith.constant 0 : i32
  memref.store %z, %a[] : memref<i32>
  cf.br ^h
^h:
  %v = memref.load %a[] : memref<i32>
  %one = arith.constant 1 : i32
  %v2 = arith.addi %v, %one : i32
  memref.store %v2, %a[] : memref<i32>
  %cc = arith.cmpi slt, %v2, %z : i32
  cf.cond_br %cc, ^h, ^e
^e:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
func.func @two(%c: i1, %x: i32, %y: f32) -> (i32, f32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<1x1xf32>
  %i = arith.constant 0 : index
  memref.store %y, %b[%i, %i] : memref<1x1xf32>
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  memref.store %x, %a[] : memref<i32>
  %f = memref.load %b[%i, %i] : memref<1x1xf32>
  %g = arith.addf %f, %f : f32
  memref.store %g, %b[%i, %i] : memref<1x1xf32>
  cf.br ^bb2(%x : i32)
^bb2(%p: i32):
  %r = memref.load %a[] : memref<i32>
  %s = memref.load %b[%i, %i] : memref<1x1xf32>
  return %r, %s : i32, f32
}
func.func @inloop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloca() : memref<index>
    memref.store %i, %a[] : memref<index>
    %v = memref.load %a[] : memref<index>
    "test.use"(%v) : (index) -> ()
  }
  return
}
func.func @escapes(%m: memref<memref<i32>>) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<memref<i32>>
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}
func.func @big() -> i32 {
  %a = memref.alloca() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<2xi32>
  return %v : i32
}
