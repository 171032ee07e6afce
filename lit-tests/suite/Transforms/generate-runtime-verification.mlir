// generate-runtime-verification puts a cf.assert in front of each memref and tensor op whose
// validity depends on runtime values: in-bounds indices, dim indices below the rank, cast sizes,
// offsets and strides, copy sizes, alignment, expand_shape divisibility and slice bounds. Messages
// show the op as printed before the pass (verbose-level=1, the default) or only the problem (0).
// RUN: jopt %s -generate-runtime-verification | jfilecheck %s
// RUN: jopt %s -generate-runtime-verification=verbose-level=0 | jfilecheck %s --check-prefix=TERSE
// RUN: not jopt %s -generate-runtime-verification=verbose-level=3 2>&1 | jfilecheck %s --check-prefix=BAD
// BAD: error: generate-runtime-verification pass: set verboseLevel to 0 or 1

func.func @accesses(%m: memref<3x?xi8>, %t: tensor<?x5xi8>, %i: index, %j: index, %v: i8) -> (i8, tensor<?x5xi8>) {
  %c2 = arith.constant 2 : index
  %a = memref.load %m[%c2, %j] : memref<3x?xi8>
  memref.store %v, %m[%i, %j] : memref<3x?xi8>
  %b = tensor.extract %t[%i, %c2] : tensor<?x5xi8>
  %u = tensor.insert %v into %t[%i, %j] : tensor<?x5xi8>
  %x = memref.atomic_rmw addi %v, %m[%i, %c2] : (i8, memref<3x?xi8>) -> i8
  %s = memref.load %m[%c2, %c2] : memref<3x?xi8>
  return %a, %u : i8, tensor<?x5xi8>
}
func.func @shapes(%m: memref<?x?xf16>, %u: memref<*xf16>, %t: tensor<?x?xf16>, %d: index) -> (index, index) {
  %x = memref.dim %m, %d : memref<?x?xf16>
  %y = tensor.dim %t, %d : tensor<?x?xf16>
  %c = memref.cast %m : memref<?x?xf16> to memref<6x?xf16>
  %r = memref.cast %u : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>
  %tc = tensor.cast %t : tensor<?x?xf16> to tensor<?x7xf16>
  memref.copy %m, %c : memref<?x?xf16> to memref<6x?xf16>
  %al = memref.assume_alignment %c, 32 : memref<6x?xf16>
  return %x, %y : index, index
}
func.func @reshape_and_slices(%m: memref<?xf32>, %t: tensor<?x?xf32>, %o: index, %n: index) {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %n, 3] : memref<?xf32> into memref<2x?x3xf32>
  %v = memref.subview %m[%o] [%n] [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: ?>>
  %s = tensor.extract_slice %t[%o, %n] [%n, %o] [%o, %n] : tensor<?x?xf32> to tensor<?x?xf32>
  %g = memref.generic_atomic_rmw %m[%o] : memref<?xf32> {
  ^bb0(%cur: f32):
    %z = arith.addf %cur, %cur : f32
    memref.atomic_yield %z : f32
  }
  return
}

// TERSE: cf.assert %2, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:12:8)"
// TERSE: cf.assert %10, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:13:3)"
// TERSE: cf.assert %13, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:14:8)"
// TERSE: cf.assert %20, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:15:8)"
// TERSE: cf.assert %25, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:16:8)"
// TERSE: cf.assert %27, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:17:8)"
// TERSE: cf.assert %3, "ERROR: Runtime op verification failed\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:21:8)"
// TERSE: cf.assert %6, "ERROR: Runtime op verification failed\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:22:8)"
// TERSE: cf.assert %7, "ERROR: Runtime op verification failed\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:23:8)"
// TERSE: cf.assert %8, "ERROR: Runtime op verification failed\0A^ offset mismatch\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:23:8)"
// TERSE: cf.assert %9, "ERROR: Runtime op verification failed\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:23:8)"
// TERSE: cf.assert %11, "ERROR: Runtime op verification failed\0A^ rank mismatch\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// TERSE: cf.assert %12, "ERROR: Runtime op verification failed\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// TERSE: cf.assert %13, "ERROR: Runtime op verification failed\0A^ size mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// TERSE: cf.assert %14, "ERROR: Runtime op verification failed\0A^ offset mismatch\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// TERSE: cf.assert %15, "ERROR: Runtime op verification failed\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// TERSE: cf.assert %16, "ERROR: Runtime op verification failed\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// TERSE: cf.assert %17, "ERROR: Runtime op verification failed\0A^ size mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:25:9)"
// TERSE: cf.assert %18, "ERROR: Runtime op verification failed\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:26:3)"
// TERSE: cf.assert %19, "ERROR: Runtime op verification failed\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:26:3)"
// TERSE: cf.assert %21, "ERROR: Runtime op verification failed\0A^ memref is not aligned to 32\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:27:9)"
// TERSE: cf.assert %1, "ERROR: Runtime op verification failed\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:31:8)"
// TERSE: cf.assert %3, "ERROR: Runtime op verification failed\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:32:8)"
// TERSE: cf.assert %5, "ERROR: Runtime op verification failed\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:32:8)"
// TERSE: cf.assert %7, "ERROR: Runtime op verification failed\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// TERSE: cf.assert %9, "ERROR: Runtime op verification failed\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// TERSE: cf.assert %11, "ERROR: Runtime op verification failed\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// TERSE: cf.assert %13, "ERROR: Runtime op verification failed\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// TERSE: cf.assert %16, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:34:8)"

