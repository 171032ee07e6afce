// use-vector-alignment: loads, stores, masked loads/stores, gathers and scatters align to the vector
// type's size rounded up to a power of two (the default data layout's preferred vector alignment)
// instead of the element's; an alignment given on the op still wins.
// RUN: jopt %s -convert-vector-to-llvm=use-vector-alignment=1 | jfilecheck %s
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s --check-prefix=ELEM

// CHECK-LABEL: func.func @aligned
// CHECK: llvm.load %{{.*}} {alignment = 32 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<3xf32>, !llvm.ptr
// CHECK: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 32 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi64>) -> vector<4xi64>
// CHECK: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %{{.*}} {alignment = 2 : i32} : (vector<2x!llvm.ptr>, vector<2xi1>, vector<2xi8>) -> vector<2xi8>
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// ELEM-LABEL: func.func @aligned
// ELEM: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// ELEM: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<3xf32>, !llvm.ptr
// ELEM: llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 8 : i32}
// ELEM: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %{{.*}} {alignment = 1 : i32}
func.func @aligned(%m: memref<?xf32>, %n: memref<?xindex>, %b: memref<?xi8>, %i: index, %mask: vector<4xi1>, %p: vector<4xindex>,
                   %idx: vector<2xi32>, %gm: vector<2xi1>, %gp: vector<2xi8>)
    -> (vector<8xf32>, vector<4xindex>, vector<2xi8>, vector<8xf32>) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<8xf32>
  %1 = vector.load %m[%i] : memref<?xf32>, vector<3xf32>
  vector.store %1, %m[%i] : memref<?xf32>, vector<3xf32>
  %2 = vector.maskedload %n[%i], %mask, %p : memref<?xindex>, vector<4xi1>, vector<4xindex> into vector<4xindex>
  %3 = vector.gather %b[%i][%idx], %gm, %gp : memref<?xi8>, vector<2xi32>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  %4 = vector.load %m[%i] {alignment = 4} : memref<?xf32>, vector<8xf32>
  return %0, %2, %3, %4 : vector<8xf32>, vector<4xindex>, vector<2xi8>, vector<8xf32>
}
