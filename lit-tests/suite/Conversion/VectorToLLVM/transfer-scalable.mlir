// A 1-D scalable transfer that may run out of bounds gets its lanes mask as a fixed one does (the
// remaining extent as a scalable create_mask: LLVM's stepvector compared with the splat bound), then
// becomes a masked load or store, as mlir-opt 22 lowers it.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @scalable_xfer
// CHECK: %[[DIM:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<?xf32, 3>
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[DIM]], %{{.*}} : index
// CHECK-NEXT: %[[STEP:.*]] = llvm.intr.stepvector : vector<[4]xi32>
// CHECK: %[[M:.*]] = arith.cmpi slt, %[[STEP]], %{{.*}} : vector<[4]xi32>
// CHECK: %[[L:.*]] = llvm.intr.masked.load %{{.*}}, %[[M]], %{{.*}} {alignment = 4 : i32} : (!llvm.ptr<3>, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK: llvm.intr.masked.store %[[L]], %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<[4]xf32>, vector<[4]xi1> into !llvm.ptr<3>
func.func @scalable_xfer(%m: memref<?xf32, 3>, %i: index) -> vector<[4]xf32> {
  %pad = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i], %pad : memref<?xf32, 3>, vector<[4]xf32>
  vector.transfer_write %v, %m[%i] : vector<[4]xf32>, memref<?xf32, 3>
  return %v : vector<[4]xf32>
}
