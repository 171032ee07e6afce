// RUN: jopt %s -allow-unregistered-dialect --mlir-print-debuginfo | jfilecheck %s
// loc(unknown) gets a #loc alias like every other location (mlir-opt 22), whether it was written
// through an alias or inline; a fused location drops its unknown parts.

#unk = loc(unknown)
// CHECK: "t.a"() : () -> () loc(#[[U:loc[0-9]*]])
"t.a"() : () -> () loc(#unk)
// CHECK-NEXT: "t.b"() : () -> () loc(#[[U]])
"t.b"() : () -> () loc(unknown)
// CHECK-NEXT: "t.c"() : () -> () loc(#[[F:loc[0-9]*]])
"t.c"() : () -> () loc(fused[unknown, "x"])
// CHECK: #[[U]] = loc(unknown)
// CHECK: #[[F]] = loc("x")