// CHECK-LABEL: func.func @accesses(%arg0: memref<3x?xi8>, %arg1: tensor<?x5xi8>, %arg2: index, %arg3: index, %arg4: i8) -> (i8, tensor<?x5xi8>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<3x?xi8>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg3, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%c2, %arg3] : memref<3x?xi8>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:12:8)"
// CHECK-NEXT: %3 = memref.load %arg0[%c2, %arg3] : memref<3x?xi8>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c3_4 = arith.constant 3 : index
// CHECK-NEXT: %4 = arith.cmpi sge, %arg2, %c0_2 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg2, %c3_4 : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c1_5 : memref<3x?xi8>
// CHECK-NEXT: %7 = arith.cmpi sge, %arg3, %c0_2 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %arg3, %dim_6 : index
// CHECK-NEXT: %9 = arith.andi %7, %8 : i1
// CHECK-NEXT: %10 = arith.andi %6, %9 : i1
// CHECK-NEXT: cf.assert %10, "ERROR: Runtime op verification failed\0Amemref.store %arg4, %arg0[%arg2, %arg3] : memref<3x?xi8>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:13:3)"
// CHECK-NEXT: memref.store %arg4, %arg0[%arg2, %arg3] : memref<3x?xi8>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %dim_9 = tensor.dim %arg1, %c0_8 : tensor<?x5xi8>
// CHECK-NEXT: %11 = arith.cmpi sge, %arg2, %c0_7 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %arg2, %dim_9 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %true_11 = arith.constant true
// CHECK-NEXT: %true_12 = arith.constant true
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg1[%arg2, %c2] : tensor<?x5xi8>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:14:8)"
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg2, %c2] : tensor<?x5xi8>
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %c0_14 = arith.constant 0 : index
// CHECK-NEXT: %dim_15 = tensor.dim %arg1, %c0_14 : tensor<?x5xi8>
// CHECK-NEXT: %14 = arith.cmpi sge, %arg2, %c0_13 : index
// CHECK-NEXT: %15 = arith.cmpi slt, %arg2, %dim_15 : index
// CHECK-NEXT: %16 = arith.andi %14, %15 : i1
// CHECK-NEXT: %c1_16 = arith.constant 1 : index
// CHECK-NEXT: %c5_17 = arith.constant 5 : index
// CHECK-NEXT: %17 = arith.cmpi sge, %arg3, %c0_13 : index
// CHECK-NEXT: %18 = arith.cmpi slt, %arg3, %c5_17 : index
// CHECK-NEXT: %19 = arith.andi %17, %18 : i1
// CHECK-NEXT: %20 = arith.andi %16, %19 : i1
// CHECK-NEXT: cf.assert %20, "ERROR: Runtime op verification failed\0A%inserted = tensor.insert %arg4 into %arg1[%arg2, %arg3] : tensor<?x5xi8>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:15:8)"
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg1[%arg2, %arg3] : tensor<?x5xi8>
// CHECK-NEXT: %c0_18 = arith.constant 0 : index
// CHECK-NEXT: %c0_19 = arith.constant 0 : index
// CHECK-NEXT: %c3_20 = arith.constant 3 : index
// CHECK-NEXT: %21 = arith.cmpi sge, %arg2, %c0_18 : index
// CHECK-NEXT: %22 = arith.cmpi slt, %arg2, %c3_20 : index
// CHECK-NEXT: %23 = arith.andi %21, %22 : i1
// CHECK-NEXT: %c1_21 = arith.constant 1 : index
// CHECK-NEXT: %dim_22 = memref.dim %arg0, %c1_21 : memref<3x?xi8>
// CHECK-NEXT: %true_23 = arith.constant true
// CHECK-NEXT: %24 = arith.cmpi sgt, %dim_22, %c2 : index
// CHECK-NEXT: %25 = arith.andi %23, %24 : i1
// CHECK-NEXT: cf.assert %25, "ERROR: Runtime op verification failed\0A%1 = memref.atomic_rmw addi %arg4, %arg0[%arg2, %c2] : (i8, memref<3x?xi8>) -> i8\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:16:8)"
// CHECK-NEXT: %26 = memref.atomic_rmw addi %arg4, %arg0[%arg2, %c2] : (i8, memref<3x?xi8>) -> i8
// CHECK-NEXT: %c0_24 = arith.constant 0 : index
// CHECK-NEXT: %c0_25 = arith.constant 0 : index
// CHECK-NEXT: %c3_26 = arith.constant 3 : index
// CHECK-NEXT: %true_27 = arith.constant true
// CHECK-NEXT: %true_28 = arith.constant true
// CHECK-NEXT: %c1_29 = arith.constant 1 : index
// CHECK-NEXT: %dim_30 = memref.dim %arg0, %c1_29 : memref<3x?xi8>
// CHECK-NEXT: %true_31 = arith.constant true
// CHECK-NEXT: %27 = arith.cmpi sgt, %dim_30, %c2 : index
// CHECK-NEXT: cf.assert %27, "ERROR: Runtime op verification failed\0A%2 = memref.load %arg0[%c2, %c2] : memref<3x?xi8>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:17:8)"
// CHECK-NEXT: %28 = memref.load %arg0[%c2, %c2] : memref<3x?xi8>
// CHECK-NEXT: return %3, %inserted : i8, tensor<?x5xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shapes(%arg0: memref<?x?xf16>, %arg1: memref<*xf16>, %arg2: tensor<?x?xf16>, %arg3: index) -> (index, index) {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x?xf16>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %arg3, %c0 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %0 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %arg3 : memref<?x?xf16>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:21:8)"
// CHECK-NEXT: %dim = memref.dim %arg0, %arg3 : memref<?x?xf16>
// CHECK-NEXT: %rank = tensor.rank %arg2 : tensor<?x?xf16>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %4 = arith.cmpi sge, %arg3, %c0_0 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg3, %rank : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%dim_0 = tensor.dim %arg2, %arg3 : tensor<?x?xf16>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:22:8)"
// CHECK-NEXT: %dim_1 = tensor.dim %arg2, %arg3 : tensor<?x?xf16>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x?xf16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf16, strided<[?, ?], offset: ?>> -> memref<f16>, index, index, index, index, index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?x?xf16>
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %7 = arith.cmpi eq, %dim_3, %c6 : index
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x?xf16> to memref<6x?xf16>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:23:8)"
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi eq, %offset, %c0_4 : index
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x?xf16> to memref<6x?xf16>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:23:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %9 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT: cf.assert %9, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x?xf16> to memref<6x?xf16>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:23:8)"
// CHECK-NEXT: %cast_5 = memref.cast %arg0 : memref<?x?xf16> to memref<6x?xf16>
// CHECK-NEXT: %10 = memref.rank %arg1 : memref<*xf16>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %11 = arith.cmpi eq, %10, %c2 : index
// CHECK-NEXT: cf.assert %11, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>\0A^ rank mismatch\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// CHECK-NEXT: %cast_6 = memref.cast %arg1 : memref<*xf16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9:2, %strides_10:2 = memref.extract_strided_metadata %cast_6 : memref<?x?xf16, strided<[?, ?], offset: ?>> -> memref<f16>, index, index, index, index, index
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %dim_12 = memref.dim %arg1, %c0_11 : memref<*xf16>
// CHECK-NEXT: %c2_13 = arith.constant 2 : index
// CHECK-NEXT: %12 = arith.cmpi eq, %dim_12, %c2_13 : index
// CHECK-NEXT: cf.assert %12, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %dim_15 = memref.dim %arg1, %c1_14 : memref<*xf16>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %13 = arith.cmpi eq, %dim_15, %c3 : index
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>\0A^ size mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %14 = arith.cmpi eq, %offset_8, %c4 : index
// CHECK-NEXT: cf.assert %14, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// CHECK-NEXT: %c3_16 = arith.constant 3 : index
// CHECK-NEXT: %15 = arith.cmpi eq, %strides_10#0, %c3_16 : index
// CHECK-NEXT: cf.assert %15, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// CHECK-NEXT: %c1_17 = arith.constant 1 : index
// CHECK-NEXT: %16 = arith.cmpi eq, %strides_10#1, %c1_17 : index
// CHECK-NEXT: cf.assert %16, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:24:8)"
// CHECK-NEXT: %cast_18 = memref.cast %arg1 : memref<*xf16> to memref<2x3xf16, strided<[3, 1], offset: 4>>
// CHECK-NEXT: %c1_19 = arith.constant 1 : index
// CHECK-NEXT: %dim_20 = tensor.dim %arg2, %c1_19 : tensor<?x?xf16>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %17 = arith.cmpi eq, %dim_20, %c7 : index
// CHECK-NEXT: cf.assert %17, "ERROR: Runtime op verification failed\0A%cast_2 = tensor.cast %arg2 : tensor<?x?xf16> to tensor<?x7xf16>\0A^ size mismatch of dim 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:25:9)"
// CHECK-NEXT: %cast_21 = tensor.cast %arg2 : tensor<?x?xf16> to tensor<?x7xf16>
// CHECK-NEXT: %c0_22 = arith.constant 0 : index
// CHECK-NEXT: %dim_23 = memref.dim %arg0, %c0_22 : memref<?x?xf16>
// CHECK-NEXT: %c6_24 = arith.constant 6 : index
// CHECK-NEXT: %18 = arith.cmpi eq, %dim_23, %c6_24 : index
// CHECK-NEXT: cf.assert %18, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %cast : memref<?x?xf16> to memref<6x?xf16>\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:26:3)"
// CHECK-NEXT: %c1_25 = arith.constant 1 : index
// CHECK-NEXT: %dim_26 = memref.dim %arg0, %c1_25 : memref<?x?xf16>
// CHECK-NEXT: %c1_27 = arith.constant 1 : index
// CHECK-NEXT: %dim_28 = memref.dim %cast_5, %c1_27 : memref<6x?xf16>
// CHECK-NEXT: %19 = arith.cmpi eq, %dim_26, %dim_28 : index
// CHECK-NEXT: cf.assert %19, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %cast : memref<?x?xf16> to memref<6x?xf16>\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:26:3)"
// CHECK-NEXT: memref.copy %arg0, %cast_5 : memref<?x?xf16> to memref<6x?xf16>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %cast_5 : memref<6x?xf16> -> index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %20 = arith.remui %intptr, %c32 : index
// CHECK-NEXT: %c0_29 = arith.constant 0 : index
// CHECK-NEXT: %21 = arith.cmpi eq, %20, %c0_29 : index
// CHECK-NEXT: cf.assert %21, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %cast, 32 : memref<6x?xf16>\0A^ memref is not aligned to 32\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:27:9)"
// CHECK-NEXT: %assume_align = memref.assume_alignment %cast_5, 32 : memref<6x?xf16>
// CHECK-NEXT: return %dim, %dim_1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_and_slices(%arg0: memref<?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = arith.remsi %dim, %c6 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, %arg3, 3] : memref<?xf32> into memref<2x?x3xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:31:8)"
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, %arg3, 3] : memref<?xf32> into memref<2x?x3xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %arg3, %c0_1 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %18 = arith.cmpi sge, %arg2, %c0_1 : index
// CHECK-NEXT: %19 = arith.cmpi sle, %arg2, %sizes : index
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: scf.yield %20 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %18 = arith.cmpi sge, %arg2, %c0_1 : index
// CHECK-NEXT: %19 = arith.cmpi slt, %arg2, %sizes : index
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: scf.yield %20 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg2] [%arg3] [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:32:8)"
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg3, %c0_1 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %18 = arith.subi %arg3, %c1 : index
// CHECK-NEXT: %19 = arith.muli %18, %c2 : index
// CHECK-NEXT: %20 = arith.addi %arg2, %19 : index
// CHECK-NEXT: %21 = arith.cmpi sge, %20, %c0_1 : index
// CHECK-NEXT: %22 = arith.cmpi slt, %20, %sizes : index
// CHECK-NEXT: %23 = arith.andi %21, %22 : i1
// CHECK-NEXT: scf.yield %23 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg2] [%arg3] [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:32:8)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2] [%arg3] [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: ?>>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = tensor.dim %arg1, %c0_4 : tensor<?x?xf32>
// CHECK-NEXT: %6 = arith.cmpi eq, %arg3, %c0_2 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %18 = arith.cmpi sge, %arg2, %c0_2 : index
// CHECK-NEXT: %19 = arith.cmpi sle, %arg2, %dim_5 : index
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: scf.yield %20 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %18 = arith.cmpi sge, %arg2, %c0_2 : index
// CHECK-NEXT: %19 = arith.cmpi slt, %arg2, %dim_5 : index
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: scf.yield %20 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg1[%arg2, %arg3] [%arg3, %arg2] [%arg2, %arg3] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// CHECK-NEXT: %8 = arith.cmpi sgt, %arg3, %c0_2 : index
// CHECK-NEXT: %9 = scf.if %8 -> (i1) {
// CHECK-NEXT: %18 = arith.subi %arg3, %c1_3 : index
// CHECK-NEXT: %19 = arith.muli %18, %arg2 : index
// CHECK-NEXT: %20 = arith.addi %arg2, %19 : index
// CHECK-NEXT: %21 = arith.cmpi sge, %20, %c0_2 : index
// CHECK-NEXT: %22 = arith.cmpi slt, %20, %dim_5 : index
// CHECK-NEXT: %23 = arith.andi %21, %22 : i1
// CHECK-NEXT: scf.yield %23 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg1[%arg2, %arg3] [%arg3, %arg2] [%arg2, %arg3] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %dim_7 = tensor.dim %arg1, %c1_6 : tensor<?x?xf32>
// CHECK-NEXT: %10 = arith.cmpi eq, %arg2, %c0_2 : index
// CHECK-NEXT: %11 = scf.if %10 -> (i1) {
// CHECK-NEXT: %18 = arith.cmpi sge, %arg3, %c0_2 : index
// CHECK-NEXT: %19 = arith.cmpi sle, %arg3, %dim_7 : index
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: scf.yield %20 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %18 = arith.cmpi sge, %arg3, %c0_2 : index
// CHECK-NEXT: %19 = arith.cmpi slt, %arg3, %dim_7 : index
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: scf.yield %20 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %11, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg1[%arg2, %arg3] [%arg3, %arg2] [%arg2, %arg3] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// CHECK-NEXT: %12 = arith.cmpi sgt, %arg2, %c0_2 : index
// CHECK-NEXT: %13 = scf.if %12 -> (i1) {
// CHECK-NEXT: %18 = arith.subi %arg2, %c1_3 : index
// CHECK-NEXT: %19 = arith.muli %18, %arg3 : index
// CHECK-NEXT: %20 = arith.addi %arg3, %19 : index
// CHECK-NEXT: %21 = arith.cmpi sge, %20, %c0_2 : index
// CHECK-NEXT: %22 = arith.cmpi slt, %20, %dim_7 : index
// CHECK-NEXT: %23 = arith.andi %21, %22 : i1
// CHECK-NEXT: scf.yield %23 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %13, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg1[%arg2, %arg3] [%arg3, %arg2] [%arg2, %arg3] : tensor<?x?xf32> to tensor<?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:33:8)"
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[%arg2, %arg3] [%arg3, %arg2] [%arg2, %arg3] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %dim_10 = memref.dim %arg0, %c0_9 : memref<?xf32>
// CHECK-NEXT: %14 = arith.cmpi sge, %arg2, %c0_8 : index
// CHECK-NEXT: %15 = arith.cmpi slt, %arg2, %dim_10 : index
// CHECK-NEXT: %16 = arith.andi %14, %15 : i1
// CHECK-NEXT: cf.assert %16, "ERROR: Runtime op verification failed\0A%0 = memref.generic_atomic_rmw %arg0[%arg2] : memref<?xf32> {...}\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generate-runtime-verification.mlir\22:34:8)"
// CHECK-NEXT: %17 = memref.generic_atomic_rmw %arg0[%arg2] : memref<?xf32> {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT: %18 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT: memref.atomic_yield %18 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
