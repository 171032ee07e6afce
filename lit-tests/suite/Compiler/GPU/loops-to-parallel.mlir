// hlo-loops-to-parallel: which scf.for loops of a nest become scf.parallel.
// RUN: jopt %s --split-input-file -hlo-loops-to-parallel | jfilecheck %s

// Both loops of an element-wise nest write their own elements: the nest becomes two parallel loops
// (blocks and threads: the inner loop has at least 32 iterations, a warp).
// CHECK-LABEL: func.func @elementwise
// CHECK:         scf.parallel (%[[I:.*]]) = (%c0) to (%[[N:.*]]) step (%c1) {
// CHECK-NEXT:      scf.parallel (%[[J:.*]]) = (%c0) to (%c64) step (%c1) {
// CHECK-NEXT:        %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        %[[Y:.*]] = math.tanh %[[X]] : f32
// CHECK-NEXT:        memref.store %[[Y]], %arg1[%[[I]], %[[J]]]
// CHECK-NEXT:        scf.reduce
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
func.func @elementwise(%a: memref<?x64xf32>, %b: memref<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = memref.dim %a, %c0 : memref<?x64xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x64xf32>
      %y = math.tanh %x : f32
      memref.store %y, %b[%i, %j] : memref<?x64xf32>
    }
  }
  return
}

// -----

// A matrix product's k loop accumulates into out[i, j]: parallel with an atomic add; the j loop
// inside it stays sequential (deeper than blocks and threads).
// CHECK-LABEL: func.func @matmul
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK-NEXT:      scf.parallel (%[[K:.*]]) =
// CHECK-NEXT:        scf.for %[[J:.*]] =
// CHECK-NEXT:          %[[A:.*]] = memref.load %arg0[%[[I]], %[[K]]]
// CHECK-NEXT:          %[[B:.*]] = memref.load %arg1[%[[K]], %[[J]]]
// CHECK-NEXT:          %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:          %{{.*}} = memref.atomic_rmw addf %[[P]], %arg2[%[[I]], %[[J]]] : (f32, memref<?x3xf32>) -> f32
// CHECK-NEXT:        }
func.func @matmul(%a: memref<?x64xf32>, %b: memref<64x3xf32>, %out: memref<?x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %n = memref.dim %a, %c0 : memref<?x64xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %x = memref.load %a[%i, %k] : memref<?x64xf32>
        %w = memref.load %b[%k, %j] : memref<64x3xf32>
        %o = memref.load %out[%i, %j] : memref<?x3xf32>
        %p = arith.mulf %x, %w : f32
        %s = arith.addf %o, %p : f32
        memref.store %s, %out[%i, %j] : memref<?x3xf32>
      }
    }
  }
  return
}

// -----

// Not independent: a loop-carried value (the reduction, its init not the neutral element of its
// addition, stays a loop in the parallel row loop: a GPU all-reduce has no init), a shifted read of the buffer written, a call, and a write through another view of the buffer.
// CHECK-LABEL: func.func @dependent
// CHECK:         scf.parallel
// CHECK:           scf.for {{.*}} iter_args
// CHECK:         scf.for
// CHECK:           memref.load %arg1[%{{.*}}]
// CHECK:         scf.for
// CHECK:           func.call @f
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xf32, strided<[1], offset: 1>>
func.func private @f(f32)
func.func @dependent(%a: memref<?x4xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %a, %c0 : memref<?x4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %one) -> (f32) {
      %x = memref.load %a[%i, %j] : memref<?x4xf32>
      %t = arith.addf %acc, %x : f32
      scf.yield %t : f32
    }
    memref.store %s, %b[%i] : memref<?xf32>
  }
  %m = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %m step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %x = memref.load %b[%i1] : memref<?xf32>
    memref.store %x, %b[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xf32>
    func.call @f(%x) : (f32) -> ()
  }
  %v = memref.subview %b[1] [%m] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
  scf.for %i = %c0 to %m step %c1 {
    %x = memref.load %b[%i] : memref<?xf32>
    memref.store %x, %v[%i] : memref<?xf32, strided<[1], offset: 1>>
  }
  return
}

// -----

