// -gpu-map-parallel-loops: the outermost scf.parallel maps to blocks (x, y, z, then sequential),
// the parallel loops in its body to threads, deeper ones to sequential loops; innermost-first
// gives x to the last of the first three dimensions; #gpu.loop_dim_map round-trips.
// RUN: jopt %s -gpu-map-parallel-loops | jfilecheck %s
// RUN: jopt %s -gpu-map-parallel-loops=mapping-policy=innermost-first | jfilecheck %s --check-prefix=INNER
// RUN: jopt %s -gpu-map-parallel-loops | jopt | jfilecheck %s
// RUN: not jopt %s -gpu-map-parallel-loops=mapping-policy=sideways 2>&1 | jfilecheck %s --check-prefix=BAD

// BAD: map-parallel-loops.mlir:[[@LINE+1]]:1: error: Invalid mapping policy specified.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%a, %b, %c, %d) = (%c0, %c0, %c0, %c0) to (%n, %n, %n, %n) step (%c1, %c1, %c1, %c1) {
    scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// INNER: } {mapping = [#gpu.loop_dim_map<processor = thread_y, {{.*}}>, #gpu.loop_dim_map<processor = thread_x, {{.*}}>]}
// INNER: } {mapping = [#gpu.loop_dim_map<processor = block_z, {{.*}}>, #gpu.loop_dim_map<processor = block_y, {{.*}}>, #gpu.loop_dim_map<processor = block_x, {{.*}}>, #gpu.loop_dim_map<processor = sequential, {{.*}}>]}

// A loop that already has a mapping keeps it.
// CHECK-LABEL: func.func @mapped
func.func @mapped(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0 * 2), bound = (d0) -> (d0 floordiv 2)>]}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = thread_z, map = (d0) -> (d0 * 2), bound = (d0) -> (d0 floordiv 2)>]}
  return
}
