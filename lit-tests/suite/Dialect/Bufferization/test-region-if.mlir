// The test dialect's test.region_if: its syntax as mlir-opt 22 prints it, and its region branch
// semantics (operands enter then/else, their yields enter join, join's yield gives the results), which
// the deallocation pass follows by adding an ownership operand, argument and result.
// RUN: jopt %s | jfilecheck %s --check-prefix=ROUND
// RUN: jopt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification | jfilecheck %s --check-prefix=OWN

func.func @passes_through(%n: index) -> memref<?xi8> {
  %a = memref.alloc(%n) : memref<?xi8>
  %r = test.region_if %a : memref<?xi8> -> (memref<?xi8>) then {
    ^bb0(%x : memref<?xi8>):
      test.region_if_yield %x : memref<?xi8>
  } else {
    ^bb0(%x : memref<?xi8>):
      test.region_if_yield %x : memref<?xi8>
  } join {
    ^bb0(%x : memref<?xi8>):
      test.region_if_yield %x : memref<?xi8>
  }
  return %r : memref<?xi8>
}

// ROUND-LABEL: func.func @passes_through(%arg0: index) -> memref<?xi8> {
// ROUND-NEXT: %alloc = memref.alloc(%arg0) : memref<?xi8>
// ROUND-NEXT: %0 = test.region_if %alloc: memref<?xi8> -> memref<?xi8> then {
// ROUND-NEXT: ^bb0(%arg1: memref<?xi8>):
// ROUND-NEXT: test.region_if_yield %arg1 : memref<?xi8>
// ROUND-NEXT: } else {
// ROUND-NEXT: ^bb0(%arg1: memref<?xi8>):
// ROUND-NEXT: test.region_if_yield %arg1 : memref<?xi8>
// ROUND-NEXT: } join {
// ROUND-NEXT: ^bb0(%arg1: memref<?xi8>):
// ROUND-NEXT: test.region_if_yield %arg1 : memref<?xi8>
// ROUND-NEXT: }
// ROUND-NEXT: return %0 : memref<?xi8>

// OWN-LABEL: func.func @passes_through(%arg0: index) -> memref<?xi8> {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %alloc = memref.alloc(%arg0) : memref<?xi8>
// OWN-NEXT: %0:2 = test.region_if %alloc, %false: memref<?xi8>, i1 -> (memref<?xi8>, i1) then {
// OWN-NEXT: ^bb0(%arg1: memref<?xi8>, %arg2: i1):
// OWN-NEXT: test.region_if_yield %arg1, %arg2 : memref<?xi8>, i1
// OWN-NEXT: } else {
// OWN-NEXT: ^bb0(%arg1: memref<?xi8>, %arg2: i1):
// OWN-NEXT: test.region_if_yield %arg1, %arg2 : memref<?xi8>, i1
// OWN-NEXT: } join {
// OWN-NEXT: ^bb0(%arg1: memref<?xi8>, %arg2: i1):
// OWN-NEXT: test.region_if_yield %arg1, %arg2 : memref<?xi8>, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = scf.if %0#1 -> (memref<?xi8>) {
// OWN-NEXT: scf.yield %0#0 : memref<?xi8>
// OWN-NEXT: } else {
// OWN-NEXT: %3 = bufferization.clone %0#0 : memref<?xi8> to memref<?xi8>
// OWN-NEXT: scf.yield %3 : memref<?xi8>
// OWN-NEXT: }
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xi8> -> memref<i8>, index, index, index
// OWN-NEXT: %2 = bufferization.dealloc (%alloc, %base_buffer : memref<?xi8>, memref<i8>) if (%true, %0#1) retain (%1 : memref<?xi8>)
// OWN-NEXT: return %1 : memref<?xi8>
