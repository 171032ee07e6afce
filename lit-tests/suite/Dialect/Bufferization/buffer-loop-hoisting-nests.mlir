// -buffer-loop-hoisting on loop nests: allocs leave every loop no alias flows back into, stop at the
// loop defining a size operand, stay in scf.if and scf.forall; MLIR 22 moves them out of
// affine.parallel.
// RUN: jopt %s '-buffer-loop-hoisting' | jfilecheck %s

// CHECK-LABEL: func.func @loop_nested_alloc(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: %1 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = scf.for %arg9 = %arg0 to %arg1 step %arg2 iter_args(%arg10 = %arg8) -> (memref<2xf32>) {
// CHECK-NEXT: %3 = arith.cmpi eq, %arg5, %arg1 : index
// CHECK-NEXT: %4 = scf.if %3 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_3 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg10 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<?xf32>, %arg5: memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg3) : memref<?xf32>
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (memref<?xf32>) {
// CHECK-NEXT: %1 = scf.for %arg8 = %arg0 to %arg1 step %arg2 iter_args(%arg9 = %arg7) -> (memref<?xf32>) {
// CHECK-NEXT: %2 = scf.for %arg10 = %arg0 to %arg1 step %arg2 iter_args(%arg11 = %arg9) -> (memref<?xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg10) : memref<?xf32>
// CHECK-NEXT: %3 = arith.cmpi eq, %arg6, %arg1 : index
// CHECK-NEXT: %4 = scf.if %3 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg10) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc_2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg11 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg10) : memref<?xf32>
// CHECK-NEXT: scf.yield %4 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg5 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg5) : memref<?xf32>
// CHECK-NEXT: %1 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ap(%arg0: memref<2xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xindex>
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (2) {
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<1xindex>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<1xindex>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<2xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @loop_nested_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> memref<2xf32> {
      %3 = scf.for %i3 = %lb to %ub step %step iter_args(%iterBuf3 = %iterBuf2) -> memref<2xf32> {
        %4 = memref.alloc() : memref<2xf32>
        %5 = arith.cmpi eq, %i, %ub : index
        %6 = scf.if %5 -> (memref<2xf32>) {
          %7 = memref.alloc() : memref<2xf32>
          %8 = memref.alloc() : memref<2xf32>
          scf.yield %8 : memref<2xf32>
        } else {
          scf.yield %iterBuf3 : memref<2xf32>
        }
        %9 = memref.alloc() : memref<2xf32>
        scf.yield %6 : memref<2xf32>
      }
      scf.yield %3 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @dyn(%lb: index, %ub: index, %step: index, %arg0: index, %buf: memref<?xf32>, %res: memref<?xf32>) {
  %0 = memref.alloc(%arg0) : memref<?xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<?xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> memref<?xf32> {
      %3 = scf.for %i3 = %lb to %ub step %step iter_args(%iterBuf3 = %iterBuf2) -> memref<?xf32> {
        %4 = memref.alloc(%i3) : memref<?xf32>
        %5 = arith.cmpi eq, %i, %ub : index
        %6 = scf.if %5 -> (memref<?xf32>) {
          %7 = memref.alloc(%i3) : memref<?xf32>
          scf.yield %7 : memref<?xf32>
        } else {
          scf.yield %iterBuf3 : memref<?xf32>
        }
        %8 = memref.alloc(%i3) : memref<?xf32>
        scf.yield %6 : memref<?xf32>
      }
      scf.yield %3 : memref<?xf32>
    }
    scf.yield %0 : memref<?xf32>
  }
  memref.copy %1, %res : memref<?xf32> to memref<?xf32>
  return
}
func.func @cond(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = arith.cmpi eq, %lb, %ub : index
  %2 = scf.if %1 -> (memref<2xf32>) {
    %3 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  memref.copy %2, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @partial(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> memref<2xf32> {
      %3 = memref.alloc(%i) : memref<?xf32>
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %0 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @ap(%out: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (2) {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %i, %buffer[%c0] : memref<1xindex>
    %value = memref.load %buffer[%c0] : memref<1xindex>
    memref.store %value, %out[%i] : memref<2xindex>
  }
  return
}
func.func @forall(%lb: index, %ub: index, %step: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%step) {
    %1 = memref.alloc() : memref<2xf32>
  }
  return
}