// Reductions in a parallel loop: an iter_args loop whose init is its combining op's neutral element
// (0 for an add, -inf for a max) becomes an scf.parallel with that init and an scf.reduce of the
// combined value (so convert-parallel-loops-to-gpu makes a gpu.all_reduce of it); one such loop per
// row (the threads of a block), the next stays a loop; a loop that also stores stays a loop. One
// whose trip count is not a constant of at most 1024 (a block's threads) is strided over 256
// threads: thread t starts at lb + t * step and steps 256 * step, from the neutral element; an
// scf.reduce combines the threads' partial results.
// CHECK-LABEL: func.func @reductions
// CHECK:         scf.parallel (%[[I:.*]]) = (%c0) to (%{{.*}}) step (%c1) {
// CHECK-NEXT:      %[[S:.*]] = scf.parallel (%[[J:.*]]) = (%c0) to (%c4) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:        %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<?x4xf32>
// CHECK-NEXT:        %[[Y:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT:        scf.reduce(%[[Y]] : f32) {
// CHECK-NEXT:        ^bb0(%[[L:.*]]: f32, %[[R:.*]]: f32):
// CHECK-NEXT:          %[[T:.*]] = arith.addf %[[L]], %[[R]] : f32
// CHECK-NEXT:          scf.reduce.return %[[T]] : f32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      %{{.*}} = scf.for {{.*}} iter_args
// CHECK:             arith.maxnumf
// CHECK:           memref.store %[[S]], %arg1[%[[I]]] : memref<?xf32>
// CHECK:         scf.parallel (%[[I2:.*]]) = (%c0) to (%{{.*}}) step (%c1) {
// CHECK-NEXT:      %{{.*}} = scf.parallel (%{{.*}}) = (%c0) to (%c4) step (%c1) init (%cst_0) -> f32 {
// CHECK:             scf.reduce(%{{.*}} : f32) {
// CHECK:               arith.maxnumf
// CHECK:         scf.parallel
// CHECK-NEXT:      scf.parallel (%{{.*}}) = (%{{.*}}) to (%c256{{.*}}) step
// CHECK:             scf.if
// CHECK-NEXT:          scf.for {{.*}} iter_args
// CHECK:                 memref.store
// CHECK:         scf.parallel
// CHECK:           %[[STRIDE:.*]] = arith.muli %c1, %[[C256:.*]] : index
// CHECK-NEXT:      %[[P:.*]] = scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%[[C256]]) step (%{{.*}}) init (%cst) -> f32 {
// CHECK-NEXT:        %[[OFF:.*]] = arith.muli %[[T]], %c1 : index
// CHECK-NEXT:        %[[START:.*]] = arith.addi %c0, %[[OFF]] : index
// CHECK-NEXT:        %[[PART:.*]] = scf.for %[[J:.*]] = %[[START]] to %arg4 step %[[STRIDE]] iter_args(%[[A:.*]] = %cst) -> (f32) {
// CHECK-NEXT:          memref.load %arg0[%{{.*}}, %[[J]]] : memref<?x4xf32>
// CHECK-NEXT:          arith.addf %[[A]]
// CHECK-NEXT:          scf.yield
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.reduce(%[[PART]] : f32) {
// CHECK-NEXT:        ^bb0(%[[L2:.*]]: f32, %[[R2:.*]]: f32):
// CHECK-NEXT:          %[[C2:.*]] = arith.addf %[[L2]], %[[R2]] : f32
// CHECK-NEXT:          scf.reduce.return %[[C2]] : f32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %[[P]], %arg1
// CHECK:         scf.parallel
// CHECK:           scf.parallel (%{{.*}}) = (%{{.*}}) to (%c256{{.*}}) step (%{{.*}}) init (%cst) -> f32 {
// CHECK:             scf.for %{{.*}} = %{{.*}} to %c2048 step %{{.*}} iter_args
func.func @reductions(%a: memref<?x4xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %d: memref<?x4xf32>, %k: index,
                      %e: memref<?x2048xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %n = memref.dim %a, %c0 : memref<?x4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %a[%i, %j] : memref<?x4xf32>
      %y = math.exp %x : f32
      %t = arith.addf %acc, %y : f32
      scf.yield %t : f32
    }
    %m = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %ninf) -> (f32) {
      %x = memref.load %a[%i, %j] : memref<?x4xf32>
      %t = arith.maxnumf %x, %acc : f32
      scf.yield %t : f32
    }
    %q = arith.addf %s, %m : f32
    memref.store %s, %b[%i] : memref<?xf32>
    memref.store %q, %c[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %m = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %ninf) -> (f32) {
      %x = memref.load %a[%i, %j] : memref<?x4xf32>
      %t = arith.maxnumf %x, %acc : f32
      scf.yield %t : f32
    }
    memref.store %m, %c[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %a[%i, %j] : memref<?x4xf32>
      %t = arith.addf %acc, %x : f32
      memref.store %t, %d[%i, %j] : memref<?x4xf32>
      scf.yield %t : f32
    }
    memref.store %s, %b[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %a[%i, %j] : memref<?x4xf32>
      %t = arith.addf %acc, %x : f32
      scf.yield %t : f32
    }
    memref.store %s, %b[%i] : memref<?xf32>
  }
  %c2048 = arith.constant 2048 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %c2048 step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %e[%i, %j] : memref<?x2048xf32>
      %t = arith.addf %acc, %x : f32
      scf.yield %t : f32
    }
    memref.store %s, %b[%i] : memref<?xf32>
  }
  return
}

