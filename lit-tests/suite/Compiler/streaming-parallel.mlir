// stream-parallel: the loop over a streamed result's tiles moves into a function of its own,
// @__jmlir_<function>_stream<k>(lo, hi, captured values...), that computes tiles lo..hi-1 with its own
// stack tile and fences its streaming stores; the function calls it through the declaration
// @__jmlir_<function>_stream<k>_parallel(tiles, captured values...), which compiled graphs define
// (their runtime splits the tiles over the graph's threads). Constants are made again inside.
// RUN: jopt %s '--hlo-to-loops=stream-min-bytes=100 stream-parallel=true' --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-loops=stream-min-bytes=100 stream-parallel=true' --canonicalize --cse | jfilecheck %s --check-prefix=TANH
// RUN: jopt %s '--hlo-to-llvm=stream-min-bytes=100 stream-parallel=true' | jfilecheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @triad(
// CHECK-NOT:     memref.alloca
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK:         %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK:         %[[TILES:.*]] = arith.divui %{{.*}}, %c1024 : index
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      func.call @__jmlir_triad_stream0_parallel(%[[TILES]], %arg0, %arg1, %[[P]]) : (index, memref<?xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK:         scf.for
// CHECK:         return %[[OUT]] : memref<?xf32>
// CHECK-LABEL: func.func @__jmlir_triad_stream0(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: memref<?xf32>, %arg4: index) {
// CHECK:         %[[C3:.*]] = arith.constant 3.000000e+00 : f32
// CHECK:         %[[TILE:.*]] = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
// CHECK:         scf.for %[[T:.*]] = %arg0 to %arg1 step %c1 {
// CHECK:           memref.load %arg2
// CHECK:           memref.load %arg3
// CHECK:           arith.mulf %{{.*}}, %[[C3]] : f32
// CHECK:           memref.store %{{.*}}, %[[TILE]]
// CHECK:           vector.load %[[TILE]]
// CHECK:           llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// CHECK:         llvm.fence seq_cst
// CHECK-NEXT:    return
// CHECK:       func.func private @__jmlir_triad_stream0_parallel(index, memref<?xf32>, memref<?xf32>, index)

// LLVM: llvm.call @__jmlir_triad_stream0_parallel(%{{.*}}) : (i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
// LLVM: llvm.func @__jmlir_triad_stream0(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr,
// LLVM: llvm.func @__jmlir_triad_stream0_parallel(i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64)

func.func @triad(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<3.0> : tensor<f32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %c, %shape, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %m = stablehlo.multiply %b, %y : tensor<?xf32>
  %0 = stablehlo.add %x, %m : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// A compute-bound loop (tanh) has no stack tile: the outlined function writes the result directly.
// TANH-LABEL: func.func @tanh(
// TANH:         func.call @__jmlir_tanh_stream0_parallel(%{{.*}}, %arg0, %[[OUT:.*]]) : (index, memref<?xf32>, memref<?xf32>) -> ()
// TANH-LABEL: func.func @__jmlir_tanh_stream0(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: memref<?xf32>) {
// TANH-NOT:     memref.alloca
// TANH:         scf.for %[[T:.*]] = %arg0 to %arg1 step %c1 {
// TANH:           %[[BASE:.*]] = arith.muli %[[T]], %c1024 : index
// TANH:           scf.for %[[J:.*]] = %c0 to %c1024 step %c1 {
// TANH:             %[[I:.*]] = arith.addi %[[BASE]], %[[J]] : index
// TANH:             %[[X:.*]] = memref.load %arg2[%[[I]]] : memref<?xf32>
// TANH:             %[[Y:.*]] = math.tanh %[[X]] : f32
// TANH:             memref.store %[[Y]], %arg3[%[[I]]] : memref<?xf32>
// TANH:         llvm.fence seq_cst
// TANH-NEXT:    return
// TANH:       func.func private @__jmlir_tanh_stream0_parallel(index, memref<?xf32>, memref<?xf32>)

func.func @tanh(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.tanh %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}
