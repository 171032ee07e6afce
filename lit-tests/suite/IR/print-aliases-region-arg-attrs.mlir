// Attributes of entry block arguments never get aliases of their own (MLIR's alias pass skips
// region argument attributes); an alias made elsewhere is still used there, and result and
// declaration argument attributes are aliased as usual.
// RUN: jopt %s -allow-unregistered-dialect -split-input-file | jfilecheck %s

// CHECK-NOT: #map
// CHECK: func.func @only_args(%arg0: tensor<4xf32> {test.layout = affine_map<(d0) -> (d0 floordiv 2)>})
func.func @only_args(%a: tensor<4xf32> {test.layout = affine_map<(d0) -> (d0 floordiv 2)>}) {
  return
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK: func.func @shared(%arg0: tensor<4xf32> {test.layout = #map}) -> (tensor<4xf32> {test.layout = #map})
// CHECK: func.func private @decl(tensor<4xf32> {test.layout = #map})
func.func @shared(%a: tensor<4xf32> {test.layout = affine_map<(d0) -> (d0 floordiv 2)>}) -> (tensor<4xf32> {test.layout = affine_map<(d0) -> (d0 floordiv 2)>}) {
  return %a : tensor<4xf32>
}
func.func private @decl(tensor<4xf32> {test.layout = affine_map<(d0) -> (d0 floordiv 2)>})