// -----

// A thread level longer than a block's threads (2048 columns), or of run-time length, is strided over
// 256 threads (a launch of more than 1024 threads would fail): each thread runs every 256th column.
// CHECK-LABEL: func.func @wide
// CHECK:         scf.parallel (%[[I:.*]]) = (%c0) to (%{{.*}}) step (%c1) {
// CHECK:           %[[STRIDE:.*]] = arith.muli %c1, %[[C256:.*]] : index
// CHECK-NEXT:      scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%[[C256]]) step (%{{.*}}) {
// CHECK-NEXT:        %[[OFF:.*]] = arith.muli %[[T]], %c1 : index
// CHECK-NEXT:        %[[START:.*]] = arith.addi %c0, %[[OFF]] : index
// CHECK-NEXT:        scf.for %[[J:.*]] = %[[START]] to %c2048 step %[[STRIDE]] {
// CHECK-NEXT:          %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:          memref.store %[[X]], %arg1[%[[I]], %[[J]]]
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.reduce
// CHECK-NEXT:      }
// CHECK:         scf.parallel
// CHECK:           scf.parallel (%{{.*}}) = (%{{.*}}) to (%c256{{.*}}) step
// CHECK:             scf.for %{{.*}} = %{{.*}} to %arg2 step
func.func @wide(%a: memref<?x2048xf32>, %b: memref<?x2048xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2048 = arith.constant 2048 : index
  %m = memref.dim %a, %c0 : memref<?x2048xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %c2048 step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x2048xf32>
      memref.store %x, %b[%i, %j] : memref<?x2048xf32>
    }
  }
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x2048xf32>
      memref.store %x, %b[%i, %j] : memref<?x2048xf32>
    }
  }
  return
}

// -----

