// -affine-raise-from-memref: memref.load/store whose indices are constants, valid symbols, valid
// dims or arith.addi/muli trees of them (a product needs a symbolic or constant side) become
// affine.load/store; the arith ops stay (dead) until a canonicalization. Indices from iter_args,
// products of two dims, unknown ops or scf.for induction variables keep the memref op.
// RUN: jopt %s -allow-unregistered-dialect -affine-raise-from-memref -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @window(%arg0: index) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4x20x20xf32>
// CHECK-NEXT:   %alloc_0 = memref.alloc() : memref<4x8x8xf32>
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:     affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 3 {
// CHECK-NEXT:         %2 = arith.muli %arg2, %c3 : index
// CHECK-NEXT:         %3 = arith.addi %2, %arg3 : index
// CHECK-NEXT:         %4 = arith.addi %c3, %arg1 : index
// CHECK-NEXT:         %5 = affine.load %alloc[%arg1, %arg2 * 3 + %arg3, %arg1 + 3] : memref<4x20x20xf32>
// CHECK-NEXT:         %6 = arith.muli %arg0, %c3 : index
// CHECK-NEXT:         %7 = arith.addi %6, %arg2 : index
// CHECK-NEXT:         %8 = arith.muli %c3, %arg0 : index
// CHECK-NEXT:         %9 = arith.muli %8, %arg2 : index
// CHECK-NEXT:         affine.store %5, %alloc_0[%arg2 + symbol(%arg0) * 3, %arg2 * (symbol(%arg0) * 3), %arg3] : memref<4x8x8xf32>
// CHECK-NEXT:         %10 = arith.muli %arg2, %arg3 : index
// CHECK-NEXT:         %11 = memref.load %alloc[%10, %arg1, %arg1] : memref<4x20x20xf32>
// CHECK-NEXT:         affine.store %cst, %alloc_0[3, symbol(%arg0), symbol(%arg0)] : memref<4x8x8xf32>
// CHECK-NEXT:         %12 = "foo.bar"() : () -> index
// CHECK-NEXT:         memref.store %11, %alloc_0[%12, %arg1, %arg2] : memref<4x8x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = affine.load %alloc[symbol(%arg0), 3, symbol(%arg0)] : memref<4x20x20xf32>
// CHECK-NEXT:   scf.for %arg1 = %c3 to %arg0 step %c3 {
// CHECK-NEXT:     memref.store %0, %alloc[%arg1, %arg1, %arg0] : memref<4x20x20xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   %alloc_1 = memref.alloc() : memref<f32>
// CHECK-NEXT:   %1 = affine.load %alloc_1[] : memref<f32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @window(%n: index) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4x20x20xf32>
  %b = memref.alloc() : memref<4x8x8xf32>
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 3 {
        %x = arith.muli %j, %c3 : index
        %y = arith.addi %x, %k : index
        %z = arith.addi %c3, %i : index
        %v = memref.load %a[%i, %y, %z] : memref<4x20x20xf32>
        %w = arith.muli %n, %c3 : index
        %u = arith.addi %w, %j : index
        %q = arith.muli %c3, %n : index
        %p = arith.muli %q, %j : index
        memref.store %v, %b[%u, %p, %k] : memref<4x8x8xf32>
        %jk = arith.muli %j, %k : index
        %r = memref.load %a[%jk, %i, %i] : memref<4x20x20xf32>
        memref.store %cst, %b[%c3, %n, %n] : memref<4x8x8xf32>
        %s = "foo.bar"() : () -> index
        memref.store %r, %b[%s, %i, %j] : memref<4x8x8xf32>
      }
    }
  }
  %t = memref.load %a[%n, %c3, %n] : memref<4x20x20xf32>
  scf.for %i = %c3 to %n step %c3 {
    memref.store %t, %a[%i, %i, %n] : memref<4x20x20xf32>
  }
  %e = memref.alloc() : memref<f32>
  %f = memref.load %e[] : memref<f32>
  return
}

// -----

// CHECK-LABEL: func.func @iter(%arg0: memref<16xf32>, %arg1: index) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = affine.for %arg2 = 0 to 8 iter_args(%arg3 = %c1) -> (index) {
// CHECK-NEXT:     %1 = memref.load %arg0[%arg3] : memref<16xf32>
// CHECK-NEXT:     %2 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:     affine.store %1, %arg0[symbol(%arg1) * 2] : memref<16xf32>
// CHECK-NEXT:     %4 = arith.addi %2, %2 : index
// CHECK-NEXT:     affine.store %1, %arg0[(%arg2 + symbol(%arg1)) * 2] : memref<16xf32>
// CHECK-NEXT:     affine.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @iter(%m: memref<16xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %r = affine.for %i = 0 to 8 iter_args(%acc = %c1) -> index {
    %v = memref.load %m[%acc] : memref<16xf32>
    %w = arith.addi %i, %n : index
    %nn = arith.addi %n, %n : index
    memref.store %v, %m[%nn] : memref<16xf32>
    %x = arith.addi %w, %w : index
    memref.store %v, %m[%x] : memref<16xf32>
    affine.yield %w : index
  }
  return %r : index
}
