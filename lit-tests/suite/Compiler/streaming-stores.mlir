// Streaming stores (hlo-to-loops' stream-min-bytes): a rank-1 result of 4- or 8-byte elements whose
// size at run time is at least stream-min-bytes (here 100 bytes: 25 f32 or 13 f64) is computed in
// tiles of 4 KiB into a 64-byte aligned stack buffer (the ordinary loop body), each tile copied to the
// 64-byte aligned result with 64-byte nontemporal llvm.store (no read for ownership of the result's
// lines); a tile that computes an expensive math op (tanh here: such a loop is bound by the
// arithmetic) writes the result directly instead. A fence follows the tiles; the tail that does not
// fill a tile, and a smaller result, take the ordinary loop. Results of another rank or element width keep the ordinary loop nest, and so does
// everything without the option (hlo-to-loops' default is -1; hlo-to-llvm's is 16 MiB).
// RUN: jopt %s --hlo-to-loops=stream-min-bytes=100 --canonicalize --cse | jfilecheck %s
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s --check-prefix=OFF
// RUN: jopt %s --hlo-to-llvm=stream-min-bytes=100 | jfilecheck %s --check-prefix=LLVM
// RUN: not jopt %s --hlo-to-loops=stream-min-byte=1 2>&1 | jfilecheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @tanh_f32(
// CHECK:         %[[N:.*]] = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK:         %[[BIG:.*]] = arith.cmpi uge, %[[N]], %c25 : index
// CHECK:         %[[TILES:.*]] = arith.divui %[[N]], %c1024 : index
// CHECK:         %[[FULL:.*]] = arith.muli %[[TILES]], %c1024 : index
// CHECK:         %[[START:.*]] = arith.select %[[BIG]], %[[FULL]], %c0 : index
// CHECK:         scf.if %[[BIG]] {
// CHECK:           scf.for %[[T:.*]] = %c0 to %[[TILES]] step %c1 {
// CHECK:             %[[BASE:.*]] = arith.muli %[[T]], %c1024 : index
// CHECK:             scf.for %[[J:.*]] = %c0 to %c1024 step %c1 {
// CHECK:               %[[I:.*]] = arith.addi %[[BASE]], %[[J]] : index
// CHECK:               memref.load %arg0[%[[I]]] : memref<?xf32>
// CHECK:               math.tanh
// CHECK:               memref.store %{{.*}}, %[[OUT]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK:         scf.for %[[K:.*]] = %[[START]] to %[[N]] step %c1 {
// CHECK:           math.tanh
// CHECK:           memref.store %{{.*}}, %[[OUT]][%[[K]]] : memref<?xf32>
// CHECK:         return %[[OUT]] : memref<?xf32>

// CHECK-LABEL: func.func @add_f64(
// CHECK:         memref.alloca() {alignment = 64 : i64} : memref<512xf64>
// CHECK:         memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf64>
// CHECK:         arith.cmpi uge, %{{.*}}, %c13 : index
// CHECK:         vector.load %{{.*}} : memref<512xf64>, vector<8xf64>
// CHECK:         llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<8xf64>, !llvm.ptr

// CHECK-LABEL: func.func @triad_f32(
// CHECK:         %[[TILE:.*]] = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK:         scf.for %[[T:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK:           %[[BASE:.*]] = arith.muli %[[T]], %c1024 : index
// CHECK:           scf.for %[[J:.*]] = %c0 to %c1024 step %c1 {
// CHECK:             arith.mulf
// CHECK:             arith.addf
// CHECK:             memref.store %{{.*}}, %[[TILE]][%[[J]]] : memref<1024xf32>
// CHECK:           scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK:             %[[V:.*]] = vector.load %[[TILE]][%{{.*}}] : memref<1024xf32>, vector<16xf32>
// CHECK:             %[[PTR:.*]] = llvm.inttoptr
// CHECK:             llvm.store %[[V]], %[[PTR]] {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// CHECK:         llvm.fence seq_cst

// CHECK-LABEL: func.func @rank2(
// CHECK-NOT:     llvm.store
// CHECK:         memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// CHECK-LABEL: func.func @half(
// CHECK-NOT:     llvm.store
// CHECK:         memref.alloc(%{{.*}}) : memref<?xf16>
// CHECK-LABEL: func.func @bool(
// CHECK-NOT:     llvm.store
// CHECK:         return

// OFF-NOT: llvm.store
// OFF-NOT: memref.alloca

// LLVM-LABEL: llvm.func @tanh_f32(
// LLVM:         llvm.call @malloc
// LLVM:         llvm.fence seq_cst
// LLVM-LABEL: llvm.func @add_f64(
// LLVM:         llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<8xf64>, !llvm.ptr

// BAD: no such option

func.func @tanh_f32(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.tanh %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @add_f64(%x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {
  %0 = stablehlo.add %x, %y : tensor<?xf64>
  return %0 : tensor<?xf64>
}

func.func @triad_f32(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<3.0> : tensor<f32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %c, %shape, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %m = stablehlo.multiply %b, %y : tensor<?xf32>
  %0 = stablehlo.add %x, %m : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @rank2(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.exponential %x : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @half(%x: tensor<?xf16>) -> tensor<?xf16> {
  %0 = stablehlo.exponential %x : tensor<?xf16>
  return %0 : tensor<?xf16>
}

func.func @bool(%x: tensor<?xi1>) -> tensor<?xi1> {
  %0 = stablehlo.not %x : tensor<?xi1>
  return %0 : tensor<?xi1>
}
