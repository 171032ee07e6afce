// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect --mlir-print-op-generic | jopt -allow-unregistered-dialect | jfilecheck %s
// Dense arrays of elements wider than 64 bits keep every bit; signless values print signed.

// CHECK: a = array<i128: 1, -2, 170141183460469231731687303715884105727>
// CHECK-SAME: b = array<ui128: 340282366920938463463374607431768211455>
// CHECK-SAME: c = array<f128: 1.500000e+00, -2.000000e+00>
// CHECK-SAME: d = array<f80: 1.000000e+00>
// CHECK-SAME: e = array<si128: -170141183460469231731687303715884105728>
// CHECK-SAME: f = array<i72: -1, -2>
"t.op"() {a = array<i128: 1, -2, 170141183460469231731687303715884105727>, b = array<ui128: 340282366920938463463374607431768211455>, c = array<f128: 1.5, -2.0>, d = array<f80: 1.0>, e = array<si128: -170141183460469231731687303715884105728>, f = array<i72: 4722366482869645213695, 4722366482869645213694>} : () -> ()
