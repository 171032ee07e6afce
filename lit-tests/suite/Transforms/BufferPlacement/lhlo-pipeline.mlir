// mlir-hlo-opt's pipeline: mhlo -> lmhlo, then buffer hoisting, deallocation and CSE. Temporaries
// are freed right after their last reader, in allocation order when one op reads several.
// RUN: jopt %s -hlo-legalize-to-lhlo -buffer-hoisting -buffer-deallocation -cse | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<8xi32>, %arg1: memref<8xi32>) -> memref<8xi32>
// CHECK-NEXT: %[[X:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT: "lmhlo.xor"(%arg0, %arg1, %[[X]])
// CHECK-NEXT: %[[O:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT: "lmhlo.or"(%arg0, %arg1, %[[O]])
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT: "lmhlo.and"(%[[X]], %[[O]], %[[A]])
// CHECK-NEXT: memref.dealloc %[[O]] : memref<8xi32>
// CHECK-NEXT: memref.dealloc %[[X]] : memref<8xi32>
// CHECK-NEXT: return %[[A]] : memref<8xi32>
func.func @f(%a: tensor<8xi32>, %b: tensor<8xi32>) -> tensor<8xi32> {
  %0 = mhlo.xor %a, %b : tensor<8xi32>
  %1 = mhlo.or %a, %b : tensor<8xi32>
  %2 = mhlo.and %0, %1 : tensor<8xi32>
  return %2 : tensor<8xi32>
}
