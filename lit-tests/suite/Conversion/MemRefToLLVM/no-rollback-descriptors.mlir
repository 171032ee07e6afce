// With allow-pattern-rollback=0, as in MLIR 22, every use of a memref argument that a pattern
// asks for gets a descriptor of its own, built at the start of the block (so the one built last
// comes first); and a pattern that looks at an operand's producer after that producer was
// converted sees a cast, not a constant: memref.dim then reads the size through a stack slot.
// RUN: jopt %s --convert-to-llvm="allow-pattern-rollback=0" | jfilecheck %s

func.func @twice(%m: memref<8xi32>, %i: index) {
  %v = memref.load %m[%i] : memref<8xi32>
  memref.store %v, %m[%i] : memref<8xi32>
  return
}
// CHECK-LABEL: llvm.func @twice(
// CHECK-NEXT: %[[D2:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-COUNT-5: llvm.insertvalue
// CHECK-NEXT: %[[D1:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[A0:.*]] = llvm.insertvalue %arg0, %[[D1]][0]
// CHECK-NEXT: %[[A1:.*]] = llvm.insertvalue %arg1, %[[A0]][1]
// CHECK-NEXT: %[[A2:.*]] = llvm.insertvalue %arg2, %[[A1]][2]
// CHECK-NEXT: %[[A3:.*]] = llvm.insertvalue %arg3, %[[A2]][3, 0]
// CHECK-NEXT: %[[FIRST:.*]] = llvm.insertvalue %arg4, %[[A3]][4, 0]
// CHECK-NEXT: llvm.extractvalue %[[FIRST]][1]
// CHECK: llvm.load
// CHECK: llvm.store

func.func @dim(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  return %d : index
}
// CHECK-LABEL: llvm.func @dim(
// CHECK: %[[SIZES:.*]] = llvm.extractvalue %{{.*}}[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[SIZES]], %[[SLOT]] : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %[[AT:.*]] = llvm.getelementptr %[[SLOT]][0, %{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %[[SIZE:.*]] = llvm.load %[[AT]] : !llvm.ptr -> i64
// CHECK-NEXT: llvm.return %[[SIZE]] : i64
