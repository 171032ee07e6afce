// The test dialect's buffer ops in their own syntax: they print back as mlir-opt 22 prints them, and the
// deallocation pass knows what they read and write (a write through test.buffer_based does not make
// its output owned; the block argument carries its ownership to the copy's block).
// RUN: jopt %s -split-input-file | jfilecheck %s --check-prefix=ROUND
// RUN: jopt %s -split-input-file -ownership-based-buffer-deallocation -buffer-deallocation-simplification | jfilecheck %s --check-prefix=DEALLOC

func.func @syntax(%in: memref<4xf32>, %any: memref<*xf32>) {
  %buf = memref.alloc() : memref<4xf32>
  test.buffer_based in(%in: memref<4xf32>) out(%buf: memref<4xf32>) {tag}
  test.region_buffer_based in(%in: memref<4xf32>) out(%buf: memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    test.region_yield %s : f32
  }
  test.copy(%any, %buf) : (memref<*xf32>, memref<4xf32>) {n = 2}
  return
}

// ROUND-LABEL: func.func @syntax(%arg0: memref<4xf32>, %arg1: memref<*xf32>) {
// ROUND-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ROUND-NEXT: test.buffer_based in(%arg0 : memref<4xf32>) out(%alloc : memref<4xf32>) {tag}
// ROUND-NEXT: test.region_buffer_based in(%arg0 : memref<4xf32>) out(%alloc : memref<4xf32>) {
// ROUND-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// ROUND-NEXT: %0 = arith.addf %arg2, %arg3 : f32
// ROUND-NEXT: test.region_yield %0 : f32
// ROUND-NEXT: }
// ROUND-NEXT: test.copy(%arg1, %alloc) : (memref<*xf32>, memref<4xf32>) {n = 2 : i64}
// ROUND-NEXT: return

// -----

func.func @joined(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^fill, ^join(%in : memref<4xf32>)
^fill:
  %buf = memref.alloc() : memref<4xf32>
  test.buffer_based in(%in: memref<4xf32>) out(%buf: memref<4xf32>)
  cf.br ^join(%buf : memref<4xf32>)
^join(%r: memref<4xf32>):
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// DEALLOC-LABEL: func.func @joined(%arg0: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// DEALLOC-NEXT: %true = arith.constant true
// DEALLOC-NEXT: %false = arith.constant false
// DEALLOC-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %false : memref<4xf32>, i1)
// DEALLOC-NEXT: ^bb1:
// DEALLOC-NEXT: %alloc = memref.alloc() : memref<4xf32>
// DEALLOC-NEXT: test.buffer_based in(%arg1 : memref<4xf32>) out(%alloc : memref<4xf32>)
// DEALLOC-NEXT: cf.br ^bb2(%alloc, %true : memref<4xf32>, i1)
// DEALLOC-NEXT: ^bb2(%0: memref<4xf32>, %1: i1):
// DEALLOC-NEXT: test.copy(%0, %arg2) : (memref<4xf32>, memref<4xf32>)
// DEALLOC-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// DEALLOC-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%1)
// DEALLOC-NEXT: return
