// Constant folding of the index dialect's binary ops: an index is 32 or 64 bits wide, so divisions,
// shifts and max/min fold only where the 64-bit result truncated to 32 bits equals the 32-bit one;
// add/sub/mul and the bitwise ops always fold; division by zero never does.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @fold() -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %idx8589934602 = index.constant 8589934602
// CHECK-NEXT: %idx4611686018427387904 = index.constant 4611686018427387904
// CHECK-NEXT: %0 = index.shru %idx-7, %idx2
// CHECK-NEXT: return %idx0, %idx-3, %idx-4, %idx4, %idx-7, %idx8589934602, %idx4611686018427387904, %0 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @keep(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx32 = index.constant 32
// CHECK-NEXT: %idx4294967301 = index.constant 4294967301
// CHECK-NEXT: %0 = index.shl %idx1, %idx32
// CHECK-NEXT: %1 = index.divu %idx4294967301, %idx32
// CHECK-NEXT: %2 = index.divs %idx1, %idx0
// CHECK-NEXT: %3 = index.add %arg0, %idx1
// CHECK-NEXT: return %0, %1, %2, %3 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @fold() -> (index, index, index, index, index, index, index, index) {
  %c2 = index.constant 2
  %c7 = index.constant 7
  %cm7 = index.constant -7
  %big = index.constant 4294967301
  %min = index.constant -9223372036854775808
  %0 = index.add %c7, %cm7
  %1 = index.ceildivs %cm7, %c2
  %2 = index.floordivs %cm7, %c2
  %3 = index.ceildivu %c7, %c2
  %4 = index.maxu %cm7, %c7
  %5 = index.mul %big, %c2
  %6 = index.ceildivs %min, %c2
  %7 = index.shru %cm7, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @keep(%x: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c32 = index.constant 32
  %big = index.constant 4294967301
  // 64-bit and 32-bit results differ: not folded.
  %0 = index.shl %c1, %c32
  %1 = index.divu %big, %c32
  // Division by zero is left alone.
  %2 = index.divs %c1, %c0
  %3 = index.add %x, %c1
  return %0, %1, %2, %3 : index, index, index, index
}
