// -gpu-decompose-memrefs: inside gpu.launch, loads and stores of ranked memrefs access a 0-d
// reinterpret_cast of the base buffer at offset + sum(index * stride) (folded into an affine.apply),
// subviews become reinterpret_casts of the base buffer; the extract_strided_metadata goes right after
// the memref's definition (or at the start of the block of a block argument). Accesses outside the
// launch, 0-d memrefs and non-strided layouts are left alone.
// RUN: jopt %s -gpu-decompose-memrefs | jfilecheck %s

// CHECK-DAG: #[[ROWCOL:.*]] = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-DAG: #[[STRIDED:.*]] = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-DAG: #[[SUB:.*]] = affine_map<()[s0, s1] -> (s0 * s1 + 2)>
// CHECK-LABEL: func.func @accesses
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[S:.*]]: memref<4x8xf32, strided<[?, ?], offset: ?>>, %[[I:.*]]: index, %[[J:.*]]: index, %[[OUT:.*]]: memref<8xf32>)
// CHECK: %[[MB:.*]], %{{.*}}, %{{.*}}:2, %[[MS:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[SB:.*]], %[[SO:.*]], %{{.*}}:2, %[[SS:.*]]:2 = memref.extract_strided_metadata %[[S]]
// CHECK: %[[OB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[OUT]]
// CHECK: %[[M2B:.*]], %{{.*}}, %{{.*}}:2, %[[M2S:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: gpu.launch blocks({{.*}}) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in
// CHECK-NEXT: %[[A:.*]] = affine.apply #[[ROWCOL]]()[%[[I]], %[[MS]]#0, %[[J]]]
// CHECK-NEXT: %[[V1:.*]] = memref.reinterpret_cast %[[MB]] to offset: [%[[A]]], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %[[L1:.*]] = memref.load %[[V1]][] : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %[[B:.*]] = affine.apply #[[STRIDED]]()[%[[SO]], %[[TX]], %[[SS]]#0, %[[TY]], %[[SS]]#1]
// CHECK-NEXT: %[[V2:.*]] = memref.reinterpret_cast %[[SB]] to offset: [%[[B]]], sizes: [], strides: []
// CHECK-NEXT: %[[L2:.*]] = memref.load %[[V2]][]
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[L1]], %[[L2]] : f32
// CHECK-NEXT: %[[V3:.*]] = memref.reinterpret_cast %[[OB]] to offset: [%[[TX]]], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: memref.store %[[SUM]], %[[V3]][] : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = affine.apply #[[SUB]]()[%[[I]], %[[M2S]]#0]
// CHECK-NEXT: %[[VIEW:.*]] = memref.reinterpret_cast %[[M2B]] to offset: [%[[C]]], sizes: [4, 4], strides: [%[[M2S]]#0, 2] : memref<f32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %[[VB:.*]], %[[VO:.*]], %{{.*}}:2, %[[VS:.*]]:2 = memref.extract_strided_metadata %[[VIEW]]
// CHECK: gpu.terminator
// CHECK: memref.load %[[OUT]][%{{.*}}] : memref<8xf32>
func.func @accesses(%m: memref<?x?xf32>, %s: memref<4x8xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %o: memref<8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
    %l = memref.load %m[%i, %j] : memref<?x?xf32>
    %l3 = memref.load %s[%tx, %ty] : memref<4x8xf32, strided<[?, ?], offset: ?>>
    %sum = arith.addf %l, %l3 : f32
    memref.store %sum, %o[%tx] : memref<8xf32>
    %sv = memref.subview %m[%i, 2] [4, 4] [1, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
    %e = memref.load %sv[%c1, %c1] : memref<4x4xf32, strided<[?, 2], offset: ?>>
    memref.store %e, %o[%c0] : memref<8xf32>
    gpu.terminator
  }
  %out = memref.load %o[%c0] : memref<8xf32>
  return %out : f32
}

// Workgroup and private attributions and an alloca inside the launch get their metadata in the
// launch body; a permuted layout and a 0-d memref keep their accesses.
// CHECK-LABEL: func.func @inside
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%[[SH:.*]] : memref<32xf32, #gpu.address_space<workgroup>>) private(%[[PR:.*]] : memref<2x2xf32, #gpu.address_space<private>>)
// CHECK-NEXT: %[[SHB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[SH]] : memref<32xf32, #gpu.address_space<workgroup>> -> memref<f32, #gpu.address_space<workgroup>>, index, index, index
// CHECK-NEXT: %[[PRB:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[PR]]
// CHECK-NEXT: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x4xf32, #{{.*}}>
// CHECK-NEXT: memref.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.reinterpret_cast %[[SHB]] to offset: [%{{.*}}], sizes: [], strides: [] : memref<f32, #gpu.address_space<workgroup>> to memref<f32, strided<[], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[P:.*]] = affine.apply #{{.*}}()[%{{.*}}]
// CHECK-NEXT: memref.reinterpret_cast %[[PRB]] to offset: [%[[P]]]
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[AL:.*]] = memref.alloca() : memref<3x5xf32>
// CHECK-NEXT: %[[ALB:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[AL]]
// CHECK-NEXT: %[[Q:.*]] = affine.apply #{{.*}}()[%{{.*}}]
// CHECK-NEXT: memref.reinterpret_cast %[[ALB]] to offset: [%[[Q]]]
#perm = affine_map<(d0, d1) -> (d1, d0)>
func.func @inside(%m: memref<4x4xf32, #perm>, %z: memref<f32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z2 = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1)
      workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>) private(%pr : memref<2x2xf32, #gpu.address_space<private>>) {
    %l = memref.load %m[%tx, %ty] : memref<4x4xf32, #perm>
    %l0 = memref.load %z[] : memref<f32>
    %s = arith.addf %l, %l0 : f32
    memref.store %s, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %s, %pr[%tx, %c1] : memref<2x2xf32, #gpu.address_space<private>>
    %al = memref.alloca() : memref<3x5xf32>
    memref.store %s, %al[%c1, %tx] : memref<3x5xf32>
    gpu.terminator
  }
  return
}
