// buffer-deallocation-simplification: with the buffer origin analysis (through view-like ops, region
// ops, arith.select and calls), a memref that is the same allocation as a retained value leaves the list and passes
// its condition on; retained values that cannot alias any memref yield false; memrefs that alias no
// other split into their own deallocs; a retained value whose allocation is freed under true yields true.
// RUN: jopt %s --allow-unregistered-dialect -buffer-deallocation-simplification | jfilecheck %s

func.func private @make() -> memref<2xf32>
func.func @contained_in_retained(%c0: i1, %c1: i1) -> (memref<2xf32>, i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%a : memref<2xf32>)
  return %a, %0 : memref<2xf32>, i1
}
func.func @retained_not_aliasing(%arg: memref<2xf32>, %c0: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c0) retain (%b, %arg : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @split(%arg: memref<2xf32>, %c0: i1, %c1: i1, %c2: i1, %r: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a, %b, %arg : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c2) retain (%r : memref<2xf32>)
  return %0 : i1
}
func.func @always_deallocated(%c: i1) -> (memref<2xf32>, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  %0 = bufferization.dealloc (%base, %b : memref<f32>, memref<2xf32>) if (%true, %c) retain (%a : memref<2xf32>)
  return %a, %0 : memref<2xf32>, i1
}
func.func @through_if(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  "test.use"(%a, %b, %s) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%s : memref<2xf32>)
  return %s, %0 : memref<2xf32>, i1
}
func.func @call_result(%c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %m = call @make() : () -> memref<2xf32>
  %v = memref.subview %m[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  "test.use"(%a, %v) : (memref<2xf32>, memref<1xf32, strided<[1]>>) -> ()
  %0 = bufferization.dealloc (%a, %m : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%v : memref<1xf32, strided<[1]>>)
  return %0 : i1
}
func.func @loop_arg(%lb: index, %ub: index, %st: index, %init: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %init) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a, %x) : (memref<2xf32>, memref<2xf32>) -> ()
    %0 = bufferization.dealloc (%x : memref<2xf32>) if (%c) retain (%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @select_of_allocs(%c: i1, %arg: memref<2xf32>, %m: memref<2xf32>, %d: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %0:2 = bufferization.dealloc (%a, %m : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%arg, %s : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// CHECK-LABEL: func.func private @make() -> memref<2xf32>
// CHECK-LABEL: func.func @contained_in_retained(%arg0: i1, %arg1: i1) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<2xf32>) if (%arg1)
// CHECK-NEXT: return %alloc, %arg0 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @retained_not_aliasing(%arg0: memref<2xf32>, %arg1: i1) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2xf32>) if (%arg1)
// CHECK-NEXT: return %false, %false : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @split(%arg0: memref<2xf32>, %arg1: i1, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>) -> i1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2xf32>) if (%arg1)
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg3) retain (%arg4 : memref<2xf32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @always_deallocated(%arg0: i1) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<2xf32>) if (%arg0)
// CHECK-NEXT: return %alloc, %true : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @through_if(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc, %alloc_0, %0) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.dealloc (%alloc : memref<2xf32>) if (%true) retain (%0 : memref<2xf32>)
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<2xf32>) if (%true)
// CHECK-NEXT: return %0, %1 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @call_result(%arg0: i1) -> i1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = call @make() : () -> memref<2xf32>
// CHECK-NEXT: %subview = memref.subview %0[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT: "test.use"(%alloc, %subview) : (memref<2xf32>, memref<1xf32, strided<[1]>>) -> ()
// CHECK-NEXT: %1 = bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0) retain (%subview : memref<1xf32, strided<[1]>>)
// CHECK-NEXT: %2 = arith.ori %1, %arg0 : i1
// CHECK-NEXT: return %2 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: i1) -> memref<2xf32> {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc, %arg6) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%arg6 : memref<2xf32>) if (%arg4)
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select_of_allocs(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>, %arg3: i1) -> (i1, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0) retain (%0 : memref<2xf32>)
// CHECK-NEXT: %2 = bufferization.dealloc (%arg2 : memref<2xf32>) if (%arg3) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: return %2, %1 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
