// memref-emulate-wide-int: alloc, load and store of memref<4xi64> use memref<4xvector<2xi32>>; globals stay.
// RUN: jopt %s -memref-emulate-wide-int | jfilecheck %s

memref.global "private" @g : memref<4xi64> = dense<0>
func.func @m(%i : index) {
  %m = memref.alloc() : memref<4xi64>
  %v = memref.load %m[%i] : memref<4xi64>
  %w = arith.addi %v, %v : i64
  memref.store %w, %m[%i] : memref<4xi64>
  return
}

// CHECK: memref.global "private" @g : memref<4xi64> = dense<0>
// CHECK-LABEL: func.func @m(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xvector<2xi32>>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0] : memref<4xvector<2xi32>>
// CHECK-NEXT: %1 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %1, %3 : i32, i1
// CHECK-NEXT: %5 = arith.extui %overflow : i1 to i32
// CHECK-NEXT: %6 = arith.addi %5, %2 : i32
// CHECK-NEXT: %7 = arith.addi %6, %4 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %8 = vector.insert %sum, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %9 = vector.insert %7, %8 [1] : i32 into vector<2xi32>
// CHECK-NEXT: memref.store %9, %alloc[%arg0] : memref<4xvector<2xi32>>
// CHECK-NEXT: return
