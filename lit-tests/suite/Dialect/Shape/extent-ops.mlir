// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// The shape ops the shape-to-standard lowerings read and build, in mlir-opt 22's custom syntax.
// CHECK-LABEL: func.func @extent_ops
func.func @extent_ops(%e: tensor<?xindex>, %f: tensor<?xindex>, %n: !shape.size, %i: index,
                      %sh: !shape.shape, %c: i1, %t: tensor<?x8xf32>) {
  // CHECK: shape.add %arg2, %arg2 : !shape.size, !shape.size -> !shape.size
  %0 = shape.add %n, %n : !shape.size, !shape.size -> !shape.size
  // CHECK: shape.mul %arg3, %arg2 : index, !shape.size -> !shape.size
  %1 = shape.mul %i, %n : index, !shape.size -> !shape.size
  // CHECK: shape.rank %arg4 : !shape.shape -> !shape.size
  %2 = shape.rank %sh : !shape.shape -> !shape.size
  // CHECK: shape.get_extent %arg0, %arg3 : tensor<?xindex>, index -> index
  %3 = shape.get_extent %e, %i : tensor<?xindex>, index -> index
  // CHECK: shape.dim %arg6, %arg3 : tensor<?x8xf32>, index -> index
  %4 = shape.dim %t, %i : tensor<?x8xf32>, index -> index
  // CHECK: shape.any %arg0, %arg1 : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %5 = shape.any %e, %f : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  // CHECK: %c16 = shape.const_size 16
  %6 = shape.const_size 16
  // CHECK: shape.size_to_index %c16 : !shape.size
  %7 = shape.size_to_index %6 : !shape.size
  // CHECK: shape.index_to_size %arg3{{$}}
  %8 = shape.index_to_size %i
  // CHECK: shape.shape_eq %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
  %9 = shape.shape_eq %e, %f : tensor<?xindex>, tensor<?xindex>
  // CHECK: shape.is_broadcastable %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
  %10 = shape.is_broadcastable %e, %f : tensor<?xindex>, tensor<?xindex>
  // CHECK: shape.cstr_eq %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
  %11 = shape.cstr_eq %e, %f : tensor<?xindex>, tensor<?xindex>
  // CHECK: shape.cstr_require %arg5, "rank mismatch"
  %12 = shape.cstr_require %c, "rank mismatch"
  // CHECK: shape.const_witness false
  %13 = shape.const_witness false
  // CHECK: shape.reduce(%arg0, %arg3, %arg2) : tensor<?xindex> -> (index, !shape.size) {
  // CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index, %[[A:.*]]: index, %[[B:.*]]: !shape.size):
  // CHECK-NEXT: shape.yield %[[A]], %[[B]] : index, !shape.size
  %14:2 = shape.reduce(%e, %i, %n) : tensor<?xindex> -> (index, !shape.size) {
  ^bb0(%k: index, %x: index, %acc: index, %acc2: !shape.size):
    shape.yield %acc, %acc2 : index, !shape.size
  }
  return
}

// GENERIC: "shape.const_size"() <{value = 16 : index}> : () -> !shape.size
// GENERIC: "shape.cstr_require"(%arg5) <{msg = "rank mismatch"}> : (i1) -> !shape.witness
// GENERIC: "shape.const_witness"() <{passing = false}> : () -> !shape.witness
