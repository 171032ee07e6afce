// sroa splits a memref.alloca of 2 to 16 static elements into one rank-0 alloca per element used
// (in use-list order, right after the original) when every use is a load or store with constant
// in-bounds indices, wherever the use is; then mem2reg can promote the pieces.
// RUN: jopt %s -sroa -allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -sroa -mem2reg -allow-unregistered-dialect | jfilecheck %s --check-prefix=PROMOTED

// RUN: jopt %s -sroa -mem2reg -allow-unregistered-dialect | jfilecheck %s --check-prefix=PROMOTED
// PROMOTED-LABEL: func.func @pair(%arg0: i16, %arg1: i16) -> i16 {
// PROMOTED-NEXT: %c0 = arith.constant 0 : index
// PROMOTED-NEXT: %c1 = arith.constant 1 : index
// PROMOTED-NEXT: %0 = arith.addi %arg1, %arg0 : i16
// PROMOTED-NEXT: return %0 : i16
// PROMOTED-NEXT: }
// PROMOTED-LABEL: func.func @grid(%arg0: f64, %arg1: i1) -> f64 {
// PROMOTED-NEXT: %c0 = arith.constant 0 : index
// PROMOTED-NEXT: %c2 = arith.constant 2 : index
// PROMOTED-NEXT: %alloca = memref.alloca() : memref<f64>
// PROMOTED-NEXT: scf.if %arg1 {
// PROMOTED-NEXT: memref.store %arg0, %alloca[] : memref<f64>
// PROMOTED-NEXT: }
// PROMOTED-NEXT: %0 = memref.load %alloca[] : memref<f64>
// PROMOTED-NEXT: return %0 : f64
// PROMOTED-NEXT: }
// PROMOTED-LABEL: func.func @kept(%arg0: f32, %arg1: index) -> f32 {
// PROMOTED-NEXT: %c0 = arith.constant 0 : index
// PROMOTED-NEXT: %c4 = arith.constant 4 : index
// PROMOTED-NEXT: %c-1 = arith.constant -1 : index
// PROMOTED-NEXT: %alloca = memref.alloca() : memref<4xf32>
// PROMOTED-NEXT: memref.store %arg0, %alloca[%arg1] : memref<4xf32>
// PROMOTED-NEXT: %alloca_0 = memref.alloca() : memref<4xf32>
// PROMOTED-NEXT: memref.store %arg0, %alloca_0[%c4] : memref<4xf32>
// PROMOTED-NEXT: %alloca_1 = memref.alloca() : memref<4xf32>
// PROMOTED-NEXT: memref.store %arg0, %alloca_1[%c-1] : memref<4xf32>
// PROMOTED-NEXT: %alloca_2 = memref.alloca() : memref<17xf32>
// PROMOTED-NEXT: memref.store %arg0, %alloca_2[%c0] : memref<17xf32>
// PROMOTED-NEXT: %alloca_3 = memref.alloca() : memref<2xf32>
// PROMOTED-NEXT: "test.use"(%alloca_3) : (memref<2xf32>) -> ()
// PROMOTED-NEXT: %alloca_4 = memref.alloca() : memref<2xf32>
// PROMOTED-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// PROMOTED-NEXT: return %0 : f32
// PROMOTED-NEXT: }
// PROMOTED-NEXT: }

// CHECK-LABEL: func.func @pair(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<i16>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<i16>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i16>
// CHECK-NEXT: memref.store %arg1, %alloca_0[] : memref<i16>
// CHECK-NEXT: %0 = memref.load %alloca_0[] {nontemporal = true} : memref<i16>
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<i16>
// CHECK-NEXT: %2 = arith.addi %0, %1 : i16
// CHECK-NEXT: return %2 : i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @grid(%arg0: f64, %arg1: i1) -> f64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<f64>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<f64>
// CHECK-NEXT: memref.store %arg0, %alloca_0[] : memref<f64>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<f64>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<f64>
// CHECK-NEXT: return %0 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%arg1] : memref<4xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca_0[%c4] : memref<4xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca_1[%c-1] : memref<4xf32>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<17xf32>
// CHECK-NEXT: memref.store %arg0, %alloca_2[%c0] : memref<17xf32>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<1xf32>
// CHECK-NEXT: memref.store %arg0, %alloca_3[%c0] : memref<1xf32>
// CHECK-NEXT: %alloca_4 = memref.alloca() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloca_4) : (memref<2xf32>) -> ()
// CHECK-NEXT: %alloca_5 = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }


func.func @pair(%lo: i16, %hi: i16) -> i16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %slots = memref.alloca() {alignment = 4 : i64} : memref<2xi16, 3>
  memref.store %lo, %slots[%c0] : memref<2xi16, 3>
  memref.store %hi, %slots[%c1] : memref<2xi16, 3>
  %a = memref.load %slots[%c1] {nontemporal = true} : memref<2xi16, 3>
  %b = memref.load %slots[%c0] : memref<2xi16, 3>
  %s = arith.addi %a, %b : i16
  return %s : i16
}
func.func @grid(%v: f64, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %g = memref.alloca() : memref<3x3xf64>
  memref.store %v, %g[%c2, %c0] : memref<3x3xf64>
  scf.if %c {
    memref.store %v, %g[%c0, %c2] : memref<3x3xf64>
  }
  %r = memref.load %g[%c0, %c2] : memref<3x3xf64>
  return %r : f64
}
func.func @kept(%v: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %neg = arith.constant -1 : index
  %dyn = memref.alloca() : memref<4xf32>
  memref.store %v, %dyn[%i] : memref<4xf32>
  %oob = memref.alloca() : memref<4xf32>
  memref.store %v, %oob[%c4] : memref<4xf32>
  %under = memref.alloca() : memref<4xf32>
  memref.store %v, %under[%neg] : memref<4xf32>
  %large = memref.alloca() : memref<17xf32>
  memref.store %v, %large[%c0] : memref<17xf32>
  %single = memref.alloca() : memref<1xf32>
  memref.store %v, %single[%c0] : memref<1xf32>
  %escaping = memref.alloca() : memref<2xf32>
  "test.use"(%escaping) : (memref<2xf32>) -> ()
  %unused = memref.alloca() : memref<2xf32>
  %r = memref.load %dyn[%c0] : memref<4xf32>
  return %r : f32
}
