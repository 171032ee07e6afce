// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// Affine maps and sets are simplified to MLIR's canonical form and aliased as #map/#set.

// CHECK-DAG: #[[M0:map[0-9]*]] = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>
// CHECK-DAG: #[[M1:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[M2:map[0-9]*]] = affine_map<() -> ()>
// CHECK-DAG: #[[M3:map[0-9]*]] = affine_map<(d0) -> (d0 * 2 + 7, -d0, d0 - 1, (d0 + 1) * 2, d0 * -3 + 1, -d0 + 3)>
// CHECK-DAG: #[[M4:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 * s0, d0 * s0, d0 mod 4, d0 * 2)>
// CHECK-DAG: #[[S0:set[0-9]*]] = affine_set<(d0) : (0 == 0)>
// CHECK-DAG: #[[S1:set[0-9]*]] = affine_set<(d0, d1) : (d1 - d0 >= 0, d0 >= 0, d0 - (d1 + 1) == 0)>
// CHECK-DAG: #[[M5:map[0-9]*]] = affine_map<(d0) -> (d0 * 2, 0, 0)>
// CHECK: "test.affine"() {a = #[[M0]], b = #[[M1]], c = #[[M2]], d = #[[M3]], e = #[[M4]], f = #[[S0]], g = #[[S1]], h = #[[M5]]}
"test.affine"() {a = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>, b = affine_map<(i, j) -> (j, i)>, c = affine_map<() -> ()>, d = affine_map<(d0) -> (2 * d0 + 3 + 4, -d0, d0 - 1, (d0 + 1) * 2, d0 * -3 + 1, 3 - d0)>, e = affine_map<(d0)[s0] -> (d0 * s0, s0 * d0, d0 - (d0 floordiv 4) * 4, d0 + d0)>, f = affine_set<(d0) : ()>, g = affine_set<(d0, d1) : (d0 <= d1, d0 >= 0, d0 == d1 + 1)>, h = affine_map<(d0) -> (d0 * 8 floordiv 4, (d0 * 4 + 8) mod 4, (d0 + 1) - (d0 + 1))>} : () -> ()