// A nest with no thread level (a single loop, or an inner loop of fewer than 32 iterations) is tiled:
// blocks of 256 threads, iteration lb + (block * T * U + k * T + thread) * step. A body with no loops
// runs four times per thread (k < 4, T apart): where the last of the four is in range, the four copies
// interleaved op by op (all loads before the stores), else each under its own scf.if against the upper
// bound. A body with a loop runs once per thread, under one scf.if.
// CHECK-LABEL: func.func @tiled
// CHECK:         %[[T:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[D:.*]] = arith.subi %arg2, %c0 : index
// CHECK-NEXT:    %[[TRIP:.*]] = arith.ceildivsi %[[D]], %c1 : index
// CHECK-NEXT:    %[[PER:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[BLOCKS:.*]] = arith.ceildivsi %[[TRIP]], %[[PER]] : index
// CHECK-NEXT:    scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[BLOCKS]]) step (%{{.*}}) {
// CHECK-NEXT:      scf.parallel (%[[TH:.*]]) = (%{{.*}}) to (%[[T]]) step (%{{.*}}) {
// CHECK-NEXT:        %[[PER2:.*]] = arith.constant 1024 : index
// CHECK-NEXT:        %[[BASE:.*]] = arith.muli %[[B]], %[[PER2]] : index
// CHECK-NEXT:        %[[FIRST:.*]] = arith.addi %[[BASE]], %[[TH]] : index
// CHECK-NEXT:        %[[K3:.*]] = arith.constant 768 : index
// CHECK-NEXT:        %[[L3:.*]] = arith.addi %[[FIRST]], %[[K3]] : index
// CHECK-NEXT:        %[[S3:.*]] = arith.muli %[[L3]], %c1 : index
// CHECK-NEXT:        %[[I3:.*]] = arith.addi %c0, %[[S3]] : index
// CHECK-NEXT:        %[[ALL:.*]] = arith.cmpi slt, %[[I3]], %arg2 : index
// CHECK-NEXT:        scf.if %[[ALL]] {
// CHECK-COUNT-14:      arith.
// CHECK-NEXT:          %[[X0:.*]] = memref.load %arg0[%{{.*}}] : memref<?xf32>
// CHECK-NEXT:          %[[X1:.*]] = memref.load %arg0[%{{.*}}] : memref<?xf32>
// CHECK-NEXT:          %[[X2:.*]] = memref.load %arg0[%{{.*}}] : memref<?xf32>
// CHECK-NEXT:          %[[X3:.*]] = memref.load %arg0[%{{.*}}] : memref<?xf32>
// CHECK-NEXT:          %[[Y0:.*]] = arith.mulf %[[X0]], %[[X0]] : f32
// CHECK-NEXT:          %[[Y1:.*]] = arith.mulf %[[X1]], %[[X1]] : f32
// CHECK-NEXT:          %[[Y2:.*]] = arith.mulf %[[X2]], %[[X2]] : f32
// CHECK-NEXT:          %[[Y3:.*]] = arith.mulf %[[X3]], %[[X3]] : f32
// CHECK-NEXT:          memref.store %[[Y0]], %arg1
// CHECK-NEXT:          memref.store %[[Y1]], %arg1
// CHECK-NEXT:          memref.store %[[Y2]], %arg1
// CHECK-NEXT:          memref.store %[[Y3]], %arg1
// CHECK-NEXT:        } else {
// CHECK-NEXT:          %[[S0:.*]] = arith.muli %[[FIRST]], %c1 : index
// CHECK-NEXT:          %[[I0:.*]] = arith.addi %c0, %[[S0]] : index
// CHECK-NEXT:          %[[IN0:.*]] = arith.cmpi slt, %[[I0]], %arg2 : index
// CHECK-NEXT:          scf.if %[[IN0]] {
// CHECK-NEXT:            %[[X:.*]] = memref.load %arg0[%[[I0]]] : memref<?xf32>
// CHECK-NEXT:            %[[Y:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:            memref.store %[[Y]], %arg1[%[[I0]]] : memref<?xf32>
// CHECK-NEXT:          }
// CHECK-NEXT:          %[[K1:.*]] = arith.constant 256 : index
// CHECK-NEXT:          %[[L1:.*]] = arith.addi %[[FIRST]], %[[K1]] : index
// CHECK-NEXT:          %[[S1:.*]] = arith.muli %[[L1]], %c1 : index
// CHECK-NEXT:          %[[I1:.*]] = arith.addi %c0, %[[S1]] : index
// CHECK-NEXT:          %[[IN1:.*]] = arith.cmpi slt, %[[I1]], %arg2 : index
// CHECK-NEXT:          scf.if %[[IN1]] {
// CHECK-NEXT:            memref.load %arg0[%[[I1]]]
// CHECK:               arith.constant 512 : index
// CHECK:               scf.if
// CHECK:               arith.constant 768 : index
// CHECK:               scf.if
// CHECK:                 memref.store
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.reduce
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-LABEL: func.func @short_rows
// CHECK:         %[[T:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[BLOCKS:.*]] = arith.constant 2 : index
// CHECK-NEXT:    scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[BLOCKS]]) step (%{{.*}}) {
// CHECK-NEXT:      scf.parallel (%[[TH:.*]]) = (%{{.*}}) to (%[[T]]) step (%{{.*}}) {
// CHECK-NEXT:        %[[PER:.*]] = arith.constant 256 : index
// CHECK-NEXT:        %[[BASE:.*]] = arith.muli %[[B]], %[[PER]] : index
// CHECK-NEXT:        %[[FIRST:.*]] = arith.addi %[[BASE]], %[[TH]] : index
// CHECK-NEXT:        %[[S:.*]] = arith.muli %[[FIRST]], %c2 : index
// CHECK-NEXT:        %[[I:.*]] = arith.addi %c2, %[[S]] : index
// CHECK-NEXT:        %[[IN:.*]] = arith.cmpi slt, %[[I]], %c1000 : index
// CHECK-NEXT:        scf.if %[[IN]] {
// CHECK-NEXT:          scf.for %[[J:.*]] = %c0 to %c3 step %c1 {
// CHECK-NEXT:            %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<1000x3xf32>
// CHECK-NEXT:            memref.store %[[X]], %arg1[%[[I]], %[[J]]] : memref<1000x3xf32>
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NOT:         scf.if
func.func @tiled(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }
  return
}
func.func @short_rows(%a: memref<1000x3xf32>, %b: memref<1000x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1000 = arith.constant 1000 : index
  scf.for %i = %c2 to %c1000 step %c2 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %a[%i, %j] : memref<1000x3xf32>
      memref.store %x, %b[%i, %j] : memref<1000x3xf32>
    }
  }
  return
}
