// A memref whose gpu memory space the host type converter cannot map stays a memref, and the ops
// on it stay as they are (mlir-opt also reports the failed memory-space conversion); nothing crashes.
// RUN: jopt %s -gpu-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32, #gpu.address_space<global>>, %arg1: index) -> f32
// CHECK: %[[V:.*]] = memref.load %arg0[%arg1] : memref<4xf32, #gpu.address_space<global>>
// CHECK: llvm.return %[[V]] : f32
func.func @f(%a: memref<4xf32, #gpu.address_space<global>>, %i: index) -> f32 {
  %v = memref.load %a[%i] : memref<4xf32, #gpu.address_space<global>>
  return %v : f32
}
