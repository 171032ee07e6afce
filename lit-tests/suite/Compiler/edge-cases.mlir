// Corner cases the compiler must take without an internal error: a reduce over no dimension (the
// reducer applied once per element), a reducer that uses a constant from outside its body, and a
// rank-0 slice of a shape value.
// RUN: jopt %s --split-input-file --hlo-to-loops --canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @reduce_none
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK-NEXT:        %[[X:.*]] = memref.load %arg0
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[X]], %cst : f32
// CHECK-NEXT:        memref.store %[[S]]
func.func @reduce_none(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%x init: %0) across dimensions = [] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @captured
// CHECK:         scf.for {{.*}} iter_args
// CHECK:           %[[M:.*]] = arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK-NEXT:      %[[A:.*]] = arith.addf %{{.*}}, %[[M]] : f32
func.func @captured(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %k = stablehlo.constant dense<0.5> : tensor<f32>
  %1 = stablehlo.reduce(%x init: %0) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.multiply %b, %k : tensor<f32>
    %s = stablehlo.add %a, %m : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @slice_rank0
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<i32>
// CHECK-NEXT:    memref.store %c33_i32, %[[OUT]][] : memref<i32>
// CHECK-NEXT:    return %[[OUT]]
func.func @slice_rank0() -> tensor<i32> {
  %0 = stablehlo.constant dense<33> : tensor<i32>
  %1 = "stablehlo.slice"(%0) {start_indices = array<i64>, limit_indices = array<i64>, strides = array<i64>} : (tensor<i32>) -> tensor<i32>
  return %1 : tensor<i32>
}

// -----

// A variadic reduce whose first result nobody reads: its buffer is freed after the loops that
// write it, not right after its allocation.
// CHECK-LABEL: func.func @unused_result
// CHECK:         %[[V:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[I:.*]] = memref.alloc(%{{.*}}) : memref<?xi32>
// CHECK-NEXT:    scf.for
// CHECK:           memref.store %{{.*}}, %[[V]]
// CHECK-NEXT:      memref.store %{{.*}}, %[[I]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[V]] : memref<?xf32>
// CHECK-NEXT:    return %[[I]]
func.func @unused_result(%x: tensor<?x4xf32>, %i: tensor<?x4xi32>) -> tensor<?xi32> {
  %0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %1 = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = stablehlo.reduce(%x init: %0), (%i init: %1) across dimensions = [1] : (tensor<?x4xf32>, tensor<?x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
    %p = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %p, %a, %b : tensor<i1>, tensor<f32>
    %j = stablehlo.select %p, %c, %d : tensor<i1>, tensor<i32>
    stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }
  return %2#1 : tensor<?xi32>
}

// -----

// A TOTALORDER float comparison (TopK's sort comparator) compares the bits as signed integers with
// the magnitude bits of negative values flipped: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
// CHECK-LABEL: func.func @total_order
// CHECK:         %[[A:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK-NEXT:    %[[AF:.*]] = arith.xori %[[A]], %c2147483647_i32 : i32
// CHECK-NEXT:    %[[AN:.*]] = arith.cmpi slt, %[[A]], %c0_i32 : i32
// CHECK-NEXT:    %[[AK:.*]] = arith.select %[[AN]], %[[AF]], %[[A]] : i32
// CHECK:         %[[BK:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    arith.cmpi sgt, %[[AK]], %[[BK]] : i32
func.func @total_order(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare GT, %x, %y, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
