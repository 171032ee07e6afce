// RUN: jopt %s -allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | jfilecheck %s
// RUN: jopt %s -allow-unregistered-dialect --mlir-pretty-debuginfo | jfilecheck %s --check-prefix=NODEBUG

// The pretty location form (checked against mlir-opt 22): no loc(...) wrapper, file names without
// quotes, fused locations without the keyword, call sites as "callee at caller" (on a new line unless
// a named callee is called from a file position), [unknown] for unknown; aliases use the same form.

// CHECK: #[[ARG:loc[0-9]*]] = {{.*}}pretty-debuginfo.mlir:{{[0-9]+}}:14
// CHECK: #[[INATTR:loc[0-9]*]] = inattr.mlir:7:7
// CHECK: func.func @f(%arg0: i32 {{.*}}pretty-debuginfo.mlir:{{[0-9]+}}:14) -> i32 {
// CHECK-NEXT: arith.addi {{.*}} : i32 <"meta">[#[[R1:loc[0-9]*]], #[[R2:loc[0-9]*]]]
// CHECK-NEXT: arith.muli {{.*}} : i32 #[[CALLEE:loc[0-9]*]]{{$}}
// CHECK-NEXT: {{^}} at #[[CALLER:loc[0-9]*]]
// CHECK: "test.op"() {l = #[[INATTR]]} : () -> i32 "n"
// CHECK-NEXT: return %{{.*}} : i32 [unknown]
// CHECK: #[[R1]] = a b.mlir:1:1 to 2:3
// CHECK-NEXT: #[[R2]] = c\d:2:2 to :9
// Without --mlir-print-debuginfo only the location inside the attribute is printed.
// NODEBUG: #[[NOLOC:loc[0-9]*]] = inattr.mlir:7:7
// NODEBUG-NOT: debuginfo.mlir:
// NODEBUG: {l = #[[NOLOC]]} : () -> i32{{$}}
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(fused<"meta">["a b.mlir":1:1 to 2:3, "c\\d":2:2 to :9])
  %1 = arith.muli %0, %0 : i32 loc(callsite("x.mlir":3:4 at "bar.mlir":3:4))
  %2 = arith.muli %1, %0 : i32 loc(callsite("foo" at "h.mlir":1:1))
  %3 = "test.op"() {l = loc("inattr.mlir":7:7)} : () -> i32 loc("n")
  return %3 : i32 loc(fused[unknown])
}
