// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s

// The printer's alias pass skips an op equal to one it has already visited
// (same op, attributes and operand/result types): aliases are still defined
// once, numbered in the order of first use, and used by every repeated op,
// also when a different op comes between the repeats.

// CHECK:      #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, #map>, %arg1: i32) {
// CHECK-NEXT:     "test.use"(%arg0) {m = #map1} : (memref<4xf32, #map>) -> ()
// CHECK-NEXT:     "test.use"(%arg0) {m = #map1} : (memref<4xf32, #map>) -> ()
// CHECK-NEXT:     "test.use"(%arg1) {m = #map1} : (i32) -> ()
// CHECK-NEXT:     "test.use"(%arg1) {m = #map2} : (i32) -> ()
// CHECK-NEXT:     "test.use"(%arg1) {m = #map1} : (i32) -> ()
// CHECK-NEXT:     "test.use"(%arg0) {m = #map2} : (memref<4xf32, #map>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %b: i32) {
  "test.use"(%a) {m = affine_map<(d0) -> (d0 * 2)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
  "test.use"(%a) {m = affine_map<(d0) -> (d0 * 2)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
  "test.use"(%b) {m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> ()
  "test.use"(%b) {m = affine_map<(d0) -> (d0 * 3)>} : (i32) -> ()
  "test.use"(%b) {m = affine_map<(d0) -> (d0 * 2)>} : (i32) -> ()
  "test.use"(%a) {m = affine_map<(d0) -> (d0 * 3)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
  return
}
