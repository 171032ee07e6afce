// Every vector op we register, in its custom form: printing round-trips, and the generic form
// carries the properties mlir-opt 22 gives it (defaults filled in, iterator types as enum attributes).
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @all(
func.func @all(%a: f32, %v: vector<4xf32>, %m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>, %w: vector<2x4xf32>) -> vector<4xf32> {
  // CHECK: vector.broadcast %{{.*}} : f32 to vector<4xf32>
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  // CHECK: vector.extract %{{.*}}[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  // CHECK: vector.extract %{{.*}}[%{{.*}}, 2] : f32 from vector<2x4xf32>
  %2 = vector.extract %w[%i, 2] : f32 from vector<2x4xf32>
  // CHECK: vector.insert %{{.*}}, %{{.*}} [%{{.*}}] : f32 into vector<4xf32>
  %3 = vector.insert %a, %v[%i] : f32 into vector<4xf32>
  // CHECK: vector.extract_strided_slice %{{.*}} {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %4 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  // CHECK: vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
  %5 = vector.insert_strided_slice %4, %v {offsets = [2], strides = [1]} : vector<2xf32> into vector<4xf32>
  // CHECK: vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
  %6 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  // CHECK: vector.bitcast %{{.*}} : vector<4xf32> to vector<4xi32>
  %7 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  // CHECK: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
  %8 = vector.fma %v, %v, %v : vector<4xf32>
  // CHECK: vector.reduction <add>, %{{.*}} : vector<4xf32> into f32
  %9 = vector.reduction <add>, %v : vector<4xf32> into f32
  // CHECK: vector.reduction <maxnumf>, %{{.*}}, %{{.*}} fastmath<fast> : vector<4xf32> into f32
  %10 = vector.reduction <maxnumf>, %v, %a fastmath<fast> : vector<4xf32> into f32
  // CHECK: vector.print %{{.*}} : vector<4xf32>{{$}}
  vector.print %v : vector<4xf32>
  // CHECK: vector.print str "hello\0A"
  vector.print str "hello\n"
  // CHECK: vector.print punctuation <comma>
  vector.print punctuation <comma>
  // CHECK: vector.print %{{.*}} : f32 punctuation <no_punctuation>
  vector.print %a : f32 punctuation <no_punctuation>
  // CHECK: vector.create_mask %{{.*}} : vector<4xi1>
  %11 = vector.create_mask %i : vector<4xi1>
  // CHECK: vector.constant_mask [2] : vector<4xi1>
  %12 = vector.constant_mask [2] : vector<4xi1>
  // CHECK: vector.step : vector<4xindex>
  %13 = vector.step : vector<4xindex>
  // CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<4xf32>
  %14 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.maskedload %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %15 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // CHECK: vector.maskedstore %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<?x?xf32>, vector<4xf32>
  %16 = vector.transfer_read %m[%i, %i], %a : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %17 = vector.transfer_read %m[%i, %i], %a, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = #map} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.from_elements %{{.*}}, %{{.*}} : vector<2xf32>
  %18 = vector.from_elements %a, %a : vector<2xf32>
  // CHECK: vector.transpose %{{.*}}, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %19 = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  // CHECK: vector.contract {indexing_maps = [#map1, #map1, #map2], iterator_types = ["reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>, vector<4xf32> into f32
  %20 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %v, %v, %a : vector<4xf32>, vector<4xf32> into f32
  // CHECK: vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<4xf32>
  %21 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  // CHECK: vector.extract %{{.*}}[-1] : f32 from vector<4xf32>
  %22 = vector.extract %v[-1] : f32 from vector<4xf32>
  // CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [0] : vector<2x4xf32> to vector<4xf32>
  %23 = vector.multi_reduction <add>, %w, %v [0] : vector<2x4xf32> to vector<4xf32>
  // CHECK: %{{.*}}:4 = vector.to_elements %{{.*}} : vector<4xf32>
  %24:4 = vector.to_elements %v : vector<4xf32>
  // CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 5, 2] : vector<4xf32>, vector<4xf32>
  %25 = vector.shuffle %v, %v [0, 5, 2] : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// GENERIC: "vector.extract"(%{{.*}}, %{{.*}}) <{static_position = array<i64: -9223372036854775808, 2>}> : (vector<2x4xf32>, index) -> f32
// GENERIC: "vector.reduction"(%{{.*}}) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC: "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
// GENERIC: "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
// GENERIC: "vector.transfer_read"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: "vector.transfer_write"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map1}>
// GENERIC: "vector.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map2, #map2, #map3], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}>
// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
