// vector.gather lowered to per-lane conditional loads (-test-vector-gather-lowering), then by
// test-lower-to-llvm, and run by jrun: the lanes whose mask bit is off keep the pass-through; an
// index vector of i32 and a 2-D gather (rows gathered one by one) give what mlir-runner 22 prints,
// as does the same program gathered with llvm.intr.masked.gather (first RUN line).
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s
// RUN: jopt %s -test-vector-gather-lowering | jopt -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

// CHECK: ( 16, -1, 4, -1, 25 )
// CHECK-NEXT: ( ( 0, 9 ), ( -2, 1 ) )
func.func @entry() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %mem = memref.alloc(%c6) : memref<?xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %sq = arith.muli %i, %i : index
    %v = arith.index_cast %sq : index to i64
    memref.store %v, %mem[%i] : memref<?xi64>
  }
  %idx = arith.constant dense<[4, 0, 2, 5, 5]> : vector<5xi32>
  %mask = arith.constant dense<[true, false, true, false, true]> : vector<5xi1>
  %pass = arith.constant dense<-1> : vector<5xi64>
  %g = vector.gather %mem[%c0][%idx], %mask, %pass : memref<?xi64>, vector<5xi32>, vector<5xi1>, vector<5xi64> into vector<5xi64>
  vector.print %g : vector<5xi64>
  %idx2 = arith.constant dense<[[0, 3], [1, 1]]> : vector<2x2xindex>
  %mask2 = arith.constant dense<[[true, true], [false, true]]> : vector<2x2xi1>
  %pass2 = arith.constant dense<-2> : vector<2x2xi64>
  %g2 = vector.gather %mem[%c0][%idx2], %mask2, %pass2 : memref<?xi64>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi64> into vector<2x2xi64>
  vector.print %g2 : vector<2x2xi64>
  memref.dealloc %mem : memref<?xi64>
  return
}
