// -buffer-results-to-out-params: memref results of defined functions become
// trailing out-params; returns copy into them (or, with hoist-static-allocs,
// a static alloc is replaced by the out-param) and callers allocate them.
// Public functions change only with modify-public-functions.
// RUN: jopt %s -buffer-results-to-out-params | jfilecheck %s --check-prefix=DEFAULT
// RUN: jopt %s -buffer-results-to-out-params=modify-public-functions | jfilecheck %s
// RUN: jopt %s -buffer-results-to-out-params="modify-public-functions hoist-static-allocs add-result-attr" | jfilecheck %s --check-prefix=HOIST

// DEFAULT: func.func @produce(%{{.*}}: memref<4xf32>, %{{.*}}: f32) -> (memref<4xf32>, f32)

// CHECK-LABEL: func.func @produce(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<4xf32>, %[[X:[a-z0-9]+]]: f32, %[[OUT:[a-z0-9]+]]: memref<4xf32>) -> f32 {
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[M]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %[[M]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %[[X]] : f32

// HOIST-LABEL: func.func @produce(
// HOIST-SAME: %[[A:[a-z0-9]+]]: memref<4xf32>, %{{.*}}: f32, %[[OUT:[a-z0-9]+]]: memref<4xf32> {bufferize.result}) -> f32 {
// HOIST-NEXT: memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
func.func @produce(%a: memref<4xf32>, %x: f32) -> (memref<4xf32>, f32) {
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  return %m, %x : memref<4xf32>, f32
}

// CHECK-LABEL: func.func @consume(
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %{{.*}} = call @produce(%{{.*}}, %{{.*}}, %[[BUF]]) : (memref<4xf32>, f32, memref<4xf32>) -> f32
// CHECK: memref.load %[[BUF]][%{{.*}}] : memref<4xf32>
func.func @consume(%a: memref<4xf32>, %x: f32) -> f32 {
  %r:2 = call @produce(%a, %x) : (memref<4xf32>, f32) -> (memref<4xf32>, f32)
  %c0 = arith.constant 0 : index
  %v = memref.load %r#0[%c0] : memref<4xf32>
  return %v : f32
}

// Declarations keep their signature.
// CHECK: func.func private @external(memref<4xf32>) -> memref<4xf32>
func.func private @external(%a: memref<4xf32>) -> memref<4xf32>
