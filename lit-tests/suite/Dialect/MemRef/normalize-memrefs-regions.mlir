// normalize-memrefs inside loops and nested regions, with memory space and alignment: loop
// induction variables stay dims and function arguments become symbols in the composed affine maps;
// memref.load/store indices are split from the whole composed map (each affine.apply keeps all its
// operands); recursion keeps types consistent; 0-d memrefs and layouts with symbols stay.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 floordiv 2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1 floordiv 4)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0 mod 2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1 mod 4)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 floordiv 2)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0] -> (d0 mod 2)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0] -> (s0 mod 4)>
// CHECK-NEXT: #map10 = affine_map<(d0)[s0] -> (d0 * 2)>
// CHECK-NEXT: #map11 = affine_map<(d0)[s0] -> (s0)>
// CHECK-NEXT: #map12 = affine_map<() -> (0)>
// CHECK-NEXT: #map13 = affine_map<() -> (5)>
// CHECK-NEXT: #map14 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to 16 step 2 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT: %1 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT: %2 = affine.load %alloc[%arg2 floordiv 2, (%arg3 + 1) floordiv 4, %arg2 mod 2, %arg3 - ((%arg3 + 1) floordiv 4) * 4 + 1] : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %12 = affine.apply #map2(%arg2, %arg3)
// CHECK-NEXT: %13 = affine.apply #map3(%arg2, %arg3)
// CHECK-NEXT: %14 = affine.apply #map4(%arg2, %arg3)
// CHECK-NEXT: %15 = affine.apply #map5(%arg2, %arg3)
// CHECK-NEXT: memref.store %2, %alloc[%12, %13, %14, %15] : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = affine.apply #map6(%arg3)[%arg0]
// CHECK-NEXT: %4 = affine.apply #map7(%arg3)[%arg0]
// CHECK-NEXT: %5 = affine.apply #map8(%arg3)[%arg0]
// CHECK-NEXT: %6 = affine.apply #map9(%arg3)[%arg0]
// CHECK-NEXT: %7 = memref.load %alloc[%3, %4, %5, %6] : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: %8 = affine.apply #map10(%arg2)[%arg0]
// CHECK-NEXT: %9 = affine.apply #map11(%arg2)[%arg0]
// CHECK-NEXT: affine.store %7, %alloc[%arg2, symbol(%arg0) floordiv 4, 0, symbol(%arg0) mod 4] : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: %10 = affine.apply #map12()
// CHECK-NEXT: %11 = affine.apply #map13()
// CHECK-NEXT: affine.store %7, %alloc[0, 1, 0, 1] : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4x2x4xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rec(%arg0: memref<4x4xf32>, %arg1: i1) -> (memref<4x4xf32>, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0:2 = call @rec(%arg0, %arg1) : (memref<4x4xf32>, i1) -> (memref<4x4xf32>, i32)
// CHECK-NEXT: return %0#0, %0#1 : memref<4x4xf32>, i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg0, %c0_i32 : memref<4x4xf32>, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero() -> memref<f32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: return %alloc : memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symb(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc()[%arg0] : memref<4xf32, #map14>
// CHECK-NEXT: %alloc_0 = memref.alloc()[%arg0] : memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#t3 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 4, d0 mod 2, d1 mod 4)>
func.func @loops(%n: index, %c: i1) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32, #t3, 1>
  %s = arith.constant 1 : index
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 step 2 {
      %v = affine.load %a[%i, %j + 1] : memref<8x16xf32, #t3, 1>
      scf.if %c {
        memref.store %v, %a[%i, %j] : memref<8x16xf32, #t3, 1>
      }
      %w = memref.load %a[%j, %n] : memref<8x16xf32, #t3, 1>
      affine.store %w, %a[%i * 2, symbol(%n)] : memref<8x16xf32, #t3, 1>
      affine.store %w, %a[0, 5] : memref<8x16xf32, #t3, 1>
    }
  }
  memref.dealloc %a : memref<8x16xf32, #t3, 1>
  return
}
func.func @rec(%m: memref<16xf32, #tile>, %k: i1) -> (memref<16xf32, #tile>, i32) {
  %z = arith.constant 0 : i32
  cf.cond_br %k, ^a, ^b
^a:
  %r:2 = call @rec(%m, %k) : (memref<16xf32, #tile>, i1) -> (memref<16xf32, #tile>, i32)
  return %r#0, %r#1 : memref<16xf32, #tile>, i32
^b:
  return %m, %z : memref<16xf32, #tile>, i32
}
func.func @zero() -> memref<f32> {
  %a = memref.alloc() : memref<f32>
  return %a : memref<f32>
}
func.func @symb(%s: index) {
  %a = memref.alloc()[%s] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %b = memref.alloc()[%s] : memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}
