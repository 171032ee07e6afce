// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// Builtin types round-trip in their canonical spelling.

// The memref layout map below is printed as an alias, defined first.
// CHECK: #[[MAP:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>

// CHECK: "test.types"() {a = i1, b = si8, c = ui64, d = index, e = f16, f = bf16, g = tf32, h = f80, i = f128, j = f8E5M2, k = f8E4M3FNUZ, l = f4E2M1FN, m = f6E3M2FN, n = none}
"test.types"() {a = i1, b = si8, c = ui64, d = index, e = f16, f = bf16, g = tf32, h = f80, i = f128, j = f8E5M2, k = f8E4M3FNUZ, l = f4E2M1FN, m = f6E3M2FN, n = none} : () -> ()

// CHECK: "test.aggregates"() {a = complex<f32>, b = tuple<i32, f32>, c = tuple<>, d = vector<4x[8]xf32>, e = vector<f32>, f = tensor<?x4xf32>, g = tensor<*xi8>, h = tensor<4xf32, #foo.enc>, i = tensor<0x4xi32>}
"test.aggregates"() {a = complex<f32>, b = tuple<i32, f32>, c = tuple<>, d = vector<4x[8]xf32>, e = vector<f32>, f = tensor<?x4xf32>, g = tensor<*xi8>, h = tensor<4xf32, #foo.enc>, i = tensor<0x4xi32>} : () -> ()

// Identity layouts and the default memory space are dropped; other layouts stay (maps as aliases).
// CHECK: "test.memrefs"() {a = memref<4x?xf32, strided<[?, 1], offset: ?>, 1>, b = memref<*xf32, 2>, c = memref<4xf32>, d = memref<4x4xf32, #[[MAP]]>, e = memref<4xf32>, f = memref<2xf32, "gpu">}
"test.memrefs"() {a = memref<4x?xf32, strided<[?, 1], offset: ?>, 1>, b = memref<*xf32, 2>, c = memref<4xf32, affine_map<(d0) -> (d0)>>, d = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, e = memref<4xf32, 0>, f = memref<2xf32, "gpu">} : () -> ()

// A single non-function result prints bare; a function-typed result keeps its parentheses.
// CHECK: "test.functions"() {a = (i32, f32) -> i32, b = () -> (), c = (i32) -> ((i32) -> i32)}
"test.functions"() {a = (i32, f32) -> (i32), b = () -> (), c = (i32) -> ((i32) -> i32)} : () -> ()

// Opaque dialect types keep their body; bodies that are not identifiers use the <...> form.
// CHECK: "test.opaque"() {a = !foo.foo, b = !foo<"x y">, c = !foo.bar<a[b]>}
"test.opaque"() {a = !foo.foo, b = !foo<"x y">, c = !foo.bar<a[b]>} : () -> ()
