// memref.view builds a descriptor over the source's buffer shifted by the byte offset (sizes and
// strides from the innermost dimension out); assume_alignment becomes llvm.intr.assume with an
// "align" bundle on the buffer's address; rank, transpose and prefetch read the descriptor;
// alloca_scope saves the stack, inlines its body and restores the stack where the body returns.
// RUN: jopt %s -finalize-memref-to-llvm -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @view
func.func @view(%n: index, %shift: index, %buf: memref<2048xi8>) -> memref<?x8xf32> {
  // CHECK-DAG: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
  // CHECK-DAG: %[[S:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
  // CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg2
  // CHECK: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK: %[[ALLOC:.*]] = llvm.extractvalue %[[B]][0]
  // CHECK: llvm.insertvalue %[[ALLOC]], %[[D0]][0]
  // CHECK: %[[AL:.*]] = llvm.extractvalue %[[B]][1]
  // CHECK: %[[P:.*]] = llvm.getelementptr %[[AL]][%[[S]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  // CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
  // CHECK: llvm.mlir.constant(0 : index) : i64
  // CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK: llvm.insertvalue %[[C8]], %{{.*}}[3, 1]
  // CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK: llvm.insertvalue %[[C1]], %{{.*}}[4, 1]
  // CHECK: llvm.insertvalue %[[N]], %{{.*}}[3, 0]
  // CHECK: %[[C8B:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK: llvm.insertvalue %[[C8B]], %{{.*}}[4, 0]
  %v = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x8xf32>
  return %v : memref<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @assume
func.func @assume(%m: memref<8xf16, strided<[1], offset: ?>>) {
  // CHECK: %[[AL:.*]] = llvm.extractvalue %{{.*}}[1]
  // CHECK: %[[OFF:.*]] = llvm.extractvalue %{{.*}}[2]
  // CHECK: %[[P:.*]] = llvm.getelementptr %[[AL]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
  // CHECK: %[[T:.*]] = llvm.mlir.constant(true) : i1
  // CHECK: %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
  // CHECK: llvm.intr.assume %[[T]] ["align"(%[[P]], %[[A]] : !llvm.ptr, i64)] : i1
  %0 = memref.assume_alignment %m, 32 : memref<8xf16, strided<[1], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @read_descriptor
func.func @read_descriptor(%u: memref<*xf32>, %r: memref<?x?xf32>, %i: index) -> (index, index) {
  // CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i64, ptr)>
  %0 = memref.rank %u : memref<*xf32>
  // The rank of a ranked memref is a constant of the lowering, not a folded arith.constant.
  // CHECK: llvm.mlir.constant(2 : index) : i64
  %1 = memref.rank %r : memref<?x?xf32>
  // CHECK: llvm.extractvalue %{{.*}}[3, 1]
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[3, 0]
  // CHECK: llvm.extractvalue %{{.*}}[4, 1]
  // CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[4, 0]
  %t = memref.transpose %r (a, b) -> (b, a) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  // CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK: "llvm.intr.prefetch"(%[[P]]) <{cache = 1 : i32, hint = 2 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  memref.prefetch %r[%i, %i], read, locality<2>, data : memref<?x?xf32>
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @scope
func.func @scope(%n: index) -> f32 {
  // CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
  // CHECK-NEXT: llvm.br ^bb1
  // CHECK: ^bb1:
  // CHECK: llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
  // CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
  // CHECK-NEXT: llvm.br ^bb2(%{{.*}} : f32)
  // CHECK: ^bb2(%[[R:.*]]: f32):
  // CHECK-NEXT: llvm.br ^bb3
  // CHECK: ^bb3:
  // CHECK-NEXT: return %[[R]] : f32
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca(%n) : memref<?xf32>
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}
