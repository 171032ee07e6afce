// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Symbol references, flat and nested.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = @f} : () -> ()
// CHECK-NEXT: "test.op"() {a = @outer::@inner} : () -> ()
// CHECK-NEXT: "test.op"() {a = @"quoted name"} : () -> ()
// CHECK-NEXT: "test.op"() {a = @a::@b::@c} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = @f} : () -> ()
"test.op"() {a = @outer::@inner} : () -> ()
"test.op"() {a = @"quoted name"} : () -> ()
"test.op"() {a = @a::@b::@c} : () -> ()
