// Folders and canonicalization patterns of vector ops (MLIR 22's): extract of a dense constant, with
// constant dynamic positions made static, through an insert at the same position or past inserts
// at other positions of the same rank; broadcast of a broadcast; transpose identity, of a splat
// constant and of a transpose (composed); create_mask of constants -> constant_mask, all-true or
// all-false constant_mask -> splat; a one-element reduction -> extract (+ the accumulator);
// from_elements of constants; to_elements of from_elements; bitcast round trips; a whole-vector
// extract_strided_slice; identity shuffles. mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @extract_const() -> f32 {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bcast_bcast(%arg0: f32) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tt(%arg0: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
// CHECK-NEXT: return %arg0 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @create_mask_const() -> vector<4x3xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: return %0 : vector<4x3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @red1(%arg0: vector<1xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @from_elements_const() -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: return %cst : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @extract_insert(%arg0: f32, %arg1: vector<4xf32>) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @insert_extract(%arg0: vector<4x4xf32>) -> vector<4x4xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[1] : vector<4xf32> from vector<4x4xf32>
// CHECK-NEXT: %1 = vector.insert %0, %arg0 [1] : vector<4xf32> into vector<4x4xf32>
// CHECK-NEXT: return %1 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @to_from(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcast_bitcast(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @extract_splat_bcast(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constant_mask_all() -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: return %cst : vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @transpose_splat() -> vector<4x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4x2xf32>
// CHECK-NEXT: return %cst : vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fma_dead(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shuffle_id(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ess_full(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @extract_dyn_const(%arg0: vector<4xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1] : f32 from vector<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: vector<3xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<3xf32> {
// CHECK-NEXT: return %arg0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d2(%arg0: vector<3xf32>, %arg1: vector<2x3xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: return %0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @r(%arg0: vector<1xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = arith.addf %0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @r2(%arg0: vector<1xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = arith.maxsi %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m() -> vector<2x3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: return %cst : vector<2x3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @m2() -> vector<2x3xi1> {
// CHECK-NEXT: %0 = vector.constant_mask [2, 1] : vector<2x3xi1>
// CHECK-NEXT: return %0 : vector<2x3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @extract_const() -> f32 {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %e = vector.extract %c[1, 0] : f32 from vector<2x2xf32>
  return %e : f32
}

func.func @bcast_bcast(%a: f32) -> vector<2x4xf32> {
  %b = vector.broadcast %a : f32 to vector<4xf32>
  %c = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  return %c : vector<2x4xf32>
}

func.func @tt(%a: vector<2x3x4xf32>) -> vector<2x3x4xf32> {
  %b = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %c = vector.transpose %b, [1, 0, 2] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %c : vector<2x3x4xf32>
}

func.func @create_mask_const() -> vector<4x3xi1> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3, %c2 : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

func.func @red1(%a: vector<1xf32>) -> f32 {
  %r = vector.reduction <add>, %a : vector<1xf32> into f32
  return %r : f32
}

func.func @from_elements_const() -> vector<2xf32> {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %v = vector.from_elements %a, %b : vector<2xf32>
  return %v : vector<2xf32>
}

func.func @extract_insert(%a: f32, %v: vector<4xf32>) -> f32 {
  %i = vector.insert %a, %v [2] : f32 into vector<4xf32>
  %e = vector.extract %i[2] : f32 from vector<4xf32>
  return %e : f32
}

func.func @insert_extract(%v: vector<4x4xf32>) -> vector<4x4xf32> {
  %e = vector.extract %v[1] : vector<4xf32> from vector<4x4xf32>
  %i = vector.insert %e, %v [1] : vector<4xf32> into vector<4x4xf32>
  return %i : vector<4x4xf32>
}

func.func @to_from(%a: f32, %b: f32) -> (f32, f32) {
  %v = vector.from_elements %a, %b : vector<2xf32>
  %e:2 = vector.to_elements %v : vector<2xf32>
  return %e#0, %e#1 : f32, f32
}

func.func @bitcast_bitcast(%a: vector<4xf32>) -> vector<4xf32> {
  %b = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %c = vector.bitcast %b : vector<4xi32> to vector<4xf32>
  return %c : vector<4xf32>
}

func.func @extract_splat_bcast(%a: f32) -> f32 {
  %b = vector.broadcast %a : f32 to vector<4x4xf32>
  %e = vector.extract %b[1, 2] : f32 from vector<4x4xf32>
  return %e : f32
}

func.func @constant_mask_all() -> vector<4xi1> {
  %m = vector.constant_mask [4] : vector<4xi1>
  return %m : vector<4xi1>
}

func.func @transpose_splat() -> vector<4x2xf32> {
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %t = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %t : vector<4x2xf32>
}

func.func @fma_dead(%a: vector<4xf32>) -> vector<4xf32> {
  %f = vector.fma %a, %a, %a : vector<4xf32>
  return %a : vector<4xf32>
}

func.func @shuffle_id(%a: vector<4xf32>) -> vector<4xf32> {
  %s = vector.shuffle %a, %a [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  return %s : vector<4xf32>
}

func.func @ess_full(%a: vector<4xf32>) -> vector<4xf32> {
  %e = vector.extract_strided_slice %a {offsets = [0], sizes = [4], strides = [1]} : vector<4xf32> to vector<4xf32>
  return %e : vector<4xf32>
}

func.func @extract_dyn_const(%a: vector<4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %e = vector.extract %a[%c1] : f32 from vector<4xf32>
  return %e : f32
}

func.func @d(%a: vector<3xf32>, %b: vector<3xf32>, %v: vector<2x3xf32>) -> vector<3xf32> {
  %0 = vector.insert %a, %v [0] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.insert %b, %0 [1] : vector<3xf32> into vector<2x3xf32>
  %e = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
  return %e : vector<3xf32>
}
func.func @d2(%b: vector<3xf32>, %v: vector<2x3xf32>) -> vector<3xf32> {
  %1 = vector.insert %b, %v [1] : vector<3xf32> into vector<2x3xf32>
  %e = vector.extract %1[0] : vector<3xf32> from vector<2x3xf32>
  return %e : vector<3xf32>
}
func.func @r(%a: vector<1xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %a, %acc fastmath<fast> : vector<1xf32> into f32
  return %r : f32
}
func.func @r2(%a: vector<1xi32>, %acc: i32) -> i32 {
  %r = vector.reduction <maxsi>, %a, %acc : vector<1xi32> into i32
  return %r : i32
}
func.func @m() -> vector<2x3xi1> {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %m = vector.create_mask %c9, %c0 : vector<2x3xi1>
  return %m : vector<2x3xi1>
}
func.func @m2() -> vector<2x3xi1> {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %m = vector.create_mask %c9, %c1 : vector<2x3xi1>
  return %m : vector<2x3xi1>
}
