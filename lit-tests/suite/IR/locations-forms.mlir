// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// Location attributes: ranges, names, call sites and fused locations (simplified as FusedLoc::get).

// CHECK-DAG: #[[R1:loc[0-9]*]] = loc("f":1:2 to 3:4)
// CHECK-DAG: #[[R2:loc[0-9]*]] = loc("f":1:2 to :5)
// CHECK-DAG: #[[N:loc[0-9]*]] = loc("n")
// CHECK-DAG: #[[F11:loc[0-9]*]] = loc("f":1:1)
// CHECK-DAG: #[[A:loc[0-9]*]] = loc("a":1:1)
// CHECK-DAG: #[[B:loc[0-9]*]] = loc("b":2:2)
// CHECK-DAG: #[[L7:loc[0-9]*]] = loc("f":7:0)
// CHECK-DAG: #[[NC:loc[0-9]*]] = loc("n"(#[[F11]]))
// CHECK-DAG: #[[CS:loc[0-9]*]] = loc(callsite(#[[A]] at #[[B]]))
// CHECK-DAG: #[[FU:loc[0-9]*]] = loc(fused[#[[A]], #[[B]]])
// CHECK-DAG: #[[FM:loc[0-9]*]] = loc(fused<"m">[#[[A]]])
// CHECK: "test.locs"() {b = #[[R1]], c = #[[R2]], d = #[[N]], e = #[[NC]], f = #[[CS]], g = #[[FU]], h = #[[FM]], i = #[[A]], k = #[[L7]]}
"test.locs"() {b = loc("f":1:2 to 3:4), c = loc("f":1:2 to :5), d = loc("n"), e = loc("n"("f":1:1)), f = loc(callsite("a":1:1 at "b":2:2)), g = loc(fused["a":1:1, "b":2:2]), h = loc(fused<"m">["a":1:1]), i = loc(fused["a":1:1, unknown, "a":1:1]), k = loc("f":7)} : () -> ()
