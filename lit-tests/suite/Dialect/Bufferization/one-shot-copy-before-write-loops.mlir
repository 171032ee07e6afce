// copy-before-write (no analysis): an scf.for init operand is always copied, yielded values are not
// copied again (scf.for, scf.while), to_buffer operands stay in place, and a forall copies its
// shared_outs operand while the parallel_insert_slice writes into that copy directly.
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries copy-before-write" -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @loop_swaps
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: memref.copy %arg0, %[[A]]
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: memref.copy %arg1, %[[B]]
// CHECK: scf.for {{.*}} iter_args(%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]])
// CHECK-NEXT: scf.yield %[[Y]], %[[X]] : memref<3xf32>, memref<3xf32>
func.func @loop_swaps(%p: tensor<3xf32>, %q: tensor<3xf32>, %n: index) -> (tensor<3xf32>, tensor<3xf32>) {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %n step %st iter_args(%x = %p, %y = %q) -> (tensor<3xf32>, tensor<3xf32>) {
    scf.yield %y, %x : tensor<3xf32>, tensor<3xf32>
  }
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @unread_init
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xi32>
// CHECK-NEXT: memref.copy %arg0, %[[A]]
// CHECK-NEXT: scf.for
func.func @unread_init(%p: tensor<2xi32>, %n: index) -> tensor<2xi32> {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %r = scf.for %i = %lb to %n step %st iter_args(%x = %p) -> (tensor<2xi32>) {
    %e = tensor.empty() : tensor<2xi32>
    scf.yield %e : tensor<2xi32>
  }
  return %r : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @while_no_condition_copy
// CHECK: scf.while
// CHECK-NOT: memref.alloc
// CHECK: scf.condition(%{{.*}}) %arg2, %arg3 : memref<6xf32>, index
func.func @while_no_condition_copy(%p: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %z = arith.constant 0 : index
  %r:2 = scf.while (%a = %p, %i = %z) : (tensor<6xf32>, index) -> (tensor<6xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %a, %i : tensor<6xf32>, index
  } do {
  ^bb0(%b: tensor<6xf32>, %j: index):
    scf.yield %b, %j : tensor<6xf32>, index
  }
  return %r#0 : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @to_buffer_in_place
// CHECK: memref.store
// CHECK-NEXT: return %alloc : memref<2xf32>
func.func @to_buffer_in_place(%m: memref<2xf32>, %v: f32) -> memref<2xf32> {
  %k = arith.constant 1 : index
  %t = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
  %u = tensor.insert %v into %t[%k] : tensor<2xf32>
  %b = bufferization.to_buffer %u : tensor<2xf32> to memref<2xf32>
  return %b : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @forall_rows
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT: memref.copy %arg1, %[[A]]
// CHECK-NEXT: scf.forall (%[[I:.*]]) in (4) {
// CHECK: memref.subview %[[A]][%[[I]], 0] [1, 8] [1, 1]
// CHECK: memref.copy
// CHECK-NEXT: }
func.func @forall_rows(%src: tensor<8xf32>, %dst: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %dst) -> tensor<4x8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    }
  }
  return %r : tensor<4x8xf32>
}
