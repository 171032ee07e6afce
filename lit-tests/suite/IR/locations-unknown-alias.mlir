// RUN: jopt %s -allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s
// loc(unknown) gets a #loc alias like every other location (mlir-opt 22), whether it was written
// through an alias or inline; a fused location drops its unknown parts, and a name location's
// unknown child is not printed, so it gets no alias of its own.

#unk = loc(unknown)
// CHECK: "t.a"() : () -> () loc(#[[U:loc[0-9]*]])
"t.a"() : () -> () loc(#unk)
// CHECK-NEXT: "t.b"() : () -> () loc(#[[U]])
"t.b"() : () -> () loc(unknown)
// CHECK-NEXT: "t.c"() : () -> () loc(#[[F:loc[0-9]*]])
"t.c"() : () -> () loc(fused[unknown, "x"])
// CHECK-NEXT: "t.d"() : () -> () loc(#[[N:loc[0-9]*]])
"t.d"() : () -> () loc("n"(unknown))
// CHECK: #[[U]] = loc(unknown)
// CHECK-NEXT: #[[F]] = loc("x")
// CHECK-NEXT: #[[N]] = loc("n")
// CHECK-EMPTY:
